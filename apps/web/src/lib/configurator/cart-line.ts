/**
 * A configuration as a cart line and back (spec §3 "Cart item", reference facts "Production time", "Cart
 * line identity", "Shipment promise"): the line carries the customization state without standard
 * production time, and plushie_id when there is one; never a price the server would trust (the price here
 * is for display until the server prices the line). The cart shows the options marked showInCart and the
 * shipment promise; editing reads the state back.
 */
import {
  creationLink,
  firstPhoto,
  fnv1a64,
  imageUrl,
  lineDisplay,
  photoThumbnailUrl,
  productPath,
  shipmentPromise,
  stripStandardProductionTime,
  type CustomizationState,
  type CustomizationTree,
  type RushAddOn,
  type ShipmentPromise,
} from "@petsies/domain";
import { lineKey } from "../cart/storage.ts";
import type { CartItem, NewCartItem } from "../cart/types.ts";
import { EDIT_PARAM } from "./query.ts";
import type { ConfiguratorProduct } from "./types.ts";


export interface ConfiguredLine {
  product: ConfiguratorProduct;
  tree: CustomizationTree;
  /** The configurator's state (standard production time in it). */
  state: CustomizationState;
  rushAddOns: readonly RushAddOn[];
  /** Base-currency cents of the configuration, shown until the server prices the line. */
  totalCents: number;
  plushieId?: string | null;
}

/** The cart item a configuration adds. */
export function configuredCartItem(line: ConfiguredLine): NewCartItem {
  const { product, tree, state } = line;
  const saved = stripStandardProductionTime(state);
  const photo = firstPhoto(state);
  return {
    sku: product.sku,
    parentSku: product.sku,
    name: product.name,
    price: line.totalCents / 100,
    thumbnail: photo
      ? photoThumbnailUrl(photo.url, "customizationCartThumbnail")
      : imageUrl(product.image, "cartThumbnail"),
    type_id: product.type_id,
    product_option: {
      extension_attributes: {
        customization_state: saved,
        ...(line.plushieId ? { plushie_id: line.plushieId } : {}),
      },
    },
    ...lineDisplay(tree, saved, product, line.rushAddOns),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function extensionOf(item: Pick<CartItem, "product_option">): Record<string, unknown> | null {
  const ext = item.product_option?.extension_attributes;
  return isRecord(ext) ? ext : null;
}

/** The saved customization state of a line (unchecked: the engine sanitizes it against the tree). */
export function lineCustomizationState(item: Pick<CartItem, "product_option">): unknown[] | null {
  const state = extensionOf(item)?.customization_state;
  return Array.isArray(state) ? state : null;
}

export function linePlushieId(item: Pick<CartItem, "product_option">): string | null {
  const id = extensionOf(item)?.plushie_id;
  return typeof id === "string" && id !== "" ? id : typeof id === "number" ? String(id) : null;
}

export function isCustomizedLine(item: Pick<CartItem, "product_option">): boolean {
  return lineCustomizationState(item) !== null;
}

/** A short name for a line in a URL: the hash of its identity in the browser cart. */
export function editKeyOf(item: Pick<CartItem, "sku" | "product_option" | "giftcard_options">): string {
  return fnv1a64(lineKey(item));
}

/** The line the `edit` query names, if it is still in the cart. */
export function findEditedLine(items: readonly CartItem[], key: string | null | undefined): CartItem | null {
  if (!key) return null;
  return items.find((item) => isCustomizedLine(item) && editKeyOf(item) === key) ?? null;
}

/**
 * Where the cart's "Edit" goes: the configurator the line was made on, with the line named — its creation page, or
 * for a product customized in the back office its own page; null for lines that are not customized.
 */
export function editLink(item: CartItem): string | null {
  const page = isCustomizedLine(item) ? (creationLink(item.sku) ?? productPath({ sku: item.sku, parentSku: null, type_id: "simple" })) : null;
  if (!page) return null;
  return `${page}${page.includes("?") ? "&" : "?"}${new URLSearchParams({ [EDIT_PARAM]: editKeyOf(item) })}`;
}

/** The promise a line shows, from the day it is looked at (spec §4 "Shipment promise"). */
export function lineShipmentPromise(item: Pick<CartItem, "turnaround_time" | "shipment_promise_template">, today: Date): ShipmentPromise | null {
  if (item.turnaround_time === undefined || !item.shipment_promise_template) return null;
  return shipmentPromise({ template: item.shipment_promise_template, today, turnaroundDays: item.turnaround_time });
}
