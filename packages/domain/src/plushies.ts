/**
 * Custom-plushie data (spec §3 "Custom-plushie data", §7 "Custom plushie data"; reference facts "Data
 * shapes"): body parts, extra-photo add-ons, plushies with their short codes, breeds, the store rating and
 * statistic values, in their wire spelling. Rush add-ons are RushAddOn (customization/types.ts).
 */

/** content_type_id of a body part value. */
export const BODY_PART_CONTENT_TYPE = { color: 1, image: 2, name: 3 } as const;
export type BodyPartContentType = (typeof BODY_PART_CONTENT_TYPE)[keyof typeof BODY_PART_CONTENT_TYPE];

export interface BodyPartValue {
  id: number;
  code: string;
  name: string;
  content_type_id: BodyPartContentType;
  /** Hex with '#', for colour values; null otherwise. */
  color: string | null;
  /** An image URL, for image values; null otherwise. */
  image: string | null;
  /** Values are shown grouped under this heading when set (e.g. "Solid", "Patterns"). */
  group: string | null;
  is_default: boolean;
  sn: number;
}

export interface BodyPart {
  id: number;
  code: string;
  name: string;
  is_required: boolean;
  /** How many values may be chosen (1 for a single choice). */
  max_values: number;
  sn: number;
  product_id: number;
  /** The text of the "add detailing" flag this part offers, or null. */
  detailing_flag_text: string | null;
  child_bodyparts: BodyPart[];
  values: BodyPartValue[];
}

/** An extra-photo add-on (GET /plushies/extra-photos-upgrades): buying `sku` allows `qty` more photos. */
export interface ExtraPhotosAddOn {
  sku: string;
  label: string;
  qty: number;
}

/** A custom plush being made (POST /plushies, GET /plushies/{id}). */
export interface Plushie {
  id: string;
  productId: number;
  productSku: string;
  /** Quoted by the shopper when sending photos by e-mail. */
  shortCode: string;
  createdAt: string;
}

export type BreedType = "dog" | "cat";

export interface Breed {
  name: string;
  type: BreedType;
}

/** The metrics GET /statistic-values answers (spec §3 "statistic value keyed by metric"). */
export const STATISTIC_METRICS = ["orderedPlushiesCount"] as const;
export type StatisticMetric = (typeof STATISTIC_METRICS)[number];

/** Short codes avoid letters and digits that read alike (0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const SHORT_CODE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const SHORT_CODE_LENGTH = 7;

export function isShortCode(text: string): boolean {
  return text.length === SHORT_CODE_LENGTH && [...text].every((c) => SHORT_CODE_ALPHABET.includes(c));
}

/**
 * Colour swatches for the colour names the demo customization trees use (colors_list values carry a name
 * only), keyed by the lower-cased name.
 */
export const COLOR_SWATCHES: Readonly<Record<string, string>> = {
  black: "#1b1b1b",
  white: "#f7f5f0",
  brown: "#6b4423",
  chocolate: "#4a2c1a",
  tan: "#c8a27a",
  golden: "#d4a23c",
  cream: "#efe2c4",
  grey: "#8a8d91",
  silver: "#c0c3c7",
  red: "#c8102e",
  "red / ginger": "#c1602b",
  orange: "#e87a2d",
  amber: "#ffb000",
  hazel: "#8e7618",
  blue: "#4f86c6",
  "light blue": "#9cc3e6",
  green: "#4e8b3a",
  navy: "#1f2a44",
  pink: "#f1a7b8",
  teal: "#2a9d8f",
  yellow: "#f2c84b",
  lavender: "#b7a6d9",
  gold: "#c9a227",
  "forest green": "#2e5e3a",
  "sky blue": "#87bde8",
  "blush pink": "#f4c6cf",
  charcoal: "#36393d",
};

export function swatchOf(name: string): string | null {
  return COLOR_SWATCHES[name.trim().toLowerCase()] ?? null;
}
