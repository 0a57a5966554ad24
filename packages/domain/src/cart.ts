/**
 * Cart rules shared by the browser store and the API (spec §3 "Cart item", §4 "Cart", §5, §9).
 * Amounts are integer cents of the base currency.
 */

/** Product types whose items are never shipped (spec §4: a virtual cart has only these). */
const VIRTUAL_TYPES = new Set(["virtual", "downloadable"]);
/** The shop's own gift card (spec §3 "Gift card": "The product code is am_gift_card"), sold at /giftcards/. */
export const GIFT_CARD_SKU = "am_gift_card";
/** am_giftcard_type: 1 is e-mailed (virtual), 2 is posted (physical). */
export const GIFT_CARD_TYPE = { virtual: 1, physical: 2 } as const;
/**
 * The product attribute that makes a virtual product a gift card (reference facts: am_giftcard_type, 1 virtual,
 * 2 physical; 3 is Amasty's "both"). Every gift card product carries it, am_gift_card and any the back office
 * makes, so "is a gift card" is the product's, never one sku's.
 */
export const GIFT_CARD_TYPE_ATTRIBUTE = "am_giftcard_type";
const GIFT_CARD_KINDS = new Set([1, 2, 3]);

/** Whether a product is a gift card: a virtual product with its gift card type (bought with an amount and a recipient). */
export function isGiftCardProduct(typeId: string, attributes: Record<string, unknown> | null | undefined): boolean {
  return typeId === "virtual" && GIFT_CARD_KINDS.has(Number(attributes?.[GIFT_CARD_TYPE_ATTRIBUTE]));
}

/** A gift card line's options (spec §3 "Cart item" giftcard_options); the amount is in the base currency. */
export interface GiftcardOptions {
  amount: number;
  giftcard_template_id?: number;
  send_friend?: boolean;
  customer_name?: string;
  recipient_name?: string;
  recipient_email?: string;
  message?: string;
  recipient_ship?: boolean;
}

export interface CartLineKind {
  type_id: string;
  /** Whether the line is a gift card (its product is one: isGiftCardProduct; a line or order item with giftcard_options). */
  giftCard?: boolean;
  /** For gift cards: whether the card is posted (giftcard_options.recipient_ship). */
  giftcardShipped?: boolean;
}

/** Whether an item needs shipping. A gift card ships only when the shopper asked for a posted card. */
export function isShippedItem(item: CartLineKind): boolean {
  if (item.giftCard) return item.giftcardShipped === true;
  return !VIRTUAL_TYPES.has(item.type_id);
}

/** A virtual cart is non-empty with every item downloadable or virtual, or a gift card not shipped. */
export function isVirtualCart(items: CartLineKind[]): boolean {
  return items.length > 0 && items.every((i) => !isShippedItem(i));
}

/**
 * Cart quantity strings are parsed to integers and counted only when zero or more (spec §5). Anything
 * else (text, fractions, negatives, absurd sizes) is null so the caller can answer a clear error.
 */
export const MAX_LINE_QTY = 999;
export function parseQty(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,6}$/.test(text)) return null;
  const qty = Number(text);
  return qty <= MAX_LINE_QTY ? qty : null;
}

/** Total quantity: the minicart counts quantities; the other config counts lines (spec §4). */
export function totalQuantity(items: { qty: number }[], countQuantities = true): number {
  return countQuantities ? items.reduce((sum, i) => sum + i.qty, 0) : items.length;
}

/** Cart fields shown in the cart are cut to 75 characters (50 on mobile) plus an ellipsis (spec §5). */
export const CART_FIELD_MAX = { desktop: 75, mobile: 50 } as const;
export function truncateCartField(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Coupon and gift card codes are trimmed (spec §5). Codes compare case-insensitively. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A shown gift card code keeps its first and last 4 characters, X in between, dashes kept. */
export function maskGiftCardCode(code: string): string {
  const chars = [...code];
  const positions = chars.map((c, i) => (c === "-" ? -1 : i)).filter((i) => i >= 0);
  const keep = new Set([...positions.slice(0, 4), ...positions.slice(-4)]);
  return chars.map((c, i) => (c === "-" || keep.has(i) ? c : "X")).join("");
}

/** Quantity discounts (spec §9): 10% at 10 or more items, 20% at 20 or more. */
export const QUANTITY_DISCOUNT_TIERS = [
  { minQty: 20, percent: 20 },
  { minQty: 10, percent: 10 },
] as const;
export function quantityDiscountPercent(totalQty: number): number {
  return QUANTITY_DISCOUNT_TIERS.find((t) => totalQty >= t.minQty)?.percent ?? 0;
}

/** Shipping rates (spec §9 "Text-table facts"). */
export const SHIPPING_RATES = {
  domestic: { firstItemCents: 1395, extraItemCents: 595 },
  international: { firstItemCents: 2495, extraItemCents: 595 },
} as const;
export const DOMESTIC_COUNTRY = "US";

/** The configured default method the browser shows before the server answers (spec §3). */
export const DEFAULT_SHIPPING_METHOD = {
  method_title: "Flat rate",
  method_code: "flatrate",
  carrier_code: "flatrate",
  amount: 4,
  price_incl_tax: 5,
  default: true,
  offline: true,
} as const;

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** In the base currency, major units (the wire format). */
  amount: number;
  price_incl_tax: number;
  available: boolean;
}

export const SHIPPING_CARRIER = "petsies";
export const SHIPPING_CODES = { domestic: "domestic", international: "international", none: "none" } as const;

/** Cents for shipping `shippedQty` items at a rate. Nothing to ship costs nothing. */
export function shippingCents(rate: { firstItemCents: number; extraItemCents: number }, shippedQty: number): number {
  if (shippedQty <= 0) return 0;
  return rate.firstItemCents + (shippedQty - 1) * rate.extraItemCents;
}

/**
 * The methods the server offers for a destination. Both are listed with `available` set by the
 * destination; the browser drops the unavailable one (spec §4). A virtual cart gets one free method.
 */
export function shippingMethodsFor(countryId: string, shippedQty: number): ShippingMethod[] {
  if (shippedQty === 0) {
    return [method(SHIPPING_CODES.none, "No shipping needed", "E-mail delivery", 0, true)];
  }
  const domestic = countryId.toUpperCase() === DOMESTIC_COUNTRY;
  return [
    method(SHIPPING_CODES.domestic, "Standard", "US shipping", shippingCents(SHIPPING_RATES.domestic, shippedQty), domestic),
    method(
      SHIPPING_CODES.international,
      "International",
      "Worldwide shipping",
      shippingCents(SHIPPING_RATES.international, shippedQty),
      !domestic,
    ),
  ];
}

function method(code: string, title: string, carrierTitle: string, cents: number, available: boolean): ShippingMethod {
  return {
    carrier_code: SHIPPING_CARRIER,
    method_code: code,
    carrier_title: carrierTitle,
    method_title: title,
    amount: cents / 100,
    price_incl_tax: cents / 100,
    available,
  };
}

export interface TotalsLine {
  qty: number;
  unitPriceCents: number;
  taxRatePercent: number;
  /**
   * False for a gift card: it is money, sold at face value, so neither the quantity discount nor a coupon
   * touches it, and it does not count towards the quantity discount's number of items.
   */
  discountable?: boolean;
  /** False for a line the cart's coupon does not touch (a coupon on chosen products or categories). */
  couponEligible?: boolean;
}

export interface TotalsInput {
  lines: TotalsLine[];
  couponPercent: number;
  /** A fixed coupon's amount, spread over the lines it touches; never more than they come to. */
  couponAmountCents?: number;
  shippingCents: number;
  /** Gift card amounts the shopper wants to use, in order; each is capped by what is left to pay. */
  giftCardCents: number[];
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  quantityDiscountPercent: number;
  taxCents: number;
  shippingCents: number;
  giftCardCents: number[];
  grandTotalCents: number;
  /** Each line's share of the discount and its tax, in input order. */
  lines: { discountCents: number; taxCents: number }[];
}

/**
 * Splits an amount over weights (only where `take` is true) in proportion, in whole cents that add up to
 * exactly the amount: each share is the rounded running total less what was given before.
 */
function spread(amount: number, weights: number[], take: boolean[]): number[] {
  const total = weights.reduce((sum, w, i) => sum + (take[i] ? w : 0), 0);
  if (total <= 0) return weights.map(() => 0);
  let running = 0;
  let given = 0;
  return weights.map((w, i) => {
    if (!take[i]) return 0;
    running += w;
    const share = Math.round((amount * running) / total) - given;
    given += share;
    return share;
  });
}

/**
 * The cart totals. The quantity discount applies first, then the coupon on what is left, both on
 * discountable lines only, the coupon on the lines it touches; tax is charged on each line after its share
 * of the discount; gift cards pay last and never below zero.
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = input.lines.reduce((sum, l) => sum + l.qty * l.unitPriceCents, 0);
  const discountable = input.lines.filter((l) => l.discountable !== false);
  const qtyPercent = quantityDiscountPercent(discountable.reduce((sum, l) => sum + l.qty, 0));
  const qtyKeep = 1 - qtyPercent / 100;
  const couponKeep = 1 - input.couponPercent / 100;
  const touched = input.lines.map((l) => l.discountable !== false && l.couponEligible !== false);
  const afterQty = input.lines.map((l) => Math.round(l.qty * l.unitPriceCents * qtyKeep));
  const leftToDiscount = afterQty.reduce((sum, cents, i) => sum + (touched[i] ? cents : 0), 0);
  const fixed = spread(Math.min(input.couponAmountCents ?? 0, leftToDiscount), afterQty, touched);
  const lines = input.lines.map((line, i) => {
    const row = line.qty * line.unitPriceCents;
    const keep = touched[i] ? qtyKeep * couponKeep : qtyKeep;
    const discountCents = line.discountable === false ? 0 : Math.min(row, Math.round(row * (1 - keep)) + (fixed[i] ?? 0));
    return { discountCents, taxCents: Math.round(((row - discountCents) * line.taxRatePercent) / 100) };
  });
  const discount = lines.reduce((sum, l) => sum + l.discountCents, 0);
  const tax = lines.reduce((sum, l) => sum + l.taxCents, 0);
  let due = subtotal - discount + tax + input.shippingCents;
  const giftCards = input.giftCardCents.map((wanted) => {
    const used = Math.max(0, Math.min(wanted, due));
    due -= used;
    return used;
  });
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    quantityDiscountPercent: qtyPercent,
    taxCents: tax,
    shippingCents: input.shippingCents,
    giftCardCents: giftCards,
    grandTotalCents: due,
    lines,
  };
}

export interface TotalSegment {
  code: "subtotal" | "discount" | "shipping" | "tax" | "giftcard" | "grand_total";
  title: string;
  /** Major units of the base currency. */
  value: number;
}

/** The segments a totals answer carries, in the order a cart shows them. */
export function totalSegments(t: Totals, discountTitle: string): TotalSegment[] {
  const giftCards = t.giftCardCents.reduce((a, b) => a + b, 0);
  const segments: TotalSegment[] = [{ code: "subtotal", title: "Subtotal", value: t.subtotalCents / 100 }];
  if (t.discountCents > 0) segments.push({ code: "discount", title: discountTitle, value: -t.discountCents / 100 });
  segments.push({ code: "shipping", title: "Shipping", value: t.shippingCents / 100 });
  segments.push({ code: "tax", title: "Tax", value: t.taxCents / 100 });
  if (giftCards > 0) segments.push({ code: "giftcard", title: "Gift cards", value: -giftCards / 100 });
  segments.push({ code: "grand_total", title: "Grand Total", value: t.grandTotalCents / 100 });
  return segments;
}

/** The sync outcome for one item (spec §4). */
export type SyncOutcome = "no-item" | "wrong-qty" | "update-required" | "no-changes";

export interface SyncClientItem {
  sku: string;
  qty: number;
  checksum?: string;
  server_item_id?: number | string;
}
export interface SyncServerItem {
  sku: string;
  qty: number;
  item_id: number | string;
  checksum?: string;
}

/**
 * Compares one client item with the server cart: missing on the server (no-item), same line with another
 * quantity (wrong-qty), known locally without its server id (update-required), or equal (no-changes).
 */
export function syncOutcome(item: SyncClientItem, server: SyncServerItem[]): SyncOutcome {
  const match = findServerItem(item, server);
  if (!match) return "no-item";
  if (match.qty !== item.qty) return "wrong-qty";
  if (item.server_item_id === undefined) return "update-required";
  return "no-changes";
}

/** The server line a client item stands for: by its server id once it has one, else by sku and checksum. */
export function findServerItem<S extends SyncServerItem>(item: SyncClientItem, server: S[]): S | undefined {
  return server.find((s) =>
    item.server_item_id !== undefined ? String(s.item_id) === String(item.server_item_id) : sameLine(item, s),
  );
}

/**
 * A line's configuration as one canonical text: the same options in any key order give the same text. The
 * API hashes it into the line's checksum and the browser keys its lines by it with the sku, so both sides
 * tell lines apart by one rule. Keys sort by code unit, not by locale, so every server and browser agrees.
 */
export function lineConfiguration(line: { productOption?: unknown; giftcardOptions?: unknown }): string {
  return JSON.stringify([sortedKeys(line.productOption ?? null), sortedKeys(line.giftcardOptions ?? null)]);
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, sortedKeys(record[key])]),
    );
  }
  return value;
}

/** Two cart lines are the same line when the sku and the configuration checksum match. */
export function sameLine(a: { sku: string; checksum?: string }, b: { sku: string; checksum?: string }): boolean {
  return a.sku === b.sku && (a.checksum ?? "") === (b.checksum ?? "");
}
