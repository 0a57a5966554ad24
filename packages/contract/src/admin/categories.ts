/**
 * The staff category API (issue 13, owners): the tree, one category's fields, moving a category (a new parent, a
 * new place among its siblings), deleting an empty one, and the products of a category in their order. A category's
 * address is /c/{url_key}/ (and /{url_key}/ through the URL dispatcher): url_keys are unique across the shop.
 */
import { z } from "zod";
import { MENU_COLUMNS } from "@petsies/domain";
import { urlKey } from "./catalog.ts";
import { line, queryInt } from "./fields.ts";

const id = z.number().int().min(1).max(2_147_483_647);

export const categoryNode = z.object({
  id: z.number().int(),
  /** Null for the tree's root, which frames the tree and is no page of the shop. */
  parentId: z.number().int().nullable(),
  name: z.string(),
  urlKey: z.string(),
  urlPath: z.string(),
  level: z.number().int(),
  position: z.number().int(),
  active: z.boolean(),
  /** Products linked to the category, listed on the storefront or not. */
  productCount: z.number().int(),
  /** The category's page on the storefront. */
  storefrontPath: z.string(),
});
export type CategoryNode = z.infer<typeof categoryNode>;

/** GET /api/admin/categories: every category, siblings in their order (the client nests them by parentId). */
export const categoryTreeAnswer = z.object({ categories: z.array(categoryNode) });
export type CategoryTreeAnswer = z.infer<typeof categoryTreeAnswer>;

export const categoryDetailAnswer = categoryNode.extend({
  description: z.string(),
  /** The column of the storefront's Products menu that lists it; null: not in the menu. */
  menuColumn: z.string().nullable(),
});
export type CategoryDetailAnswer = z.infer<typeof categoryDetailAnswer>;

const fields = {
  name: line(120).min(1, "Enter the category's name"),
  description: z.string().max(20_000, "At most 20,000 characters"),
  active: z.boolean(),
  /** Left out: the column stays as it is (a new category: none). */
  menuColumn: z.enum(MENU_COLUMNS, { error: "Choose a column of the Products menu, or none" }).nullable().optional(),
};

/** PATCH /api/admin/categories/:id. The description is HTML kept to the tags the storefront reads, as a product's. */
export const categoryBody = z.object({ ...fields, urlKey });
export type CategoryBody = z.infer<typeof categoryBody>;

/** POST /api/admin/categories: a new category, last under its parent; an empty url_key is made from the name. */
export const newCategoryBody = z.object({
  ...fields,
  parentId: id,
  urlKey: z
    .string()
    .trim()
    .max(120, "At most 120 characters")
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, "Use lowercase letters, digits and single dashes, like my-new-pillow"),
});
export type NewCategoryBody = z.infer<typeof newCategoryBody>;

/** POST /api/admin/categories/:id/move: under parentId, at position (0 = first) among its new siblings. */
export const categoryMoveBody = z.object({ parentId: id, position: z.number().int().min(0, "A position starts at 0").max(100_000) });
export type CategoryMoveBody = z.infer<typeof categoryMoveBody>;

export const categoryProductRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
});
export type CategoryProductRow = z.infer<typeof categoryProductRow>;

/** GET /api/admin/categories/:id/products: the category's products in their order (position, then id). */
export const categoryProductsAnswer = z.object({ products: z.array(categoryProductRow) });
export type CategoryProductsAnswer = z.infer<typeof categoryProductsAnswer>;

/** POST /api/admin/categories/:id/products: a product, by sku, goes last in the category. */
export const categoryProductAddBody = z.object({ sku: line(64).min(1, "Enter a SKU") });
export type CategoryProductAddBody = z.infer<typeof categoryProductAddBody>;

/** POST /api/admin/categories/:id/products/order: every product of the category, first to last. */
export const categoryProductOrderBody = z.object({ productIds: z.array(id).max(10_000, "At most 10,000 products") });
export type CategoryProductOrderBody = z.infer<typeof categoryProductOrderBody>;

/** The screen's selection, kept in the URL (/admin/categories?id=12). */
export const categorySelection = z.object({ id: queryInt(1, 2_147_483_647).optional() });
