/**
 * Add to or take from a card's balance, with the reason kept in its history. The request key is made when the
 * dialog opens and kept across retries: one adjustment however often it is sent.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { adjustGiftCardBody, GIFT_CARD_ADJUST_MAX_CENTS, type GiftCardDetailAnswer } from "@petsies/contract/admin";
import { dollarsToCents } from "../../lib/money.ts";
import { useAdjustGiftCard } from "../../lib/gift-cards.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { RadioGroupField, TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { FormActions } from "../order/FormActions.tsx";
import { changeText, money } from "./gift-card-text.ts";

const DIRECTIONS = [
  { value: "add", label: "Add to the balance" },
  { value: "take", label: "Take from the balance" },
] as const;

/** The API's request paths → this form's fields: the signed amount in cents is typed in dollars with a direction. */
const FIELDS = { amountCents: "amount", reason: "reason" } as const;

function adjustForm(balanceCents: number) {
  return z
    .object({ direction: z.enum(["add", "take"]), amount: z.string(), reason: adjustGiftCardBody.shape.reason })
    .superRefine((value, ctx) => {
      const cents = dollarsToCents(value.amount);
      const issue =
        cents === null
          ? "Enter an amount, like 10 or 10.50"
          : cents < 1
            ? "Enter an amount above 0"
            : cents > GIFT_CARD_ADJUST_MAX_CENTS
              ? `At most ${money(GIFT_CARD_ADJUST_MAX_CENTS)} at a time`
              : value.direction === "take" && cents > balanceCents
                ? `The card holds ${money(balanceCents)}: take at most that`
                : null;
      if (issue) ctx.addIssue({ code: "custom", path: ["amount"], message: issue });
    });
}

export function AdjustBalanceForm({ card, onDone }: { card: GiftCardDetailAnswer; onDone: (message: string) => void }) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const adjust = useAdjustGiftCard(card.id);
  const form = useForm({ resolver: zodResolver(adjustForm(card.balanceCents)), defaultValues: { direction: "add" as "add" | "take", amount: "", reason: "" } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, adjust.error, FIELDS);
  const submit = form.handleSubmit(({ direction, amount, reason }) => {
    const cents = dollarsToCents(amount) ?? 0;
    const amountCents = direction === "take" ? -cents : cents;
    adjust.mutate({ amountCents, reason, requestKey }, { onSuccess: (after) => onDone(`Balance adjusted by ${changeText(amountCents)}: it is now ${money(after.balanceCents)}.`) });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorNotice error={unplaced} />
      <RadioGroupField legend="Change" options={DIRECTIONS} {...form.register("direction")} />
      <TextField label="Amount (USD)" inputMode="decimal" autoComplete="off" hint={`The card holds ${money(card.balanceCents)}.`} error={errors.amount?.message} {...form.register("amount")} />
      <TextAreaField label="Reason" hint="Kept in the card's history and the audit log." error={errors.reason?.message} {...form.register("reason")} />
      <FormActions submitLabel="Adjust balance" pending={adjust.isPending} pendingText="Adjusting…" />
    </form>
  );
}
