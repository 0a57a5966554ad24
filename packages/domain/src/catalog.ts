/** Wire shapes of the catalogue (spec §3), as the API sends them. Prices are decimal amounts. */
import type { Customization } from "./customization/types.ts";
import type { StockInfo } from "./stock.ts";

export const PRODUCT_TYPES = ["simple", "configurable", "grouped", "bundle", "virtual", "downloadable"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Product status: 1 enabled; 2 or more fails to load (spec §4). Visibility 1 = not visible on its own. */
export const STATUS_ENABLED = 1;
export const LISTED_VISIBILITY = [2, 3, 4] as const;
export const NOT_VISIBLE = 1;

/** The custom attributes holding a product's SEO title and description (set in the back office, issue 13). */
export const SEO_TITLE_ATTRIBUTE = "meta_title";
export const SEO_DESCRIPTION_ATTRIBUTE = "meta_description";

export interface MediaItem {
  image: string;
  label: string;
  video?: string | null;
}

export interface ConfigurableOption {
  attribute_code: string;
  attribute_id: number;
  label: string;
  values: { value_index: number; label: string }[];
}

export interface ProductLink {
  link_type: string;
  linked_product_type: string;
  linked_product_sku: string;
  is_default?: boolean;
  qty?: number;
  /**
   * A bundle selection's quantity may be changed by the shopper (spec §3 "Product" bundle_options); false keeps
   * the link's qty whatever the cart is sent. The demo's links leave it out: the quantity sent counts.
   */
  can_change_quantity?: boolean;
}

/** How a bundle option is chosen: one of its selections (radio, select) or several (checkbox, multi). */
export const BUNDLE_INPUT_TYPES = ["radio", "select", "checkbox", "multi"] as const;
export type BundleInputType = (typeof BUNDLE_INPUT_TYPES)[number];
export const isSingleChoice = (type: string) => type === "radio" || type === "select";

export interface BundleOption {
  option_id: number;
  title: string;
  required: boolean;
  type: string;
  product_links: ProductLink[];
}

export interface Product {
  id: number;
  sku: string;
  parentSku: string | null;
  name: string;
  type_id: ProductType;
  url_key: string;
  url_path: string;
  slug: string;
  image: string;
  thumbnail: string;
  media_gallery: MediaItem[];
  description: string;
  short_description: string;
  tax_class_id: number;
  status: number;
  visibility: number;
  category_ids: number[];
  stock: StockInfo & { product_id: number; product_sku: string };
  qty: number;
  price: number;
  original_price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  regular_price: number;
  discount_percent: number;
  configurable_options: ConfigurableOption[];
  configurable_children: Product[];
  custom_attributes: Record<string, string | number>;
  bundle_options: BundleOption[];
  product_links: ProductLink[];
  updated_at: string;
  /**
   * The customization tree of a customizable product (spec §3 "Customization"); API answers carry it, null
   * when the product has none.
   */
  customizations?: Customization[] | null;
}

export interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
  path: string;
  position: number;
  product_count: number;
  is_active: boolean;
  url_key: string;
  url_path: string;
  slug: string;
  description: string;
  menu_column: string | null;
  children_data: Category[];
}

/** The answer of every catalogue query (spec §7 "Catalogue"). */
export interface CatalogResult<T> {
  items: T[];
  total: number;
  perPage: number;
  start: number;
  aggregations: Record<string, { buckets: { key: string; doc_count: number }[] }>;
  attributeMetadata: unknown[];
}

/** Where a product page lives: `/p/{parentSku}/` or `/p/{parentSku}/{childSku}/`. */
export function productPath(p: Pick<Product, "sku" | "parentSku" | "type_id">): string {
  const parent = p.parentSku ?? p.sku;
  if (p.parentSku && p.parentSku !== p.sku) return `/p/${encodeURIComponent(parent)}/${encodeURIComponent(p.sku)}/`;
  return `/p/${encodeURIComponent(parent)}/`;
}

export function categoryPath(c: Pick<Category, "slug">): string {
  return `/c/${encodeURIComponent(c.slug)}/`;
}

/** A url_key made from a name: lowercase ASCII letters and digits joined by single dashes ("Café Mugs!" → "cafe-mugs"). */
export function urlKeyOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
