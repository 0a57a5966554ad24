/** How a quote is told to the browser: the totals answer with its segments (spec §3 "Totals segments"). */
import { BASE_CURRENCY, maskGiftCardCode, totalSegments } from "@petsies/domain";
import type { CartQuote } from "./quote.ts";

const amount = (cents: number) => cents / 100;

function discountTitle(q: CartQuote): string {
  const parts = [];
  if (q.totals.quantityDiscountPercent > 0) parts.push(`${q.totals.quantityDiscountPercent}% quantity discount`);
  if (q.couponCode) parts.push(`coupon ${q.couponCode}`);
  return `Discount (${parts.join(", ")})`;
}

/** The totals answer (spec §7 GET /api/cart/totals), amounts in the base currency. */
export function totalsResponse(q: CartQuote) {
  const t = q.totals;
  return {
    grand_total: amount(t.grandTotalCents),
    base_grand_total: amount(t.grandTotalCents),
    subtotal: amount(t.subtotalCents),
    subtotal_incl_tax: amount(t.subtotalCents + t.taxCents),
    discount_amount: -amount(t.discountCents),
    tax_amount: amount(t.taxCents),
    shipping_amount: amount(t.shippingCents),
    shipping_incl_tax: amount(t.shippingCents),
    coupon_code: q.couponCode,
    base_currency_code: BASE_CURRENCY,
    quote_currency_code: BASE_CURRENCY,
    items_qty: q.lines.reduce((sum, l) => sum + l.qty, 0),
    is_virtual: q.isVirtual,
    shipping_method: q.shippingMethod ? `${q.shippingMethod.carrier_code}_${q.shippingMethod.method_code}` : null,
    items: q.lines.map((l, i) => {
      const row = l.unitPriceCents * l.qty;
      const line = t.lines[i] ?? { discountCents: 0, taxCents: 0 };
      return {
        item_id: l.itemId,
        sku: l.sku,
        name: l.name,
        qty: l.qty,
        price: amount(l.unitPriceCents),
        price_incl_tax: amount(l.unitPriceCents + Math.round((l.unitPriceCents * (q.taxRates[i] ?? 0)) / 100)),
        row_total: amount(row),
        row_total_incl_tax: amount(row + line.taxCents),
        tax_amount: amount(line.taxCents),
        tax_percent: q.taxRates[i] ?? 0,
        discount_amount: amount(line.discountCents),
      };
    }),
    applied_gift_cards: q.giftCards.map((g, i) => ({
      code: maskGiftCardCode(g.code),
      value: amount(t.giftCardCents[i] ?? 0),
      balance: amount(g.balanceCents),
    })),
    total_segments: totalSegments(t, discountTitle(q)),
  };
}
