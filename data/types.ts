/**
 * Shapes of the demo data that the seed step loads (apps/api/src/db/seed). The files beside this one are
 * plain data; the seed derives everything mechanical (category paths and levels, url keys, storage keys,
 * dates from day offsets, the simple products behind each bundle size) so the data stays short and cannot
 * disagree with itself.
 */
import type {
  BodyPart,
  BundleOption,
  ConfigurableOption,
  Customization,
  ExtraPhotosAddOn,
  MenuColumn,
  PageBlock,
  ProductLink,
  ProductType,
  RushAddOn,
} from "@petsies/domain";

export interface CategoryData {
  id: number;
  /** null only for the root ("Default Category"). */
  parentId: number | null;
  name: string;
  /** Also the url_key and url_path (no slashes). */
  slug: string;
  /** Order among siblings. */
  position: number;
  menuColumn: MenuColumn | null;
  description: string;
}

/** A sale price with its window in whole days relative to the seed day (negative = in the past). */
export interface SpecialPriceData {
  priceCents: number;
  fromDay: number | null;
  toDay: number | null;
}

export interface StockData {
  qty: number;
  /** Defaults to qty > 0 when stock is managed, true when it is not. */
  isInStock?: boolean;
  /** Defaults to true. */
  manageStock?: boolean;
}

export interface GalleryData {
  /** Art name: a file in data/art (without .svg) or an art variant. */
  image: string;
  label: string;
}

export interface ProductData {
  id: number;
  sku: string;
  parentSku?: string;
  typeId: ProductType;
  name: string;
  /** Defaults to the name in kebab case. */
  urlKey?: string;
  description: string;
  shortDescription: string;
  /** Art name of the main picture; the gallery starts with it. */
  image: string;
  gallery?: GalleryData[];
  /** 1 not visible on its own, 2 catalogue, 3 search, 4 both (default). */
  visibility?: 1 | 2 | 3 | 4;
  /** Product tax class: 2 taxable goods (default), 3 not taxed (gift cards). */
  taxClassId?: 2 | 3;
  priceCents: number;
  special?: SpecialPriceData;
  /** Category slugs, in the order the product should be placed. */
  categories: string[];
  configurableOptions?: ConfigurableOption[];
  customAttributes?: Record<string, string | number>;
  bundleOptions?: BundleOption[];
  productLinks?: ProductLink[];
  stock: StockData;
}

/** One choice of a creation bundle's size option; the seed makes it a simple product (visibility 1). */
export interface BundleSizeData {
  id: number;
  sku: string;
  label: string;
  priceCents: number;
}

/**
 * A creation-page bundle (the customizable families). Its cheapest size is the default choice, so the
 * bundle's price (spec §4: the default option link's price) is its "from" price.
 */
export interface CreationFamilyData extends Omit<ProductData, "typeId" | "priceCents" | "bundleOptions" | "stock"> {
  /** The creation page of spec §2 that customizes this bundle. */
  creationPath: string;
  /** Title of the bundle option the sizes belong to ("Size", "Club", "Style"). */
  optionTitle: string;
  sizes: BundleSizeData[];
}

/** A product picture drawn from another art file with a different background colour. */
export interface ArtVariantData {
  name: string;
  base: string;
  background: string;
}

export interface TaxRuleData {
  id: number;
  code: string;
  productTaxClassIds: number[];
  customerTaxClassIds: number[];
  rates: { rate: number; tax_country_id: string; tax_region_id: number; region_name: string }[];
}

export interface CurrencyData {
  code: string;
  name: string;
  symbol: string;
  /** Units of this currency per 1 USD. */
  rate: number;
  position: number;
}

export interface StoryData {
  fullSlug: string;
  name: string;
  content: PageBlock;
}

/** A rush production add-on of a product; its price is the price of the product with its sku. */
export type RushUpgradeData = Omit<RushAddOn, "price" | "turnaround_time"> & { turnaround_time: number };

/**
 * What the configurator of a customizable product needs (spec §3 "Customization", "Custom-plushie data"):
 * its customization tree, rush and extra-photo add-ons and body parts. The seed also derives the bundle's
 * add-on options from the tree: every option whose bundleOptionId is not the size option's becomes a
 * bundle option (not required) linking its values' skus, so the cart charges the add-on products.
 */
export interface ProductCustomizationData {
  /** The creation bundle's sku. */
  sku: string;
  customizations: Customization[];
  rushUpgrades: RushUpgradeData[];
  extraPhotosUpgrades: ExtraPhotosAddOn[];
  bodyParts: BodyPart[];
}
