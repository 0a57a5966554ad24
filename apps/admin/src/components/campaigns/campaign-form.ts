/**
 * The campaign form: what people type (local dates and times, percents and paths as text) turned into the
 * contract's request, checked by the contract's own schema (campaignBody: the end after the start, the
 * directives in the storefront's words, the colours' contrast). The form's fields are named by their request
 * paths, so a refusal of `productDiscounts.2.sku`, here or from the API, shows at that very input.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { campaignBody, type CampaignBody, type CampaignDetailAnswer } from "@petsies/contract/admin";
import type { ServerFields } from "../../lib/server-field-errors.ts";

export interface CampaignFormValues {
  name: string;
  code: string;
  /** datetime-local values, in the owner's time zone. */
  startsAt: string;
  endsAt: string;
  /** Each line's percent or amount off (dollars): the owner fills one. */
  productDiscounts: { sku: string; percent: string; amount: string }[];
  categoryDiscounts: { categoryId: string; percent: string; amount: string }[];
  hasBanner: boolean;
  banner: {
    title: string;
    description: string;
    backgroundColor: string;
    textColor: string;
    numbersColor: string;
    /** One path per line. */
    blacklistUrls: string;
  };
  /** The image banner: no picture (image "") and nothing typed is none. imageUrl is for showing the chosen picture. */
  imageBanner: { image: string; imageUrl: string; alt: string; link: string };
}

const FIXED_FIELDS = new Set(["name", "code", "startsAt", "endsAt", "banner.title", "banner.description", "banner.backgroundColor", "banner.textColor", "banner.numbersColor", "banner.blacklistUrls", "imageBanner.image", "imageBanner.alt", "imageBanner.link"]);
const LINE_FIELD = /^(productDiscounts\.\d+\.(sku|percent|amount)|categoryDiscounts\.\d+\.(categoryId|percent|amount))$/;

/** The form field that shows a refusal of this request path, if any (a path of the list shows at the list). */
export function campaignFieldOf(path: string): string | undefined {
  if (FIXED_FIELDS.has(path) || LINE_FIELD.test(path)) return path;
  if (/^banner\.blacklistUrls\.\d+$/.test(path)) return "banner.blacklistUrls";
  return undefined;
}

/** Request path → form field, for the API's refusals (useServerFieldErrors reads it as a lookup). */
export const CAMPAIGN_FIELDS = new Proxy({} as ServerFields<CampaignFormValues>, {
  get: (_target, path) => (typeof path === "string" ? campaignFieldOf(path) : undefined),
});

/** The storefront's own banner colours (cocoa), a pair that passes WCAG AA. */
const BRAND_BANNER = { backgroundColor: "3a2a22", textColor: "f7e6d8", numbersColor: "ffffff" };

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as a datetime-local value in the owner's time zone. */
export function localDateTime(iso: string | Date): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const WEEK_MS = 7 * 86_400_000;

/** A new campaign starts this minute and runs a week. */
export function emptyCampaignForm(now = new Date()): CampaignFormValues {
  return {
    name: "",
    code: "",
    startsAt: localDateTime(now),
    endsAt: localDateTime(new Date(now.getTime() + WEEK_MS)),
    productDiscounts: [],
    categoryDiscounts: [],
    hasBanner: true,
    banner: { title: "", description: "", ...BRAND_BANNER, blacklistUrls: "/checkout/" },
    imageBanner: { image: "", imageUrl: "", alt: "", link: "" },
  };
}

/** A saved line's percent or amount as the form shows it ("4.50", not "4.5"). */
function offText(d: { percent: number | null; amount: number | null }) {
  return { percent: d.percent === null ? "" : String(d.percent), amount: d.amount === null ? "" : d.amount.toFixed(2) };
}

export function campaignFormOf(c: CampaignDetailAnswer): CampaignFormValues {
  const empty = emptyCampaignForm();
  return {
    name: c.name,
    code: c.code,
    startsAt: localDateTime(c.startsAt),
    endsAt: localDateTime(c.endsAt),
    productDiscounts: c.productDiscounts.map((d) => ({ sku: d.sku, ...offText(d) })),
    categoryDiscounts: c.categoryDiscounts.map((d) => ({ categoryId: String(d.categoryId), ...offText(d) })),
    hasBanner: c.banner !== null,
    banner: c.banner
      ? {
          title: c.banner.title,
          description: c.banner.description,
          backgroundColor: c.banner.backgroundColor,
          textColor: c.banner.textColor,
          numbersColor: c.banner.numbersColor,
          blacklistUrls: c.banner.blacklistUrls.join("\n"),
        }
      : empty.banner,
    imageBanner: c.imageBanner ?? empty.imageBanner,
  };
}

/** A datetime-local value as an ISO instant; "" (refused by the schema at its field) when it is not one. */
function instant(local: string): string {
  const date = new Date(local);
  return local.trim() === "" || Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** Digits as a number; anything else as null, which the schema refuses with its own words. */
const whole = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/**
 * A percent or amount field: empty is "not this one" (null); a number ("4.50", "$4.50", "-1") is that number,
 * which the schema checks; other text stays text, which the schema refuses in its own words.
 */
function off(text: string): number | string | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (trimmed === "") return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The request the form's values make (before the schema checks it). */
export function campaignRequestOf(values: CampaignFormValues) {
  return {
    name: values.name,
    code: values.code,
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    productDiscounts: values.productDiscounts.map((d) => ({ sku: d.sku, percent: off(d.percent), amount: off(d.amount) })),
    categoryDiscounts: values.categoryDiscounts.map((d) => ({ categoryId: whole(d.categoryId), percent: off(d.percent), amount: off(d.amount) })),
    banner: values.hasBanner
      ? {
          ...values.banner,
          blacklistUrls: values.banner.blacklistUrls
            .split("\n")
            .map((p) => p.trim())
            .filter(Boolean),
        }
      : null,
    imageBanner: imageBannerOf(values.imageBanner),
  };
}

/** The image banner to send: none when nothing is chosen or typed, else as typed (a missing picture or alt text is refused at its field). */
function imageBannerOf({ image, alt, link }: CampaignFormValues["imageBanner"]) {
  return image.trim() || alt.trim() || link.trim() ? { image, alt, link } : null;
}

/** react-hook-form's resolver: the form's values in, the contract's request out, every refusal at its field. */
export const campaignResolver: Resolver<CampaignFormValues, unknown, CampaignBody> = async (values) => {
  const parsed = campaignBody.safeParse(campaignRequestOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = campaignFieldOf(issue.path.join("."));
    if (field && !errors[field]) errors[field] = { type: "validate", message: issue.message };
  }
  // react-hook-form reads nested errors by path: "banner.title" lives at errors.banner.title.
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(errors)) {
    const keys = path.split(".");
    let at = nested;
    keys.slice(0, -1).forEach((k) => (at = (at[k] ??= {}) as Record<string, unknown>));
    at[keys[keys.length - 1]!] = error;
  }
  // A refusal no field shows must still stop the form, and say so.
  if (Object.keys(errors).length === 0) nested.root = { type: "validate", message: parsed.error.issues[0]?.message ?? "Check the form and try again" };
  return { values: {}, errors: nested as FieldErrors<CampaignFormValues> };
};
