/**
 * The staff catalogue API (issue 13): products listed, read, created, edited and duplicated. Simple and virtual
 * products are edited here; the other types (configurable, bundle, grouped, downloadable, the gift card) are listed
 * and shown read-only until their editors come. Money is integer cents; dates are calendar days (a special
 * price's window starts at the start of its first day and ends when its last day ends, UTC).
 */
import { z } from "zod";
import { PRODUCT_TYPES } from "@petsies/domain";
import { isoDay, line, queryInt } from "./fields.ts";

/** The types whose every field this API edits. */
export const EDITABLE_PRODUCT_TYPES = ["simple", "virtual"] as const;
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
  type: z.enum(PRODUCT_TYPES).optional(),
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

const isObject = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;
const isDay = (value: unknown): value is string => typeof value === "string" && isoDay.safeParse(value).success;

/**
 * POST /api/admin/products and PATCH /api/admin/products/:id (every field; the form sends the whole product).
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
    qty: z.number({ error: "Enter the quantity in stock" }).refine(Number.isInteger, "The quantity must be a whole number").min(0, "The quantity cannot be below zero").max(1_000_000, "At most 1,000,000"),
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
  /** The categories to choose from: id, name and the names above it. */
  categoryChoices: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type ProductDetailAnswer = z.infer<typeof productDetailAnswer>;
