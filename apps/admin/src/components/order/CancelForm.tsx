/**
 * Cancel some items of an order, or all of them not yet cancelled: a reason the shopper reads in the e-mail,
 * and how much to give back. The request key is made when the dialog opens (this form mounts then) and kept
 * across retries, so a double click or a retry after an error cancels and refunds once.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { OrderDetailAnswer, OrderItemDetail } from "@petsies/contract/admin";
import { formatMoney } from "../../lib/money.ts";
import { useCancelOrder } from "../../lib/orders.ts";
import { RadioGroupField, TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { FormActions } from "./FormActions.tsx";
import { cancelForm, refundCentsOf, type RefundChoice } from "./refund-forms.ts";

/** The API's request paths → this form's fields: the refund in cents is typed as an amount. */
const FIELDS = { reason: "reason", refundCents: "amount" } as const;

interface Props {
  order: OrderDetailAnswer;
  /** The items to cancel; the whole order when every item not yet cancelled is meant. */
  items: OrderItemDetail[];
  wholeOrder: boolean;
  onDone: (message: string) => void;
}

export function CancelForm({ order, items, wholeOrder, onDone }: Props) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const cancel = useCancelOrder(order.incrementId);
  const { currencyCode } = order.totals;
  const refundable = formatMoney(order.refundableCents, currencyCode);
  const form = useForm({
    resolver: zodResolver(cancelForm(order.refundableCents, currencyCode)),
    defaultValues: { reason: "", refund: (order.refundableCents > 0 ? "items" : "none") as RefundChoice, amount: "" },
  });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, cancel.error, FIELDS);
  const refund = form.watch("refund");

  const submit = form.handleSubmit((values) =>
    cancel.mutate(
      { ...(wholeOrder ? {} : { itemIds: items.map((item) => item.id) }), ...refundCentsOf(values), reason: values.reason, requestKey },
      {
        onSuccess: (after) => {
          const what = wholeOrder ? `Order #${order.incrementId} cancelled` : `${items.length} item${items.length === 1 ? "" : "s"} cancelled`;
          const refunded = after.refundedCents - order.refundedCents;
          onDone(refunded > 0 ? `${what}; ${formatMoney(refunded, currencyCode)} refunded (see Refunds).` : `${what}; nothing refunded.`);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <div className="text-sm text-slate-800">
        <p className="font-medium">{wholeOrder ? "Every item not yet cancelled:" : "The selected items:"}</p>
        <ul className="mt-1 list-disc pl-5">
          {items.map((item) => (
            <li key={item.id}>
              {item.qty > 1 ? `${item.qty} × ` : ""}
              {item.name} ({formatMoney(item.priceCents, currencyCode)})
            </li>
          ))}
        </ul>
        <p className="mt-2 text-slate-600">Their stock returns{wholeOrder ? ", and so do gift card amounts used on the order" : ""}.</p>
      </div>
      <TextAreaField label="Reason" hint="The customer sees this in the cancellation e-mail." error={errors.reason?.message} {...form.register("reason")} />
      <RadioGroupField
        legend="Refund"
        error={errors.refund?.message}
        options={[
          {
            value: "items",
            label: "Refund what these items cost",
            hint: wholeOrder
              ? `Everything charged and not yet refunded (${refundable}).`
              : "Their price with tax, less discounts; worked out by the shop when you confirm.",
          },
          { value: "amount", label: "Refund another amount", hint: `At most ${refundable}.` },
          { value: "none", label: "No refund" },
        ]}
        {...form.register("refund")}
      />
      {refund === "amount" ? (
        <TextField label={`Refund amount (${currencyCode})`} inputMode="decimal" autoComplete="off" error={errors.amount?.message} {...form.register("amount")} />
      ) : null}
      <FormActions submitLabel={wholeOrder ? "Cancel order" : "Cancel items"} pending={cancel.isPending} pendingText="Cancelling…" />
    </form>
  );
}
