/** What a configurator page gets from the server, once per product. */
import type { Customization, OptionValue, RushAddOn } from "@petsies/domain";

export interface ConfiguratorProduct {
  id: number;
  sku: string;
  name: string;
  /** Catalogue image key (for the cart thumbnail when no photo was uploaded). */
  image: string;
  type_id: string;
  /** Standard production: days from order to shipment, when the product says. */
  turnaroundDays: number | null;
  /** The shipment promise with {estimatedShipment} (spec §4), when the product has one. */
  promiseTemplate: string | null;
  /** Base-currency cents the product costs before its choices (domain customizedBaseCents). */
  baseCents: number;
}

export interface ConfiguratorData {
  product: ConfiguratorProduct;
  /** The tree as the product answer carries it (production time not yet prepared). */
  customizations: Customization[];
  rushAddOns: RushAddOn[];
  /** Base-currency cents of the products the values stand for, by sku (reference facts "Prices"). */
  prices: Record<string, number>;
}

/** A value may carry words and a picture of its own beyond the wire minimum (detailed descriptions). */
export type ShownValue = OptionValue & { description?: string | null; image?: string | null };
