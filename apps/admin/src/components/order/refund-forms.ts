/**
 * The cancel and refund forms' schemas: the contract's reason, and amounts typed in the order's currency
 * (as people think of them) and sent in cents, never above what may still be refunded.
 */
import { z } from "zod";
import { cancelBody, refundBody } from "@petsies/contract/admin";
import { dollarsToCents, formatMoney } from "../../lib/money.ts";

/** How a cancel refunds: what the API works out for these items, an amount typed here, or nothing. */
export const REFUND_CHOICES = ["items", "amount", "none"] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

function amountIssue(text: string, refundableCents: number, currencyCode: string): string | null {
  const cents = dollarsToCents(text);
  if (cents === null) return "Enter an amount, like 25 or 25.00";
  if (cents < 1) return "Enter an amount above 0";
  if (cents > refundableCents) return `At most ${formatMoney(refundableCents, currencyCode)} can still be refunded`;
  return null;
}

export function cancelForm(refundableCents: number, currencyCode: string) {
  return z
    .object({ reason: cancelBody.shape.reason, refund: z.enum(REFUND_CHOICES), amount: z.string() })
    .superRefine((value, ctx) => {
      if (value.refund !== "amount") return;
      const issue = amountIssue(value.amount, refundableCents, currencyCode);
      if (issue) ctx.addIssue({ code: "custom", path: ["amount"], message: issue });
    });
}
export type CancelForm = z.output<ReturnType<typeof cancelForm>>;

/** The refundCents a cancel sends: none (the API's default), the typed amount, or 0. */
export function refundCentsOf(form: CancelForm): { refundCents?: number } {
  if (form.refund === "none") return { refundCents: 0 };
  if (form.refund === "amount") return { refundCents: dollarsToCents(form.amount) ?? 0 };
  return {};
}

export function refundForm(refundableCents: number, currencyCode: string) {
  return z
    .object({ reason: refundBody.shape.reason, amount: z.string() })
    .superRefine((value, ctx) => {
      const issue = amountIssue(value.amount, refundableCents, currencyCode);
      if (issue) ctx.addIssue({ code: "custom", path: ["amount"], message: issue });
    });
}
