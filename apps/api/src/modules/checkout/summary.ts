/**
 * The success page's order (spec §3 successOrderData): what was ordered, the totals charged, the address,
 * how to pay an offline method and what happens next, as the confirmation e-mail tells them. It travels
 * only in the answer to the request that placed the order (or its repeat with the same idempotency key),
 * so only the browser that placed an order can show it: no route reads an order by its number.
 */
import type { OrderSummary } from "@petsies/domain";
import { addressLines, totalsRows, type OrderConfirmation } from "./confirmation-mail.ts";

export function orderSummary(c: OrderConfirmation): OrderSummary {
  return {
    items: c.items.map((i) => ({ name: i.name, qty: i.qty, row_total: i.rowTotal })),
    totals: totalsRows(c).map(([label, value]) => ({ label, value })),
    shipping_address: c.shippingAddress ? addressLines(c.shippingAddress) : null,
    payment_method: c.paymentMethodTitle,
    payment_instructions: c.paymentInstructions ?? null,
    next_steps: c.nextSteps,
  };
}
