/**
 * The catalogue's answers (spec §3 "Product", "Category", §7 "Catalogue"): one product, lists of products and
 * categories, the category tree. Prices are decimal amounts of the base currency (render-list: of the
 * currency asked for).
 *
 * The domain package keeps the same shapes as TypeScript interfaces (`Product`, `Category`, `CatalogResult`),
 * which its rules take; the checks at the end of this file fail to compile when the two differ, so neither
 * can change alone.
 */
import { z } from "zod";
import type { CatalogResult, Category, Customization, Product, ProductType } from "@petsies/domain";
import { PRODUCT_TYPES } from "@petsies/domain";

export const mediaItem = z.object({ image: z.string(), label: z.string(), video: z.string().nullable().optional() });

export const configurableOption = z.object({
  attribute_code: z.string(),
  attribute_id: z.number().int(),
  label: z.string(),
  values: z.array(z.object({ value_index: z.number().int(), label: z.string() })),
});

export const productLink = z.object({
  link_type: z.string(),
  linked_product_type: z.string(),
  linked_product_sku: z.string(),
  is_default: z.boolean().optional(),
  qty: z.number().optional(),
  /** A bundle selection's quantity the shopper may change; left out: the quantity sent counts. */
  can_change_quantity: z.boolean().optional(),
});

export const bundleOption = z.object({
  option_id: z.number().int(),
  title: z.string(),
  required: z.boolean(),
  type: z.string(),
  product_links: z.array(productLink),
});

/**
 * One node of a product's customization tree (spec §3 "Customization"). Its option data and availability
 * rules are the domain engine's (packages/domain/src/customization/types.ts), described there field by field.
 */
export const customizationNode = z
  .looseObject({
    id: z.string(),
    type: z.string(),
    parentId: z.string().nullable(),
    sn: z.number(),
    isEnabled: z.boolean(),
    isLocked: z.boolean(),
    showInCart: z.boolean(),
    title: z.string().nullable(),
    name: z.string().nullable(),
    bundleOptionId: z.union([z.number(), z.string()]).nullable(),
    availabilityRules: z.unknown(),
    optionData: z.unknown(),
  })
  .describe("A node of the customization tree");

const productFields = {
  id: z.number().int(),
  sku: z.string(),
  parentSku: z.string().nullable(),
  name: z.string(),
  type_id: z.enum(PRODUCT_TYPES),
  url_key: z.string(),
  url_path: z.string(),
  slug: z.string(),
  image: z.string(),
  thumbnail: z.string(),
  media_gallery: z.array(mediaItem),
  description: z.string(),
  short_description: z.string(),
  tax_class_id: z.number().int(),
  status: z.number().int(),
  visibility: z.number().int(),
  category_ids: z.array(z.number().int()),
  stock: z.object({ qty: z.number(), is_in_stock: z.boolean(), manage_stock: z.boolean(), product_id: z.number().int(), product_sku: z.string() }),
  qty: z.number(),
  price: z.number(),
  original_price: z.number(),
  special_price: z.number().nullable(),
  special_from_date: z.string().nullable(),
  special_to_date: z.string().nullable(),
  final_price: z.number(),
  regular_price: z.number(),
  discount_percent: z.number(),
  configurable_options: z.array(configurableOption),
  custom_attributes: z.record(z.string(), z.union([z.string(), z.number()])),
  bundle_options: z.array(bundleOption),
  product_links: z.array(productLink),
  updated_at: z.string(),
  /** The customization tree of a customizable product; null when it has none. */
  customizations: z.array(customizationNode).nullable().optional(),
};

const productObject = z.object({
  ...productFields,
  get configurable_children(): z.ZodArray<z.ZodType<Product>> {
    return z.array(product);
  },
});

/** A product, with its configurable children (products of the same shape). */
export const product = productObject as unknown as z.ZodType<Product>;
/** A product of a list that asked for some fields only (include_fields, exclude_fields). */
export const productFieldsAsked = productObject.partial() as unknown as z.ZodType<Partial<Product>>;

/** A category, with its active subcategories. */
export const category: z.ZodType<Category> = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  path: z.string(),
  position: z.number().int(),
  product_count: z.number().int(),
  is_active: z.boolean(),
  url_key: z.string(),
  url_path: z.string(),
  slug: z.string(),
  description: z.string(),
  menu_column: z.string().nullable(),
  get children_data() {
    return z.array(category);
  },
});

/** Every catalogue query's answer: a page of items, the total, and the aggregations a listing filters by. */
export function catalogResult<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    perPage: z.number().int(),
    start: z.number().int(),
    aggregations: z.record(z.string(), z.object({ buckets: z.array(z.object({ key: z.string(), doc_count: z.number().int() })) })),
    attributeMetadata: z.array(z.unknown()),
  });
}

/** GET /api/catalog/category/tree. */
export const categoryTreeAnswer = z.array(category);
/** GET /api/catalog/category. */
export const categoryListAnswer = catalogResult(category);
/** GET /api/catalog/product: listed products, each with the fields asked for (all by default). */
export const productListAnswer = catalogResult(productFieldsAsked);
/** GET /api/catalog/search and /api/catalog/search/quick: whole products, best match first. */
export const searchAnswer = catalogResult(product);
/** GET /api/product/render-list: the products of the skus asked for, priced in the currency asked for. */
export const renderListAnswer = z.object({ items: z.array(product) });
export type RenderListAnswer = z.infer<typeof renderListAnswer>;

// ── the domain's interfaces and these schemas describe the same answers ────────────────────────────────
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ProductFields = Omit<Product, "configurable_children" | "customizations">;
type SchemaFields = Omit<z.infer<z.ZodObject<typeof productFields>>, "customizations">;
const productsAgree: Same<ProductFields, SchemaFields> = true;
const typesAgree: Same<ProductType, z.infer<typeof productFields.type_id>> = true;
const resultsAgree: Same<CatalogResult<Category>, z.infer<typeof categoryListAnswer>> = true;
const customizationsAgree: Same<keyof Customization, keyof typeof customizationNode.shape> = true;
void [productsAgree, typesAgree, resultsAgree, customizationsAgree];
