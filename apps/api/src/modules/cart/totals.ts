/**
 * Cart totals (spec §3 "Totals segments", §4 "Totals sync"): lines priced from the catalogue, quantity
 * discount and coupon, tax by the shipping destination, shipping by the chosen method, then gift cards.
 */
import {
  BASE_CURRENCY,
  computeTotals,
  DEFAULT_CUSTOMER_TAX_CLASS,
  DEFAULT_TAX_COUNTRY,
  GIFT_CARD_SKU,
  isVirtualCart,
  maskGiftCardCode,
  shippingMethodsFor,
  taxRatePercent,
  totalSegments,
  type ShippingMethod,
  type TaxRule,
  type Totals,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { taxRules } from "../../db/schema.ts";
import { appliedGiftCards, type AppliedGiftCard } from "../giftcards/service.ts";
import { pricedLines, type PricedLine } from "./lines.ts";
import { findCoupon, type CartRow } from "./service.ts";

export interface CartQuote {
  cart: CartRow;
  lines: PricedLine[];
  taxRates: number[];
  couponPercent: number;
  couponCode: string | null;
  shippingMethod: ShippingMethod | null;
  giftCards: AppliedGiftCard[];
  totals: Totals;
  isVirtual: boolean;
}

async function loadTaxRules(db: Db): Promise<TaxRule[]> {
  const rows = await db.select().from(taxRules);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    product_tax_class_ids: r.productTaxClassIds,
    customer_tax_class_ids: r.customerTaxClassIds,
    rates: r.rates,
  }));
}

export function shippedQty(lines: PricedLine[]): number {
  return lines.filter((l) => l.shipped).reduce((sum, l) => sum + l.qty, 0);
}

/** The methods for a destination, with their prices for this cart's shipped items. */
export function methodsForCart(lines: PricedLine[], countryId: string): ShippingMethod[] {
  return shippingMethodsFor(countryId, shippedQty(lines));
}

/** The chosen method when it is still offered and available for the destination, else none. */
function chosenMethod(cart: CartRow, lines: PricedLine[]): ShippingMethod | null {
  if (!cart.shippingMethodCode) return null;
  const methods = methodsForCart(lines, cart.shippingCountry ?? DEFAULT_TAX_COUNTRY);
  return methods.find((m) => m.method_code === cart.shippingMethodCode && m.available) ?? null;
}

/** Everything the server knows about a cart's price right now. Orders are placed from this, never from the browser. */
export async function quoteCart(db: Db, cart: CartRow, now = new Date()): Promise<CartQuote> {
  const [lines, rules, coupon, giftCards] = await Promise.all([
    pricedLines(db, cart.id, now),
    loadTaxRules(db),
    cart.couponCode ? findCoupon(db, cart.couponCode, now) : Promise.resolve(null),
    appliedGiftCards(db, cart.id),
  ]);
  const country = cart.shippingCountry ?? DEFAULT_TAX_COUNTRY;
  const taxRates = lines.map((l) =>
    taxRatePercent(rules, {
      productTaxClassId: l.taxClassId,
      customerTaxClassId: DEFAULT_CUSTOMER_TAX_CLASS,
      countryId: country,
      regionId: cart.shippingRegionId ?? undefined,
    }),
  );
  const shippingMethod = chosenMethod(cart, lines);
  const totals = computeTotals({
    lines: lines.map((l, i) => ({
      qty: l.qty,
      unitPriceCents: l.unitPriceCents,
      taxRatePercent: taxRates[i] ?? 0,
      discountable: l.sku !== GIFT_CARD_SKU,
    })),
    couponPercent: coupon?.percent ?? 0,
    shippingCents: Math.round((shippingMethod?.amount ?? 0) * 100),
    giftCardCents: giftCards.map((g) => Math.min(g.amountCents, g.balanceCents)),
  });
  return {
    cart,
    lines,
    taxRates,
    couponPercent: coupon?.percent ?? 0,
    couponCode: coupon?.code ?? null,
    shippingMethod,
    giftCards,
    totals,
    isVirtual: isVirtualCart(lines.map((l) => ({ sku: l.sku, type_id: l.typeId, giftcardShipped: l.giftcardOptions?.recipient_ship }))),
  };
}

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
