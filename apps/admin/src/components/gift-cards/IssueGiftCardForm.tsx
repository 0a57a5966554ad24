/**
 * Issue a gift card: amount, who it is for and from, a message, a design, and whether it is e-mailed now or
 * printed. The request key is made when the form opens: a double click or a retry is one card.
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { GIFT_CARD_ISSUE_LIMITS, type IssueGiftCardBody } from "@petsies/contract/admin";
import { giftCardDesignsQueryOptions } from "../../lib/gift-cards.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { RadioGroupField, TextAreaField, TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";
import { money } from "./gift-card-text.ts";
import { emptyIssueForm, ISSUE_FIELDS, issueResolver, type IssueFormValues } from "./issue-form.ts";

const DELIVERIES = [
  { value: "email", label: "E-mail it to the recipient now", hint: "The e-mail holds the code and your message" },
  { value: "print", label: "Print it", hint: "Nothing is sent; the card's page opens a printable card with its code" },
] as const;

function DesignChoices({ register, error }: { register: ReturnType<ReturnType<typeof useForm<IssueFormValues, unknown, IssueGiftCardBody>>["register"]>; error: string | undefined }) {
  const designs = useQuery(giftCardDesignsQueryOptions);
  return (
    <>
      <ErrorNotice error={designs.error} />
      {designs.data?.templates.length === 0 ? (
        <Notice tone="warning" title="No design is offered">
          <Link to="/gift-cards/designs" className="underline">
            Add or enable a gift card design
          </Link>{" "}
          first: a card is issued with one.
        </Notice>
      ) : null}
      <RadioGroupField
        legend="Design"
        error={error}
        options={(designs.data?.templates ?? []).map((d) => ({
          value: String(d.id),
          label: (
            <span className="flex items-center gap-3">
              <img src={d.image} alt="" width={90} height={40} className="h-10 w-[90px] rounded border border-slate-200 object-cover" />
              {d.name}
            </span>
          ),
        }))}
        {...register}
      />
    </>
  );
}

export function IssueGiftCardForm({ onSubmit, pending, error }: { onSubmit: (body: IssueGiftCardBody) => void; pending: boolean; error: unknown }) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const form = useForm<IssueFormValues, unknown, IssueGiftCardBody>({ resolver: issueResolver(requestKey), defaultValues: emptyIssueForm });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, error, ISSUE_FIELDS);
  const delivery = form.watch("delivery");
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex max-w-3xl flex-col gap-6">
      <ErrorNotice error={unplaced ?? (errors.root ? new Error(errors.root.message) : null)} />
      <section aria-labelledby="issue-card" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="issue-card" className="text-lg font-semibold text-slate-900">
          Card
        </h2>
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          className="max-w-48"
          hint={`From ${money(GIFT_CARD_ISSUE_LIMITS.minCents)} to ${money(GIFT_CARD_ISSUE_LIMITS.maxCents)}`}
          error={errors.amount?.message}
          {...form.register("amount")}
        />
        <DesignChoices register={form.register("templateId")} error={errors.templateId?.message} />
      </section>
      <section aria-labelledby="issue-people" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="issue-people" className="text-lg font-semibold text-slate-900">
          From and to
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Recipient's name" autoComplete="off" error={errors.recipientName?.message} {...form.register("recipientName")} />
          <TextField
            label="Recipient's e-mail"
            type="email"
            autoComplete="off"
            hint={delivery === "email" ? "The card is sent here" : "Optional: the card can be found by it"}
            error={errors.recipientEmail?.message}
            {...form.register("recipientEmail")}
          />
          <TextField label="From" autoComplete="off" hint="Shown as the sender, e.g. The Petsies team" error={errors.senderName?.message} {...form.register("senderName")} />
        </div>
        <TextAreaField label="Message" rows={3} hint="Optional; up to 500 characters" error={errors.message?.message} {...form.register("message")} />
      </section>
      <section aria-labelledby="issue-delivery" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="issue-delivery" className="text-lg font-semibold text-slate-900">
          Delivery
        </h2>
        <RadioGroupField legend="How it reaches the recipient" options={DELIVERIES} error={errors.delivery?.message} {...form.register("delivery")} />
      </section>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" pending={pending} pendingText="Issuing…">
          Issue gift card
        </Button>
      </div>
    </form>
  );
}
