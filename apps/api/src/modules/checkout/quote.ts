/**
 * The cart's quote (spec §3 "Totals segments", §4 "Totals sync"): lines priced from the catalogue, quantity
 * discount and coupon, tax by the shipping destination, shipping by the chosen method, then gift cards.
 * Orders are placed from a quote; the totals answer (totals.ts) tells it to the browser.
 */
import {
  computeTotals,
  DEFAULT_CUSTOMER_TAX_CLASS,
  DEFAULT_TAX_COUNTRY,
  isVirtualCart,
  taxRatePercent,
  type ShippingMethod,
  type TaxRule,
  type Totals,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { taxRules } from "../../db/schema.ts";
import { appliedGiftCards, type AppliedGiftCard } from "../giftcards/service.ts";
import { pricedLines, type PricedLine } from "../cart/lines.ts";
import type { CartRow } from "../cart/service.ts";
import { couponLines, couponProblem, eligibleLines, findCoupon, isDiscountableLine, type FoundCoupon } from "../promotions/coupons.ts";
import { methodsForCart } from "./methods.ts";

export interface CartQuote {
  cart: CartRow;
  lines: PricedLine[];
  taxRates: number[];
  /** The coupon when it gives something to this cart and this shopper (its uses left); else none. */
  coupon: FoundCoupon | null;
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

/** The chosen method when it is still offered and available for the destination, else none. */
function chosenMethod(cart: CartRow, lines: PricedLine[]): ShippingMethod | null {
  if (!cart.shippingMethodCode) return null;
  const methods = methodsForCart(lines, cart.shippingCountry ?? DEFAULT_TAX_COUNTRY);
  return methods.find((m) => m.method_code === cart.shippingMethodCode && m.available) ?? null;
}

/** The cart's coupon and which lines it touches, when it applies; a coupon that no longer does is left out. */
async function applicableCoupon(db: Db, cart: CartRow, lines: PricedLine[], now: Date): Promise<{ coupon: FoundCoupon; eligible: boolean[] } | null> {
  const coupon = cart.couponCode ? await findCoupon(db, cart.couponCode, now) : null;
  if (!coupon) return null;
  const forRules = await couponLines(db, lines);
  if (await couponProblem(db, coupon, forRules, { customerId: cart.customerId, email: cart.email })) return null;
  return { coupon, eligible: eligibleLines(coupon, forRules) };
}

/** Everything the server knows about a cart's price right now. Orders are placed from this, never from the browser. */
export async function quoteCart(db: Db, cart: CartRow, now = new Date()): Promise<CartQuote> {
  const [lines, rules, giftCards] = await Promise.all([pricedLines(db, cart.id, now), loadTaxRules(db), appliedGiftCards(db, cart.id)]);
  const applied = await applicableCoupon(db, cart, lines, now);
  const coupon = applied?.coupon ?? null;
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
      discountable: isDiscountableLine(l),
      couponEligible: applied?.eligible[i] ?? false,
    })),
    couponPercent: coupon?.percent ?? 0,
    couponAmountCents: coupon?.amountCents ?? 0,
    shippingCents: Math.round((shippingMethod?.amount ?? 0) * 100),
    giftCardCents: giftCards.map((g) => Math.min(g.amountCents, g.balanceCents)),
  });
  return {
    cart,
    lines,
    taxRates,
    coupon,
    couponCode: coupon?.code ?? null,
    shippingMethod,
    giftCards,
    totals,
    isVirtual: isVirtualCart(lines.map((l) => ({ type_id: l.typeId, giftCard: l.giftCard, giftcardShipped: l.giftcardOptions?.recipient_ship }))),
  };
}
