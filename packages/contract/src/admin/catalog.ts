/**
 * The staff catalogue API (issue 13): products listed, read, created, edited and duplicated. Simple, virtual,
 * downloadable, configurable, bundle and grouped products are edited here (a configurable's options and children, a
 * bundle's options and selections, a grouped product's links, a downloadable product's file too: product-types.ts);
 * a gift card ("giftcard" here) is stored as a virtual product with its gift card type (domain isGiftCardProduct),
 * its amounts and designs edited apart (product-types.ts). Money is integer cents; dates are calendar days (a special
 * price's window starts at the start of its first day and ends when its last day ends, UTC).
 */
import { z } from "zod";
import { PRODUCT_TYPES } from "@petsies/domain";
import { isoDay, line, queryInt } from "./fields.ts";
import { bundleAnswer, downloadAnswer, giftCardProductAnswer, groupedAnswer } from "./product-types.ts";

/**
 * The back office's type for a gift card product: the catalogue keeps it as a virtual product with the gift card
 * type attribute (domain isGiftCardProduct), so the storefront answers it as every gift card, am_gift_card included.
 */
export const GIFT_CARD_PRODUCT_TYPE = "giftcard";
/** The types whose every field this API edits. */
export const EDITABLE_PRODUCT_TYPES = ["simple", "virtual", "downloadable", GIFT_CARD_PRODUCT_TYPE, "configurable", "bundle", "grouped"] as const;
/** The types the back office lists and filters by: the catalogue's, with gift cards apart from other virtual products. */
export const STAFF_PRODUCT_TYPES = [...PRODUCT_TYPES, GIFT_CARD_PRODUCT_TYPE] as const;
export type StaffProductType = (typeof STAFF_PRODUCT_TYPES)[number];
/**
 * A bundle's or grouped product's price is its parts' (spec §4): the stored price only mirrors them for listings'
 * sort, and its stock is theirs, so the form keeps neither.
 */
export const SET_PRODUCT_TYPES = ["bundle", "grouped"] as const;
export const isSetType = (type: string) => (SET_PRODUCT_TYPES as readonly string[]).includes(type);
/**
 * Types whose own stock is not kept: a configurable's children and a set's parts hold theirs, and a gift card is money,
 * never out of stock.
 */
export const hasNoStock = (type: string) => type === "configurable" || type === GIFT_CARD_PRODUCT_TYPE || isSetType(type);
export type EditableProductType = (typeof EDITABLE_PRODUCT_TYPES)[number];
export const isEditableType = (type: string): type is EditableProductType => (EDITABLE_PRODUCT_TYPES as readonly string[]).includes(type);

/** Visibility (spec §3): where a product shows on its own. */
export const PRODUCT_VISIBILITIES = [
  { id: 1, label: "Not visible on its own" },
  { id: 2, label: "Catalogue" },
  { id: 3, label: "Search" },
  { id: 4, label: "Catalogue and search" },
] as const;

/** Product tax classes, as the tax rules name them (data/store/tax.ts). */
export const PRODUCT_TAX_CLASSES = [
  { id: 2, label: "Taxable goods" },
  { id: 3, label: "Not taxed" },
] as const;

export const PRODUCT_SORTS = ["created_desc", "name_asc", "name_desc", "sku_asc", "price_asc", "price_desc"] as const;

/** GET /api/admin/products: q finds a name or a sku. */
export const productListQuery = z.object({
  q: line(100).optional(),
  type: z.enum(STAFF_PRODUCT_TYPES).optional(),
  status: z.enum(["enabled", "disabled"]).optional(),
  category: queryInt(1, 2_147_483_647).optional(),
  sort: z.enum(PRODUCT_SORTS).default("created_desc"),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  type: z.string(),
  enabled: z.boolean(),
  visibility: z.number().int(),
  priceCents: z.number().int(),
  qty: z.number().int(),
  isInStock: z.boolean(),
  editable: z.boolean(),
});
export type ProductRow = z.infer<typeof productRow>;
export const productListAnswer = z.object({ products: z.array(productRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type ProductListAnswer = z.infer<typeof productListAnswer>;

const MAX_PRICE_CENTS = 10_000_000;
const cents = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    // A refine, not .int(): .int() stops the whole body's checks, and the form shows every mistake at once.
    .refine(Number.isInteger, `The ${what} must be in whole cents`)
    .min(0, `The ${what} cannot be below zero`)
    .max(MAX_PRICE_CENTS, `The ${what} can be at most $100,000.00`);

/** A url_key: lowercase letters, digits and dashes, as the storefront's paths use them. */
export const urlKey = z
  .string()
  .trim()
  .min(1, "Enter a URL key")
  .max(120, "At most 120 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single dashes, like my-new-pillow");
export const sku = z
  .string()
  .trim()
  .min(1, "Enter a SKU")
  .max(64, "At most 64 characters")
  .regex(/^[A-Za-z0-9_.-]+$/, "Use letters, digits, dots, dashes and underscores only");

const quantity = z
  .number({ error: "Enter the quantity in stock" })
  .refine(Number.isInteger, "The quantity must be a whole number")
  .min(0, "The quantity cannot be below zero")
  .max(1_000_000, "At most 1,000,000");

const isObject = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;
const isDay = (value: unknown): value is string => typeof value === "string" && isoDay.safeParse(value).success;

/**
 * POST /api/admin/products and PATCH /api/admin/products/:id (every field; the form sends the whole product).
 * A configurable product's own stock is not managed (its children's is): its qty and stock flags are not kept;
 * nor are a bundle's or grouped product's, nor their price and special price (their parts' make them).
 * The description is HTML; the API keeps only the tags the storefront reads (domain sanitiseDescription).
 */
export const productBody = z
  .object({
    type: z.enum(EDITABLE_PRODUCT_TYPES),
    name: line(200).min(1, "Enter the product's name"),
    sku,
    urlKey,
    description: z.string().max(20_000, "At most 20,000 characters"),
    enabled: z.boolean(),
    visibility: z.union(PRODUCT_VISIBILITIES.map((v) => z.literal(v.id)), { error: "Choose where the product shows" }),
    taxClassId: z.union(PRODUCT_TAX_CLASSES.map((c) => z.literal(c.id)), { error: "Choose a tax class" }),
    categoryIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(100, "At most 100 categories"),
    priceCents: cents("price"),
    specialPriceCents: cents("special price").nullable(),
    specialFromDate: isoDay.nullable(),
    specialToDate: isoDay.nullable(),
    qty: quantity,
    manageStock: z.boolean(),
    isInStock: z.boolean(),
    metaTitle: line(200),
    metaDescription: line(500),
  })
  // These run even when another field is wrong, so a form shows every mistake at once; they read only the fields
  // they need and leave those fields' own mistakes to the fields' own rules.
  .refine((p) => !(isDay(p.specialFromDate) && isDay(p.specialToDate) && p.specialToDate < p.specialFromDate), {
    path: ["specialToDate"],
    message: "The special price must end on or after the day it starts",
    when: isObject,
  })
  .refine((p) => !(p.specialPriceCents === null && (isDay(p.specialFromDate) || isDay(p.specialToDate))), {
    path: ["specialPriceCents"],
    message: "Enter the special price for these dates, or clear the dates",
    when: isObject,
  });
export type ProductBody = z.infer<typeof productBody>;

/** POST /api/admin/products/:id/duplicate: the copy is disabled until it is reviewed, with its own sku and url_key. */
export const productDuplicateBody = z.object({ sku, urlKey });
export type ProductDuplicateBody = z.infer<typeof productDuplicateBody>;

/** POST /api/admin/products/:id/status: enable or disable any type of product. */
export const productStatusBody = z.object({ enabled: z.boolean() });

/** The most pictures one product keeps. */
export const MAX_PRODUCT_PICTURES = 30;

/**
 * PUT /api/admin/products/:id/pictures: the product's pictures in their new order (the first is the main one), each
 * with its alternative text; a picture left out is taken off the product. Only pictures the product has can be named.
 */
export const productPicturesBody = z.object({
  pictures: z
    .array(
      z.object({
        image: z.string().min(1).max(300),
        label: z.string({ error: "Describe the picture for shoppers who cannot see it" }).trim().max(255),
      }),
    )
    .max(MAX_PRODUCT_PICTURES, `At most ${MAX_PRODUCT_PICTURES} pictures`),
});
export type ProductPicturesBody = z.infer<typeof productPicturesBody>;

/** The most options one configurable product has, values one option has, and children one generation makes. */
export const MAX_CONFIGURABLE_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_CHILDREN_GENERATED = 100;
/** Custom attributes a product keeps for itself: an option named so would overwrite them on its children. */
const RESERVED_OPTION_CODES = ["meta_title", "meta_description", "bundle_sku", "option_label"];

/**
 * An option's attribute code: the key a child keeps its value under (custom_attributes) and the storefront's query
 * parameter (?size=Large). Never with a dot (spec §5: such codes are never fetched).
 */
export const optionCode = z
  .string()
  .trim()
  .min(1, "Enter the option's code, like size")
  .max(40, "At most 40 characters")
  .regex(/^[a-z][a-z0-9_]*$/, "Use lowercase letters, digits and underscores, starting with a letter, like size or pet_type")
  .refine((code) => !RESERVED_OPTION_CODES.includes(code), "This code is a product field's own: choose another one");

/**
 * PUT /api/admin/products/:id/configurable-options: a configurable product's options in order, each with its values
 * in order. A value the product has keeps its valueIndex (the number its children store); a new value comes
 * without one and the API numbers it.
 */
export const configurableOptionsBody = z
  .object({
    options: z
      .array(
        z.object({
          code: optionCode,
          label: line(100).min(1, "Enter the option's name shoppers see, like Size"),
          values: z
            .array(
              z.object({
                valueIndex: z.number().int().min(1).max(2_147_483_647).optional(),
                label: line(100).min(1, "Enter the value shoppers choose, like Large"),
              }),
            )
            .min(1, "Add at least one value")
            .max(MAX_OPTION_VALUES, `At most ${MAX_OPTION_VALUES} values`),
        }),
      )
      .min(1, "Add at least one option")
      .max(MAX_CONFIGURABLE_OPTIONS, `At most ${MAX_CONFIGURABLE_OPTIONS} options`),
  })
  .superRefine((body, ctx) => {
    const codes = new Set<string>();
    body.options.forEach((option, i) => {
      if (codes.has(option.code)) ctx.addIssue({ code: "custom", path: ["options", i, "code"], message: "Two options have this code: give each its own" });
      codes.add(option.code);
      const labels = new Set<string>();
      const indexes = new Set<number>();
      option.values.forEach((value, j) => {
        const label = value.label.toLowerCase();
        if (labels.has(label)) ctx.addIssue({ code: "custom", path: ["options", i, "values", j, "label"], message: "This option already has this value" });
        labels.add(label);
        if (value.valueIndex !== undefined && indexes.has(value.valueIndex)) {
          ctx.addIssue({ code: "custom", path: ["options", i, "values", j, "valueIndex"], message: "A value is listed twice: reload the page and try again" });
        }
        if (value.valueIndex !== undefined) indexes.add(value.valueIndex);
      });
    });
  });
export type ConfigurableOptionsBody = z.infer<typeof configurableOptionsBody>;

/**
 * POST /api/admin/products/:id/children/generate: one simple child for each combination of option values the
 * product has no child for yet — every combination (all: true) or the ones named (attribute code → valueIndex).
 * The children cost priceCents (the parent's price when left out) and start with qty in stock (0 when left out).
 */
export const childrenGenerateBody = z
  .object({
    all: z.boolean().optional(),
    combinations: z.array(z.record(z.string(), z.number().int().min(1).max(2_147_483_647))).max(MAX_CHILDREN_GENERATED, `At most ${MAX_CHILDREN_GENERATED} children at once`).optional(),
    priceCents: cents("children's price").optional(),
    qty: quantity.optional(),
  })
  .refine((b) => (b.all === true) !== (b.combinations !== undefined && b.combinations.length > 0), {
    path: ["combinations"],
    message: "Choose the combinations to make children for, or all of them",
    when: isObject,
  });
export type ChildrenGenerateBody = z.infer<typeof childrenGenerateBody>;

export const configurableOptionAnswer = z.object({
  code: z.string(),
  label: z.string(),
  attributeId: z.number().int(),
  values: z.array(z.object({ valueIndex: z.number().int(), label: z.string() })),
});
export type ConfigurableOptionAnswer = z.infer<typeof configurableOptionAnswer>;

/** A configurable's child as its parent's page lists it: the option values it stands for (null: it has none for an option). */
export const configurableChildRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  values: z.array(z.object({ code: z.string(), valueIndex: z.number().int().nullable(), label: z.string().nullable() })),
  priceCents: z.number().int(),
  qty: z.number().int(),
  enabled: z.boolean(),
});
export type ConfigurableChildRow = z.infer<typeof configurableChildRow>;

export const productDetailAnswer = z.object({
  id: z.number().int(),
  type: z.string(),
  editable: z.boolean(),
  name: z.string(),
  sku: z.string(),
  urlKey: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  visibility: z.number().int(),
  taxClassId: z.number().int(),
  categoryIds: z.array(z.number().int()),
  priceCents: z.number().int(),
  specialPriceCents: z.number().int().nullable(),
  specialFromDate: z.string().nullable(),
  specialToDate: z.string().nullable(),
  qty: z.number().int(),
  manageStock: z.boolean(),
  isInStock: z.boolean(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  /** The product's page on the storefront. */
  storefrontPath: z.string(),
  /** Its pictures in the order the storefront shows them; the first is the main picture (listings, the cart, sharing). */
  pictures: z.array(z.object({ image: z.string(), label: z.string() })),
  /** A configurable product's options and children; null for the other types. */
  configurable: z.object({ options: z.array(configurableOptionAnswer), children: z.array(configurableChildRow) }).nullable(),
  /** A bundle's options and their selections; null for the other types. */
  bundle: bundleAnswer.nullable(),
  /** A grouped product's linked products in order; null for the other types. */
  grouped: groupedAnswer.nullable(),
  /** A downloadable product's file, its title and the downloads a purchase allows; null for the other types. */
  download: downloadAnswer.nullable(),
  /** The gift card's amounts and designs; null for every other product. */
  giftCard: giftCardProductAnswer.nullable(),
  /** The configurable product a child belongs to; null for a product that is no child. */
  parent: z.object({ id: z.number().int(), sku: z.string(), name: z.string() }).nullable(),
  /** The categories to choose from: id, name and the names above it. */
  categoryChoices: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type ProductDetailAnswer = z.infer<typeof productDetailAnswer>;
