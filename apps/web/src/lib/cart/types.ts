/**
 * The browser cart's shapes (spec §3 "Cart item", "Cart state"). Field names are the wire and storage
 * names of the spec, so items go to local storage and to the API without renaming.
 */

import type { GiftcardOptions, LineChoice } from "@petsies/domain";

export type { GiftcardOptions };

/** One choice a customized line shows in the cart: an option marked showInCart, as the shopper saw it. */
export type CartCustomization = LineChoice;

/** One line of the browser cart, as saved under `current-cart`. */
export interface CartItem {
  sku: string;
  parentSku: string | null;
  qty: number;
  /** The quantity the server last confirmed; a failed update goes back to it (none: the item is dropped). */
  prev_qty?: number;
  server_item_id?: number;
  checksum?: string;
  name: string;
  /** Unit price in the base currency, for display only: the server prices every line itself. */
  price: number;
  thumbnail: string;
  product_option?: Record<string, unknown>;
  giftcard_options?: GiftcardOptions;
  type_id: string;
  /** A customized line's choices (spec §3 "Cart item" customizations); shown only, never sent. */
  customizations?: CartCustomization[];
  /** Days from order to shipment with the chosen production time, and the promise naming that day (spec §4). */
  turnaround_time?: number;
  shipment_promise_template?: string;
}

/** What the product page hands the cart: an item before it has a quantity or a server id. */
export type NewCartItem = Pick<
  CartItem,
  | "sku"
  | "parentSku"
  | "name"
  | "price"
  | "thumbnail"
  | "type_id"
  | "product_option"
  | "giftcard_options"
  | "customizations"
  | "turnaround_time"
  | "shipment_promise_template"
>;

/**
 * The server's answers, as the API declares them (packages/contract): a line as GET /api/cart/pull and POST
 * /api/cart/update answer it, and GET /api/cart/totals (the platform totals, amounts in the base currency).
 */
export type { CartTotals, ServerCartItem, TotalSegment } from "@petsies/contract";

/** A gift card applied to the cart: its real code (needed to remove it) and the value used. */
export interface AppliedGiftCard {
  code: string;
  value: number;
}

export type StockStatus = "ok" | "volatile" | "out_of_stock";
