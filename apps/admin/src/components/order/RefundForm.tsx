/**
 * Give money back on an order, at most what was charged and not yet refunded. Like the cancel form, the
 * request key is made when the dialog opens and kept across retries: one refund however often it is sent.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { OrderDetailAnswer } from "@petsies/contract/admin";
import { dollarsToCents, formatMoney } from "../../lib/money.ts";
import { useRefundOrder } from "../../lib/orders.ts";
import { TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { FormActions } from "./FormActions.tsx";
import { refundForm } from "./refund-forms.ts";

/** The API's request paths → this form's fields: the amount in cents is typed in dollars. */
const FIELDS = { reason: "reason", amountCents: "amount" } as const;

export function RefundForm({ order, onDone }: { order: OrderDetailAnswer; onDone: (message: string) => void }) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const refund = useRefundOrder(order.incrementId);
  const { currencyCode } = order.totals;
  const form = useForm({ resolver: zodResolver(refundForm(order.refundableCents, currencyCode)), defaultValues: { amount: "", reason: "" } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, refund.error, FIELDS);
  const submit = form.handleSubmit(({ amount, reason }) => {
    const amountCents = dollarsToCents(amount) ?? 0;
    refund.mutate({ amountCents, reason, requestKey }, { onSuccess: () => onDone(`Refund of ${formatMoney(amountCents, currencyCode)} recorded (see Refunds).`) });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <TextField
        label={`Amount (${currencyCode})`}
        inputMode="decimal"
        autoComplete="off"
        hint={`At most ${formatMoney(order.refundableCents, currencyCode)} can still be refunded.`}
        error={errors.amount?.message}
        {...form.register("amount")}
      />
      <TextAreaField label="Reason" hint="The customer sees this in the e-mail." error={errors.reason?.message} {...form.register("reason")} />
      <FormActions submitLabel="Refund" pending={refund.isPending} pendingText="Refunding…" />
    </form>
  );
}
