/**
 * Rich-text directives (spec §5): a name with comma-separated params in double braces, written inside
 * editor text such as the promotion banner's description or a content story, e.g.
 * `Now {{productPrice ForeversDog_bundle,true,plain}} — {{orderedPlushiesCount}} made so far`.
 *
 * | directive | params | shows |
 * |---|---|---|
 * | productPrice | sku, promo flag (true/false), optional `plain` | the product's price; with the flag, the campaign's price when it has one. Without `plain` a price tag (the regular price beside a lower one) |
 * | productSpecificPrice | sku, `regular` or `special` | that one price of the product ("Unknown price type" otherwise) |
 * | orderedPlushiesCount | none | how many plushies have been ordered |
 * | priceValue | an amount in the base currency, e.g. 29.99 | the amount in the active currency |
 *
 * Everything here is pure: the caller looks up what the text needs first (`directiveNeeds`), then evaluates
 * with resolvers that answer synchronously. A text shown to every shopper alike (a content page, rendered once
 * for everyone at the default campaign's prices) names each product it prices by id: a productPrice with the
 * promo flag then carries what the browser needs to show it in the shopper's own campaign, as the cart charges
 * it (the price segment's `campaign`). Unknown names, wrong params and unparseable text throw a
 * DirectiveError; a caller that cannot show a text without its directives (the countdown banner) hides it.
 */

export class DirectiveError extends Error {
  override name = "DirectiveError";
}

export const DIRECTIVE_NAMES = ["productPrice", "productSpecificPrice", "orderedPlushiesCount", "priceValue"] as const;
export type DirectiveName = (typeof DIRECTIVE_NAMES)[number];

export type Directive =
  | { name: "productPrice"; sku: string; promo: boolean; plain: boolean }
  | { name: "productSpecificPrice"; sku: string; priceType: "regular" | "special" }
  | { name: "orderedPlushiesCount" }
  | { name: "priceValue"; cents: number };

/** Parsed rich text: literal text and directives in their order. */
export type RichTextToken = { type: "text"; text: string } | { type: "directive"; directive: Directive };

/**
 * A campaign's price (productPrice with the promo flag) as the browser re-prices it for the shopper's campaign:
 * the product and its catalogue prices in base-currency cents, shown as a price tag or, `plain`, the amount alone.
 */
export interface CampaignPriceSource {
  productId: number;
  regularCents: number;
  finalCents: number;
  plain: boolean;
}

/**
 * Evaluated rich text. A price tag shows `price`, with `regularPrice` struck beside it when lower; one with
 * `campaign` follows the shopper's campaign (shown as `price` alone when `campaign.plain`).
 */
export type RichTextSegment =
  | { type: "text"; text: string }
  | { type: "price"; price: string; regularPrice: string | null; campaign?: CampaignPriceSource };

/** A product's prices in base-currency cents; `campaignCents` is the active campaign's final price, if any. */
export interface DirectivePrices {
  regularCents: number;
  finalCents: number;
  campaignCents: number | null;
  /** The product's id, given where a campaign's price is to follow the shopper's campaign (see RichTextSegment). */
  productId?: number;
}

export interface DirectiveResolvers {
  /** The product's prices, or undefined for an unknown sku (an error). */
  price(sku: string): DirectivePrices | undefined;
  orderedPlushiesCount(): number;
  /** Base-currency cents shown in the active currency (converted and formatted). */
  money(cents: number): string;
}

const OPEN = "{{";
const CLOSE = "}}";
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Splits text into literal text and directives; throws DirectiveError for anything it cannot read. */
export function parseRichText(text: string): RichTextToken[] {
  const tokens: RichTextToken[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf(OPEN, at);
    const strayClose = text.indexOf(CLOSE, at);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      throw new DirectiveError(`Unexpected '}}' at ${strayClose} without an opening '{{'`);
    }
    if (open === -1) {
      tokens.push({ type: "text", text: text.slice(at) });
      break;
    }
    if (open > at) tokens.push({ type: "text", text: text.slice(at, open) });
    const close = text.indexOf(CLOSE, open + OPEN.length);
    if (close === -1) throw new DirectiveError(`Unclosed directive at ${open}`);
    const body = text.slice(open + OPEN.length, close);
    if (body.includes("{") || body.includes("}")) throw new DirectiveError(`Malformed directive '{{${body}}}'`);
    tokens.push({ type: "directive", directive: parseDirective(body) });
    at = close + CLOSE.length;
  }
  return tokens;
}

/** Reads the inside of one `{{…}}`: the name, then optional comma-separated params after whitespace. */
function parseDirective(body: string): Directive {
  const trimmed = body.trim();
  const space = trimmed.search(/\s/);
  const name = space === -1 ? trimmed : trimmed.slice(0, space);
  const rest = space === -1 ? "" : trimmed.slice(space).trim();
  if (!NAME.test(name)) throw new DirectiveError(`Malformed directive '{{${body}}}'`);
  const params = rest === "" ? [] : rest.split(",").map((p) => p.trim());
  if (params.some((p) => p === "")) throw new DirectiveError(`Empty parameter in directive '{{${body}}}'`);
  switch (name) {
    case "productPrice": {
      arity(name, params, 2, 3);
      const [sku, promo, style] = params as [string, string, string | undefined];
      if (style !== undefined && style !== "plain") throw new DirectiveError(`Unknown price style '${style}'`);
      return { name, sku: skuParam(sku), promo: flag(promo), plain: style === "plain" };
    }
    case "productSpecificPrice": {
      arity(name, params, 2, 2);
      const [sku, priceType] = params as [string, string];
      if (priceType !== "regular" && priceType !== "special") throw new DirectiveError("Unknown price type");
      return { name, sku: skuParam(sku), priceType };
    }
    case "orderedPlushiesCount":
      arity(name, params, 0, 0);
      return { name };
    case "priceValue": {
      arity(name, params, 1, 1);
      const [amount] = params as [string];
      if (!AMOUNT.test(amount)) throw new DirectiveError(`Invalid amount '${amount}' in priceValue`);
      const [whole, fraction = ""] = amount.split(".");
      return { name, cents: Number(whole) * 100 + Number(fraction.padEnd(2, "0")) };
    }
    default:
      throw new DirectiveError(`Unknown directive '${name}'`);
  }
}

function arity(name: DirectiveName, params: string[], min: number, max: number): void {
  if (params.length < min || params.length > max) {
    const wanted = min === max ? `${min}` : `${min} to ${max}`;
    throw new DirectiveError(`${name} takes ${wanted} parameter${max === 1 ? "" : "s"}, got ${params.length}`);
  }
}

function skuParam(sku: string): string {
  if (!SKU.test(sku)) throw new DirectiveError(`Invalid sku '${sku}'`);
  return sku;
}

function flag(value: string): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  throw new DirectiveError(`Invalid promo flag '${value}', expected true or false`);
}

/** What evaluating the text will ask the resolvers for, so the caller can fetch it first. */
export function directiveNeeds(text: string): { skus: string[]; orderedPlushiesCount: boolean } {
  const skus = new Set<string>();
  let count = false;
  for (const token of parseRichText(text)) {
    if (token.type !== "directive") continue;
    const d = token.directive;
    if (d.name === "productPrice" || d.name === "productSpecificPrice") skus.add(d.sku);
    if (d.name === "orderedPlushiesCount") count = true;
  }
  return { skus: [...skus], orderedPlushiesCount: count };
}

/** Parses and evaluates the text; adjacent text segments are joined. Throws DirectiveError. */
export function evaluateRichText(text: string, resolvers: DirectiveResolvers): RichTextSegment[] {
  const segments: RichTextSegment[] = [];
  for (const token of parseRichText(text)) {
    const segment = token.type === "text" ? token : evaluateDirective(token.directive, resolvers);
    const last = segments[segments.length - 1];
    if (segment.type === "text" && last?.type === "text") last.text += segment.text;
    else if (segment.type !== "text" || segment.text !== "") segments.push({ ...segment });
  }
  return segments;
}

/** Evaluated rich text as one plain string (a price tag reads its price only). */
export function richTextToPlain(segments: RichTextSegment[]): string {
  return segments.map((s) => (s.type === "text" ? s.text : s.price)).join("");
}

function evaluateDirective(d: Directive, r: DirectiveResolvers): RichTextSegment {
  switch (d.name) {
    case "productPrice": {
      const p = pricesOf(d.sku, r);
      const final = d.promo && p.campaignCents !== null ? p.campaignCents : p.finalCents;
      const campaign = d.promo && p.productId !== undefined ? { productId: p.productId, regularCents: p.regularCents, finalCents: p.finalCents, plain: d.plain } : null;
      if (d.plain && !campaign) return { type: "text", text: r.money(final) };
      const regularPrice = !d.plain && final < p.regularCents ? r.money(p.regularCents) : null;
      return { type: "price", price: r.money(final), regularPrice, ...(campaign && { campaign }) };
    }
    case "productSpecificPrice": {
      const p = pricesOf(d.sku, r);
      return { type: "text", text: r.money(d.priceType === "regular" ? p.regularCents : p.finalCents) };
    }
    case "orderedPlushiesCount":
      return { type: "text", text: r.orderedPlushiesCount().toLocaleString("en-US") };
    case "priceValue":
      return { type: "text", text: r.money(d.cents) };
  }
}

function pricesOf(sku: string, r: DirectiveResolvers): DirectivePrices {
  const prices = r.price(sku);
  if (!prices) throw new DirectiveError(`Unknown product '${sku}'`);
  return prices;
}
