/**
 * The parts of a product that only some types have (issue 13): a bundle's options and their selections, a grouped
 * product's linked products. They are stored as the demo's are (spec §3 "Product": bundle_options, product_links),
 * so the storefront and the cart read a made product exactly as they read the demo's. Each body is the whole list,
 * in the order shoppers see it; the API checks the products it names (they exist, and are of a type that can be a
 * part) and answers each mistake at its field.
 */
import { z } from "zod";
import { BUNDLE_INPUT_TYPES, isSingleChoice } from "@petsies/domain";
import { line } from "./fields.ts";

export const MAX_BUNDLE_OPTIONS = 20;
export const MAX_BUNDLE_SELECTIONS = 50;
export const MAX_GROUPED_LINKS = 50;
export const MAX_PART_QTY = 1000;

/** The input types an owner picks between, as the form names them. */
export const BUNDLE_INPUT_TYPE_LABELS: Record<(typeof BUNDLE_INPUT_TYPES)[number], string> = {
  radio: "Radio buttons",
  select: "Drop-down",
  checkbox: "Checkboxes",
  multi: "Multiple select",
};

/** The types a bundle's selection or a grouped product's link may name: products bought as they are. */
export const BUNDLE_PART_TYPES = ["simple", "virtual"] as const;
export const GROUPED_PART_TYPES = ["simple"] as const;

const partSku = z.string({ error: "Enter the product's SKU" }).trim().min(1, "Enter the product's SKU").max(64, "At most 64 characters");

/** A quantity of a part: a whole number from 1 (the form refuses 0 and 1.5 alike). */
const partQty = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .refine(Number.isInteger, `The ${what} must be a whole number`)
    .min(1, `The ${what} must be at least 1`)
    .max(MAX_PART_QTY, `The ${what} can be at most ${MAX_PART_QTY}`);

const isObject = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;

export const bundleSelectionBody = z.object({
  sku: partSku,
  isDefault: z.boolean(),
  qty: partQty("quantity"),
  canChangeQty: z.boolean(),
});

export const bundleOptionBody = z.object({
  /** The option's id when it is one the bundle has (carts name it); a new option comes without. */
  optionId: z.number().int().min(1).max(2_147_483_647).optional(),
  title: line(255).min(1, "Enter the option's title shoppers see, like Size"),
  required: z.boolean(),
  type: z.enum(BUNDLE_INPUT_TYPES, { error: "Choose how shoppers pick: radio buttons, a drop-down, checkboxes or a multiple select" }),
  selections: z.array(bundleSelectionBody).min(1, "Add at least one product to choose from").max(MAX_BUNDLE_SELECTIONS, `At most ${MAX_BUNDLE_SELECTIONS} products`),
});

/** PUT /api/admin/products/:id/bundle-options: a bundle's options in order, each with its selections in order. */
export const bundleOptionsBody = z
  .object({ options: z.array(bundleOptionBody).min(1, "Add at least one option").max(MAX_BUNDLE_OPTIONS, `At most ${MAX_BUNDLE_OPTIONS} options`) })
  .superRefine((body, ctx) => {
    if (!Array.isArray(body.options)) return;
    const ids = new Set<number>();
    body.options.forEach((option, i) => {
      if (typeof option !== "object" || option === null) return;
      if (option.optionId !== undefined && ids.has(option.optionId)) ctx.addIssue({ code: "custom", path: ["options", i, "optionId"], message: "An option is listed twice: reload the page and try again" });
      if (option.optionId !== undefined) ids.add(option.optionId);
      if (!Array.isArray(option.selections)) return;
      const skus = new Set<string>();
      let defaults = 0;
      option.selections.forEach((selection, j) => {
        if (typeof selection !== "object" || selection === null) return;
        const sku = typeof selection.sku === "string" ? selection.sku.trim().toLowerCase() : "";
        if (sku !== "" && skus.has(sku)) ctx.addIssue({ code: "custom", path: ["options", i, "selections", j, "sku"], message: "This option already offers this product" });
        skus.add(sku);
        if (selection.isDefault === true) defaults += 1;
        if (selection.canChangeQty === true && typeof option.type === "string" && !isSingleChoice(option.type)) {
          ctx.addIssue({ code: "custom", path: ["options", i, "selections", j, "canChangeQty"], message: "Shoppers can change a quantity only in a radio-button or drop-down option" });
        }
      });
      if (defaults > 1 && typeof option.type === "string" && isSingleChoice(option.type)) {
        ctx.addIssue({ code: "custom", path: ["options", i, "selections"], message: "A radio-button or drop-down option has at most one default product" });
      }
    });
  }, { when: isObject });
export type BundleOptionsBody = z.infer<typeof bundleOptionsBody>;

/** A product a bundle or grouped product names, as the back office shows it. */
const partAnswer = {
  sku: z.string(),
  /** Null when no product has the sku any more (the storefront then leaves it out). */
  productId: z.number().int().nullable(),
  name: z.string().nullable(),
  type: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  enabled: z.boolean(),
};

export const bundleAnswer = z.object({
  options: z.array(
    z.object({
      optionId: z.number().int(),
      title: z.string(),
      required: z.boolean(),
      type: z.string(),
      selections: z.array(z.object({ ...partAnswer, isDefault: z.boolean(), qty: z.number(), canChangeQty: z.boolean() })),
    }),
  ),
  /** Made by a customization tree (the demo's creation bundles): its options are the tree's, not edited here. */
  fromCustomizations: z.boolean(),
});
export type BundleAnswer = z.infer<typeof bundleAnswer>;

/** PUT /api/admin/products/:id/grouped-links: the simple products a grouped product sets side by side, in order. */
export const groupedLinksBody = z
  .object({
    links: z
      .array(z.object({ sku: partSku, qty: partQty("default quantity") }))
      .min(1, "Add at least one product")
      .max(MAX_GROUPED_LINKS, `At most ${MAX_GROUPED_LINKS} products`),
  })
  .superRefine((body, ctx) => {
    if (!Array.isArray(body.links)) return;
    const skus = new Set<string>();
    body.links.forEach((link, i) => {
      const sku = typeof link?.sku === "string" ? link.sku.trim().toLowerCase() : "";
      if (sku !== "" && skus.has(sku)) ctx.addIssue({ code: "custom", path: ["links", i, "sku"], message: "This product is already in the set" });
      skus.add(sku);
    });
  }, { when: isObject });
export type GroupedLinksBody = z.infer<typeof groupedLinksBody>;

export const groupedAnswer = z.object({
  links: z.array(z.object({ ...partAnswer, position: z.number().int(), qty: z.number() })),
});
export type GroupedAnswer = z.infer<typeof groupedAnswer>;

/** The most downloads a downloadable product may allow one purchase (0: as many as the shopper likes). */
export const MAX_DOWNLOADS_ALLOWED = 1000;

/**
 * PUT /api/admin/products/:id/download: what shoppers read about a downloadable product's file and how many times
 * one purchase may download it (0 for no limit). The file itself is sent to POST /api/admin/products/:id/download.
 */
export const downloadSettingsBody = z.object({
  title: line(255).min(1, "Enter the title shoppers see for the file, like Inspiration Kit (PDF, 24 pages)"),
  downloadsAllowed: z
    .number({ error: "Enter how many times a purchase may be downloaded (0 for no limit)" })
    .refine(Number.isInteger, "The number of downloads must be a whole number")
    .min(0, "The number of downloads cannot be below zero (0 is no limit)")
    .max(MAX_DOWNLOADS_ALLOWED, `At most ${MAX_DOWNLOADS_ALLOWED} downloads`),
});
export type DownloadSettingsBody = z.infer<typeof downloadSettingsBody>;

export const downloadAnswer = z.object({
  title: z.string(),
  downloadsAllowed: z.number().int(),
  /** The file shoppers get; fromDemo: the demo's file in data/files. Null until one is uploaded. */
  file: z.object({ fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int().nullable(), fromDemo: z.boolean() }).nullable(),
});
export type DownloadAnswer = z.infer<typeof downloadAnswer>;

export const MAX_GIFT_CARD_AMOUNTS = 20;
export const MAX_GIFT_CARD_CENTS = 100_000;
const giftCardCents = (what: string) =>
  z
    .number({ error: `Enter the ${what} in dollars` })
    .refine(Number.isInteger, `The ${what} must be in whole cents`)
    .min(100, `The ${what} must be at least $1.00`)
    .max(MAX_GIFT_CARD_CENTS, `The ${what} can be at most $1,000.00`);

/**
 * PUT /api/admin/products/:id/gift-card: the gift card's fixed amounts (cents, in the order shoppers see them),
 * the open amount shoppers may type between a smallest and a largest (null: none), and the designs it offers by id
 * (null: every design the shop offers). At least one fixed amount or an open amount.
 */
export const giftCardProductBody = z
  .object({
    amountsCents: z.array(giftCardCents("amount")).max(MAX_GIFT_CARD_AMOUNTS, `At most ${MAX_GIFT_CARD_AMOUNTS} amounts`),
    openAmount: z.object({ minCents: giftCardCents("smallest amount"), maxCents: giftCardCents("largest amount") }).nullable(),
    designIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(50, "At most 50 designs").nullable(),
  })
  .superRefine(
    (body, ctx) => {
      const amounts = Array.isArray(body.amountsCents) ? body.amountsCents : [];
      const seen = new Set<number>();
      amounts.forEach((cents, i) => {
        if (typeof cents === "number" && seen.has(cents)) ctx.addIssue({ code: "custom", path: ["amountsCents", i], message: "This amount is listed twice" });
        seen.add(cents);
      });
      const open = body.openAmount;
      if (amounts.length === 0 && (open === null || open === undefined)) {
        ctx.addIssue({ code: "custom", path: ["amountsCents"], message: "Add at least one amount, or let shoppers choose their own" });
      }
      if (open && typeof open.minCents === "number" && typeof open.maxCents === "number" && open.maxCents < open.minCents) {
        ctx.addIssue({ code: "custom", path: ["openAmount", "maxCents"], message: "The largest amount must be at least the smallest" });
      }
      const designs = Array.isArray(body.designIds) ? body.designIds : [];
      const ids = new Set<number>();
      designs.forEach((designId, i) => {
        if (ids.has(designId)) ctx.addIssue({ code: "custom", path: ["designIds", i], message: "This design is chosen twice" });
        ids.add(designId);
      });
    },
    { when: isObject },
  );
export type GiftCardProductBody = z.infer<typeof giftCardProductBody>;

export const giftCardProductAnswer = z.object({
  amountsCents: z.array(z.number().int()),
  openAmount: z.object({ minCents: z.number().int(), maxCents: z.number().int() }).nullable(),
  /** Null: every design the shop offers. */
  designIds: z.array(z.number().int()).nullable(),
  /** The shop's designs to choose from; an inactive one is offered to nobody until it is enabled. */
  designChoices: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
});
export type GiftCardProductAnswer = z.infer<typeof giftCardProductAnswer>;
