import { z } from "zod";
import { contrastRatio, DirectiveError, FIELD_LIMITS, isBannerLink, MIN_TEXT_CONTRAST, parseRichText } from "@petsies/domain";
import { line, queryInt } from "./fields.ts";

/**
 * Promotion campaigns in the back office (spec §3 "Promotion banner content", "Campaign content"; §4 banner
 * rules). A campaign runs from its start to its end unless staff disable it; the default one is what every
 * shopper gets without a campaign link.
 */
export const CAMPAIGN_STATES = ["active", "scheduled", "ended", "disabled"] as const;
export const campaignState = z.enum(CAMPAIGN_STATES);
export type CampaignState = z.infer<typeof campaignState>;
export const CAMPAIGN_STATE_NAMES: Record<CampaignState, string> = { active: "Running", scheduled: "Scheduled", ended: "Ended", disabled: "Disabled" };

/** GET /api/admin/campaigns (owner): q finds a name or a code; the latest starting first. */
export const campaignListQuery = z.object({
  q: line(100).optional(),
  state: campaignState.optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type CampaignListQuery = z.infer<typeof campaignListQuery>;

/** The code a campaign link carries (its `data`): letters, digits, dashes and underscores; stored upper-case. */
export const campaignCode = z
  .string()
  .trim()
  .min(3, "Use at least 3 characters")
  .max(FIELD_LIMITS.code, `At most ${FIELD_LIMITS.code} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, "Use only letters, digits, dashes and underscores")
  .transform((code) => code.toUpperCase());

/** A whole percent off; the database holds the same bounds (a free product is not a discount). */
const percent = z.number({ error: "Enter a whole percent from 1 to 99" }).int("Use a whole percent").min(1, "Enter a whole percent from 1 to 99").max(99, "At most 99%");
/** The most a campaign takes off one unit, in dollars: far above any product's price, below integer overflow in cents. */
export const MAX_CAMPAIGN_AMOUNT_OFF = 10_000;
/** A fixed amount off each unit, in dollars and cents (the price it comes off never goes below zero). */
const amount = z
  .number({ error: "Enter an amount like 5 or 4.50" })
  .min(0, "An amount off cannot be negative")
  .refine((n) => n > 0, "An amount of 0 takes nothing off: enter more than 0")
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Use at most 2 decimals (cents)")
  .refine((n) => n <= MAX_CAMPAIGN_AMOUNT_OFF, `At most $${MAX_CAMPAIGN_AMOUNT_OFF.toLocaleString("en-US")}`);
/** A discount line takes a percent or an amount off; the one left out is absent or null. */
const discountOff = { percent: percent.nullish(), amount: amount.nullish() };
const instant = z.iso.datetime({ offset: true, error: "Enter a date and time" });
/** A colour as the banner stores it: six hex digits without '#' (spec §3). */
const hexColor = z
  .string()
  .trim()
  .regex(/^#?[0-9A-Fa-f]{6}$/, "Use six hex digits, like 1e3a5f")
  .transform((hex) => hex.replace(/^#/, "").toLowerCase());
/** A storefront path the banner stays off: any page whose path contains it (spec §4). */
const blacklistPath = z
  .string()
  .trim()
  .min(1, "Enter a path or remove the line")
  .max(200, "At most 200 characters")
  .regex(/^\/[^\s?#]*$/, "Write a path starting with /, like /checkout/");

const bannerLink = z
  .string()
  .trim()
  .max(500, "At most 500 characters")
  .refine((link) => link === "" || isBannerLink(link), "Write a shop path starting with /, like /petsies-huggables/create/, or an https:// address");

/**
 * The campaign's image banner (spec §3 "Campaign content" image_banner): one of the stored pictures (a storage
 * key, as products' pictures are named), its alternative text for shoppers who cannot see it, and an optional
 * link. The storefront shows it with the countdown banner's description, under Details.
 */
export const campaignImageBannerInput = z.object({
  image: z.string().trim().min(1, "Choose a picture").max(300, "At most 300 characters"),
  alt: line(200).min(1, "Describe the picture for shoppers who cannot see it"),
  link: bannerLink,
});
export type CampaignImageBannerInput = z.infer<typeof campaignImageBannerInput>;

export const campaignBannerInput = z.object({
  title: line(200).min(1, "Give the banner a title"),
  /** Rich text with directives (spec §5), evaluated where the banner shows. */
  description: line(1000),
  backgroundColor: hexColor,
  textColor: hexColor,
  numbersColor: hexColor,
  blacklistUrls: z.array(blacklistPath).max(50, "At most 50 paths"),
});
export type CampaignBannerInput = z.infer<typeof campaignBannerInput>;

const campaignObject = z.object({
  name: line(120).min(1, "Name the campaign for the team"),
  code: campaignCode,
  startsAt: instant,
  endsAt: instant,
  productDiscounts: z.array(z.object({ sku: z.string().trim().min(1, "Enter a sku").max(100, "At most 100 characters"), ...discountOff })).max(500, "At most 500 products"),
  categoryDiscounts: z
    .array(z.object({ categoryId: z.number({ error: "Choose a category" }).int().positive("Choose a category"), ...discountOff }))
    .max(200, "At most 200 categories"),
  /** The countdown banner; null for a campaign without one. Its countdown ends when the campaign ends. */
  banner: campaignBannerInput.nullable(),
  /** The picture shown with the countdown banner; null (or left out) for none. */
  imageBanner: campaignImageBannerInput.nullable().default(null),
});
type CampaignShape = z.infer<typeof campaignObject>;

/** The text's directives as the storefront reads them, refused in the evaluator's own words (spec §5). */
export function directiveProblem(description: string): string | null {
  try {
    parseRichText(description);
    return null;
  } catch (error) {
    if (error instanceof DirectiveError) return error.message;
    throw error;
  }
}

/** The banner's text and numbers against its background, below WCAG AA (the storefront would not use them). */
export function contrastProblem(fg: string, bg: string, what: string): string | null {
  const ratio = contrastRatio(fg, bg);
  if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return null;
  return `The ${what} is too close to the background (contrast ${ratio.toFixed(1)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed to read it)`;
}

type DiscountLines = Pick<CampaignShape, "productDiscounts" | "categoryDiscounts">;

/** Each line takes exactly one of a percent and an amount off: said at the line's fields. */
function checkDiscountKinds(value: DiscountLines, ctx: z.RefinementCtx) {
  for (const list of ["productDiscounts", "categoryDiscounts"] as const) {
    value[list].forEach((d, i) => {
      const hasPercent = d.percent !== null && d.percent !== undefined;
      const hasAmount = d.amount !== null && d.amount !== undefined;
      if (hasPercent && hasAmount) ctx.addIssue({ code: "custom", path: [list, i, "amount"], message: "Take a percent or an amount off, not both: clear one" });
      if (!hasPercent && !hasAmount) ctx.addIssue({ code: "custom", path: [list, i, "percent"], message: "Enter a percent or an amount off" });
    });
  }
}

function checkCampaign(value: CampaignShape, ctx: z.RefinementCtx) {
  checkDiscountKinds(value, ctx);
  if (Date.parse(value.endsAt) <= Date.parse(value.startsAt)) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start" });
  const skus = value.productDiscounts.map((d) => d.sku.toLowerCase());
  skus.forEach((sku, i) => {
    if (skus.indexOf(sku) !== i) ctx.addIssue({ code: "custom", path: ["productDiscounts", i, "sku"], message: "This product is listed twice" });
  });
  const categories = value.categoryDiscounts.map((d) => d.categoryId);
  categories.forEach((id, i) => {
    if (categories.indexOf(id) !== i) ctx.addIssue({ code: "custom", path: ["categoryDiscounts", i, "categoryId"], message: "This category is listed twice" });
  });
  if (value.imageBanner && !value.banner) {
    ctx.addIssue({ code: "custom", path: ["imageBanner", "image"], message: "The picture shows with the countdown banner: show a countdown banner too, or remove the picture" });
  }
  const banner = value.banner;
  if (!banner) return;
  const directives = directiveProblem(banner.description);
  if (directives) ctx.addIssue({ code: "custom", path: ["banner", "description"], message: directives });
  const text = contrastProblem(banner.textColor, banner.backgroundColor, "text colour");
  if (text) ctx.addIssue({ code: "custom", path: ["banner", "textColor"], message: text });
  const numbers = contrastProblem(banner.numbersColor, banner.backgroundColor, "numbers' colour");
  if (numbers) ctx.addIssue({ code: "custom", path: ["banner", "numbersColor"], message: numbers });
}

/** POST /api/admin/campaigns and PATCH /api/admin/campaigns/:id (owner): the whole campaign anew. */
export const campaignBody = campaignObject.superRefine(checkCampaign);
export type CampaignBody = z.infer<typeof campaignBody>;
export type CampaignBodyInput = z.input<typeof campaignBody>;

/** POST /api/admin/campaigns/:id/state (owner): disable (it runs for no one, and is no longer the default) or enable. */
export const campaignStateBody = z.object({ active: z.boolean() });

/** POST /api/admin/campaigns/banner-preview (owner): the description's directives evaluated now, with the form's discounts. */
export const bannerPreviewBody = z
  .object({
    description: line(1000),
    productDiscounts: campaignObject.shape.productDiscounts,
    categoryDiscounts: campaignObject.shape.categoryDiscounts,
  })
  .superRefine(checkDiscountKinds);
export type BannerPreviewBody = z.infer<typeof bannerPreviewBody>;
/** The evaluated text, as the storefront's banner shows it: text, and price tags with a struck regular price. */
export const bannerPreviewAnswer = z.object({
  segments: z.array(z.discriminatedUnion("type", [z.object({ type: z.literal("text"), text: z.string() }), z.object({ type: z.literal("price"), price: z.string(), regularPrice: z.string().nullable() })])),
});
export type BannerPreviewAnswer = z.infer<typeof bannerPreviewAnswer>;

export const campaignRow = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  state: campaignState,
  isDefault: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Products and categories it discounts. */
  discountCount: z.number().int(),
  bannerTitle: z.string().nullable(),
});
export type CampaignRow = z.infer<typeof campaignRow>;
export const campaignListAnswer = z.object({ campaigns: z.array(campaignRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type CampaignListAnswer = z.infer<typeof campaignListAnswer>;

/** GET /api/admin/campaigns/:id: the campaign as the form edits it, and the banner's version shoppers see. */
export const campaignDetailAnswer = campaignRow.extend({
  /** Each line's percent or amount off (dollars); the other is null. */
  productDiscounts: z.array(z.object({ sku: z.string(), name: z.string(), percent: z.number().int().nullable(), amount: z.number().nullable() })),
  categoryDiscounts: z.array(z.object({ categoryId: z.number().int(), name: z.string(), percent: z.number().int().nullable(), amount: z.number().nullable() })),
  banner: z
    .object({
      title: z.string(),
      description: z.string(),
      backgroundColor: z.string(),
      textColor: z.string(),
      numbersColor: z.string(),
      blacklistUrls: z.array(z.string()),
      /** Moves on with every change of what the banner says or looks like: shoppers who closed the last one see it again. */
      version: z.number().int(),
    })
    .nullable(),
  /** The picture shown with the banner: its storage key, its address for the back office's preview, alt text and link. */
  imageBanner: z.object({ image: z.string(), imageUrl: z.string(), alt: z.string(), link: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignDetailAnswer = z.infer<typeof campaignDetailAnswer>;
