/**
 * What a shopper can do with an order item (spec §3 "Item action", reference facts "Order item"): re-order
 * on every item, customize an item that waits for the shopper's details, and give the tax ID that customs
 * of some countries need. The web treats any other action that has a url as an external link.
 */
import { COMPLETED_STATUSES, ORDER_ITEM_STATUS, type OrderItemKind } from "./order-progress.ts";

export const ORDER_ITEM_ACTION = {
  reorder: "re-order",
  downloadResult: "download-result",
  provideTaxId: "provide-tax-id",
  awaitingCustomization: "awaiting-customization",
} as const;

/** spec §3 "Item action". */
export interface OrderItemAction {
  code: string;
  name: string;
  message: string | null;
  url: string | null;
  /** When true the item's tracker is hidden: nothing moves until the shopper acts. */
  blocking_progress: boolean;
}

/** The pages that customize an existing order item (spec §2), by route name. */
export const CUSTOMIZE_ROUTES = {
  "forevers-customize": "/forevers/customize/",
  "golf-head-covers-customize": "/golf-head-covers/customize/",
  "printed-product-customize": "/printed-product/customize/",
} as const;

export type CustomizeRouteName = keyof typeof CUSTOMIZE_ROUTES;

export const BULK_CUSTOMIZE_PATH = "/order-items/bulk-customize/";

/**
 * The route per product sku (reference facts "Order-item customize routes by sku"): the old shop's
 * Shopify* bundle skus and this catalogue's creation bundles of the same families.
 */
const CUSTOMIZE_ROUTE_BY_SKU: Readonly<Record<string, CustomizeRouteName>> = {
  ...Object.fromEntries(
    [
      "ShopifyForeversDog_bundle",
      "ShopifyForeversCat_bundle",
      "ShopifyForeversOther_bundle",
      "ForeversDog_bundle",
      "ForeversCat_bundle",
      "ForeversOther_bundle",
    ].map((sku) => [sku, "forevers-customize"]),
  ),
  ...Object.fromEntries(
    [
      "ShopifyGolfHeadCoversDog_bundle",
      "ShopifyGolfHeadCoversCat_bundle",
      "ShopifyGolfHeadCoversOther_bundle",
      "golfHeadCoversDog_bundle",
      "golfHeadCoversCat_bundle",
      "golfHeadCoversOther_bundle",
    ].map((sku) => [sku, "golf-head-covers-customize"]),
  ),
  ...Object.fromEntries(
    [
      "ShopifyPhotoPortraits_bundle",
      "ShopifyPajamas_bundle",
      "ShopifyPetPhotoBlankets_bundle",
      "ShopifyRenaissanceBlankets_bundle",
      "ShopifyTumblers_bundle",
      "ShopifyPetSocks_bundle",
      "ShopifyGolfShirts_bundle",
      "customPhotoPortraits_bundle",
      "customPajamas_bundle",
      "petsiesCustomCutOutBlankets_bundle",
      "customRenaissanceBlankets_bundle",
      "customTumblers_bundle",
      "petsiesCustomPrintedSocks_bundle",
      "customGolfShirts_bundle",
    ].map((sku) => [sku, "printed-product-customize"]),
  ),
};

export function customizeRouteForSku(sku: string): CustomizeRouteName | null {
  return Object.hasOwn(CUSTOMIZE_ROUTE_BY_SKU, sku) ? CUSTOMIZE_ROUTE_BY_SKU[sku]! : null;
}

/** The page that customizes one order item, or null when its sku has none (then nothing happens). */
export function customizeItemPath(orderItemId: number | string, sku: string): string | null {
  const route = customizeRouteForSku(sku);
  if (!route) return null;
  const query = new URLSearchParams({ orderItemId: String(orderItemId), sku });
  return `${CUSTOMIZE_ROUTES[route]}?${query}`;
}

/** The bulk page takes orderItemIds as a list of strings (spec §2). */
export function bulkCustomizePath(orderItemIds: readonly (number | string)[]): string {
  const query = new URLSearchParams(orderItemIds.map((id): [string, string] => ["orderItemIds", String(id)]));
  return `${BULK_CUSTOMIZE_PATH}?${query}`;
}

/** Customs of these countries hold a parcel until the recipient's tax ID is given (BR CPF, CL RUT, KR PCCC). */
export const TAX_ID_COUNTRIES: readonly string[] = ["BR", "CL", "KR"];

/** Where a shopper sends what we ask for (the contact page). */
export const CONTACT_PATH = "/contact/";

export interface ActionSubject {
  itemId: number;
  sku: string;
  statusId: number;
  kind: OrderItemKind;
  /** The order's shipping country, when it ships. */
  shippingCountry: string | null;
  /** Whether the shipping address carries a vat_id. */
  hasTaxId: boolean;
  /** Whether the item has a file to download (a downloadable product). */
  downloadable?: boolean;
}

/** Where a customer downloads an item's file (the API checks that the order is theirs). */
export function downloadItemPath(orderItemId: number | string): string {
  return `/api/downloads/order-items/${orderItemId}`;
}

const REORDER: OrderItemAction = {
  code: ORDER_ITEM_ACTION.reorder,
  name: "Re-order",
  message: null,
  url: null,
  blocking_progress: false,
};

export function orderItemActions(item: ActionSubject): OrderItemAction[] {
  const actions: OrderItemAction[] = [REORDER];
  const customizeUrl = customizeItemPath(item.itemId, item.sku);
  if (item.statusId === ORDER_ITEM_STATUS.awaitingCustomization && customizeUrl) {
    actions.push({
      code: ORDER_ITEM_ACTION.awaitingCustomization,
      name: "Customize",
      message: "We need a few more details from you before we can start making this item.",
      url: customizeUrl,
      blocking_progress: true,
    });
  }
  if (item.downloadable && item.statusId !== ORDER_ITEM_STATUS.cancelled) {
    actions.push({
      code: ORDER_ITEM_ACTION.downloadResult,
      name: "Download",
      message: null,
      url: downloadItemPath(item.itemId),
      blocking_progress: false,
    });
  }
  if (needsTaxId(item)) {
    actions.push({
      code: ORDER_ITEM_ACTION.provideTaxId,
      name: "Provide tax ID",
      message: `Customs in ${item.shippingCountry} need the recipient's tax ID before we can ship this item. Please send it to us.`,
      url: CONTACT_PATH,
      blocking_progress: false,
    });
  }
  return actions;
}

function needsTaxId(item: ActionSubject): boolean {
  const shipped = item.kind === "made-to-order" || item.kind === "ready-made";
  const open = item.statusId !== ORDER_ITEM_STATUS.cancelled && !(COMPLETED_STATUSES as readonly number[]).includes(item.statusId);
  return shipped && open && !item.hasTaxId && TAX_ID_COUNTRIES.includes((item.shippingCountry ?? "").toUpperCase());
}
