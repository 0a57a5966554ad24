/**
 * Promotion campaigns (spec §3 "Promotion banner content", "Campaign content"; §4 "Shell behaviour"; §9):
 * the wire shapes of campaign content, campaign prices, and the countdown banner's rules.
 */

/** The banner's style: colours as hex without '#'. */
export interface CountdownStyle {
  background_color: string;
  text_color: string;
  numbers_color: string;
}

/** The countdown banner: `description` may hold rich-text directives (directives.ts); `date` is when it ends (ISO 8601). */
export interface CountdownContent {
  title: string;
  description: string;
  date: string;
  version: number;
  style: CountdownStyle;
  blacklist_urls: string[];
}

/** A discounted product's prices in the base currency (decimal amounts, as product answers carry them). */
export interface CampaignPrice {
  regular_price: number;
  final_price: number;
  /** The campaign's whole percent off the product's own final price (so a configured price can be discounted too); 0 for an amount off. */
  percent_off: number;
  /** The campaign's fixed amount off each unit (base currency, decimal); 0 for a percent off. */
  amount_off: number;
}

export interface CampaignContent {
  countdown: CountdownContent | null;
  discounts: {
    /** By product id: its regular price and its price in this campaign. */
    prices: Record<string, CampaignPrice>;
    /** By cart item id (server_item_id): the unit price the cart charges in this campaign, for a cart's answers. */
    adjustedPrices: Record<string, number>;
  };
  image_banner: { image: string; alt: string; link: string } | null;
}

/** What every promotion-platform call answers; without an active campaign both are null. */
export interface CampaignAnswer {
  campaignContent: CampaignContent | null;
  campaignToken: string | null;
}

/** What a campaign takes off a product: a whole percent of its price, or a fixed amount (base-currency cents) off each unit. */
export type CampaignDiscount = { percentOff: number } | { amountOffCents: number };

/** The campaign's discount by product id: what prices need to show and charge the campaign's price. */
export type CampaignDiscounts = Record<number, CampaignDiscount>;

/**
 * A price in a campaign: a whole percent off rounded to the cent, or a fixed amount off; never above the
 * price itself nor below zero. The storefront's tags and the cart's lines both price through this.
 */
export function campaignPriceCents(cents: number, discount: CampaignDiscount | undefined): number {
  if (!discount) return cents;
  if ("amountOffCents" in discount) return Math.max(0, cents - Math.max(0, discount.amountOffCents));
  const percent = discount.percentOff;
  if (!percent || percent <= 0) return cents;
  return Math.round((cents * (100 - Math.min(percent, 100))) / 100);
}

/**
 * What a configured product's option adds in a campaign: a percent off reaches the option's price too, a
 * fixed amount comes off the whole product once and leaves its options' prices as they are.
 */
export function campaignDifferenceCents(cents: number, discount: CampaignDiscount | undefined): number {
  return discount && "percentOff" in discount ? campaignPriceCents(cents, discount) : cents;
}

/**
 * Of several discounts a product could get (the categories it is in), the one that makes its own price the
 * lowest; the first on a tie. Resolved once on the product's own price, so a tag and a cart line of it agree.
 */
export function bestCampaignDiscount(cents: number, candidates: readonly CampaignDiscount[]): CampaignDiscount | undefined {
  let best: CampaignDiscount | undefined;
  for (const d of candidates) if (!best || campaignPriceCents(cents, d) < campaignPriceCents(cents, best)) best = d;
  return best;
}

/** A campaign price's discount as the wire carries it (percent_off or amount_off). */
export function discountOfPrice(price: Pick<CampaignPrice, "percent_off" | "amount_off">): CampaignDiscount {
  return price.amount_off > 0 ? { amountOffCents: Math.round(price.amount_off * 100) } : { percentOff: price.percent_off };
}

/** The wire's percent_off and amount_off of a discount. */
export function wireDiscount(discount: CampaignDiscount): Pick<CampaignPrice, "percent_off" | "amount_off"> {
  return "amountOffCents" in discount ? { percent_off: 0, amount_off: discount.amountOffCents / 100 } : { percent_off: discount.percentOff, amount_off: 0 };
}

/** The discounts as a lookup from product id to discount. */
export function campaignDiscounts(content: CampaignContent | null): CampaignDiscounts {
  const discounts: CampaignDiscounts = {};
  for (const [id, price] of Object.entries(content?.discounts.prices ?? {})) discounts[Number(id)] = discountOfPrice(price);
  return discounts;
}

// ---- campaign landing links ----

/**
 * The query parameter a campaign's landing link carries its code in: the `data` that the campaign update
 * call takes (spec §7 "Content and promotions") and that a cart-recovery link forwards to it.
 */
export const CAMPAIGN_LINK_PARAM = "data";
/** A campaign code as a link carries it (the back office's codes are letters, digits, dashes and underscores). */
const LINK_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The shop page `path` with the campaign's code: the shopper who opens it gets that campaign. */
export function campaignLandingPath(code: string, path = "/"): string {
  const [pathname, query = ""] = path.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(CAMPAIGN_LINK_PARAM, code);
  return `${pathname}?${params.toString()}`;
}

/** The campaign code a visited address carries, if it carries one that can be a code. */
export function campaignCodeOfSearch(search: string): string | null {
  const code = new URLSearchParams(search).get(CAMPAIGN_LINK_PARAM)?.trim() ?? "";
  return LINK_CODE.test(code) ? code : null;
}

// ---- the image banner ----

/**
 * Where a shopper goes from a campaign's image banner: a path of this shop (not a //host address) or an
 * https:// address; no spaces. The back office refuses any other, and the storefront links no other.
 */
export function isBannerLink(link: string): boolean {
  if (link === "" || /\s/.test(link)) return false;
  if (link.startsWith("/")) return !link.startsWith("//") && !link.startsWith("/\\");
  return URL.canParse(link) && new URL(link).protocol === "https:";
}

// ---- the countdown banner ----

/** The banner ticks every second and is over at 1000 ms or less remaining (spec §9). */
export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_OVER_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Milliseconds left until the countdown's end (NaN for a date that cannot be read). */
export function countdownRemaining(date: string, nowMs: number): number {
  return Date.parse(date) - nowMs;
}

export function isCountdownOver(remainingMs: number): boolean {
  return !(remainingMs > COUNTDOWN_OVER_MS);
}

/** Whole days, hours, minutes and seconds left (none below zero). */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A path is blacklisted when it contains any (non-empty) entry of the list. */
export function isBannerBlacklisted(path: string, blacklist: readonly string[]): boolean {
  return blacklist.some((entry) => entry.trim() !== "" && path.includes(entry.trim()));
}

/**
 * Spec §4: the banner shows only when content exists, the current path contains no blacklist entry, the
 * shopper has not closed that banner version, time is not over and the directives are processed.
 */
export function isBannerShown(input: {
  countdown: CountdownContent | null;
  path: string;
  closedVersion: number | null;
  nowMs: number;
  directivesProcessed: boolean;
}): boolean {
  const { countdown } = input;
  if (!countdown) return false;
  if (isBannerBlacklisted(input.path, countdown.blacklist_urls)) return false;
  if (input.closedVersion !== null && input.closedVersion === countdown.version) return false;
  if (isCountdownOver(countdownRemaining(countdown.date, input.nowMs))) return false;
  return input.directivesProcessed;
}

// ---- colours ----

const HEX = /^[0-9a-f]{6}$/i;

/** WCAG relative luminance of a colour written as six hex digits without '#'; null when unreadable. */
export function relativeLuminance(hex: string): number | null {
  if (!HEX.test(hex)) return null;
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio of two colours (1 to 21); null when either is unreadable. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The banner's colours: the campaign's style when its text and its numbers both reach WCAG AA on its
 * background, else the fallback (the brand's) as a whole, so a half-applied style never clashes.
 */
export function bannerColors(style: CountdownStyle, fallback: CountdownStyle): CountdownStyle {
  const passes = (fg: string) => (contrastRatio(fg, style.background_color) ?? 0) >= MIN_TEXT_CONTRAST;
  return passes(style.text_color) && passes(style.numbers_color) ? style : fallback;
}
