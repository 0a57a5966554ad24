/**
 * The issue form: what people type (the amount in dollars, a design chosen by id) turned into the contract's
 * request and checked by the contract's own schema (issueGiftCardBody). One table says which request path is
 * which field, for the schema's refusals here and the API's at the same fields.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { issueGiftCardBody, type GiftCardDelivery, type IssueGiftCardBody } from "@petsies/contract/admin";
import { dollarsToCents } from "../../lib/money.ts";
import type { ServerFields } from "../../lib/server-field-errors.ts";

export interface IssueFormValues {
  amount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  templateId: string;
  delivery: GiftCardDelivery;
}

/** Request path → the form field that shows its refusal. */
export const ISSUE_FIELDS = {
  amountCents: "amount",
  recipientName: "recipientName",
  recipientEmail: "recipientEmail",
  senderName: "senderName",
  message: "message",
  templateId: "templateId",
  delivery: "delivery",
} as const satisfies ServerFields<IssueFormValues>;

export const emptyIssueForm: IssueFormValues = { amount: "", recipientName: "", recipientEmail: "", senderName: "", message: "", templateId: "", delivery: "email" };

type Problems = Partial<Record<keyof IssueFormValues, string>>;

/** react-hook-form's resolver: the form's values and the form's request key in, the contract's request out. */
export function issueResolver(requestKey: string): Resolver<IssueFormValues, unknown, IssueGiftCardBody> {
  return async (values) => {
    const problems: Problems = {};
    const amountCents = values.amount.trim() === "" ? null : dollarsToCents(values.amount);
    if (values.amount.trim() === "") problems.amount = "Enter an amount";
    else if (amountCents === null) problems.amount = "Enter an amount in dollars, like 25 or 25.50";
    const parsed = issueGiftCardBody.safeParse({
      amountCents: amountCents ?? 0,
      recipientName: values.recipientName,
      recipientEmail: values.recipientEmail,
      senderName: values.senderName,
      message: values.message,
      templateId: values.templateId === "" ? 0 : Number(values.templateId),
      delivery: values.delivery,
      requestKey,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = ISSUE_FIELDS[issue.path.join(".") as keyof typeof ISSUE_FIELDS];
        if (field && !problems[field]) problems[field] = issue.message;
      }
    }
    const entries = Object.entries(problems);
    if (entries.length === 0 && parsed.success) return { values: parsed.data, errors: {} };
    const errors = Object.fromEntries(entries.map(([field, message]) => [field, { type: "validate", message }])) as FieldErrors<IssueFormValues>;
    if (entries.length === 0) errors.root = { type: "validate", message: parsed.error?.issues[0]?.message ?? "Check the form and try again" } as FieldErrors<IssueFormValues>["root"];
    return { values: {}, errors };
  };
}
