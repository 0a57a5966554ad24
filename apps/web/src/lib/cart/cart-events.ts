/**
 * What the cart tells the world beyond its own state: the shopper's notices (spec §8) and the analytics
 * events (spec §9). The sync engine and the cart's actions only call these; what a notice or an event looks
 * like is decided here, so the cart's logic runs the same without a page (tests, another tab's store).
 */
import { messages } from "@petsies/domain";
import { ecommerceOf, itemOfCartLine, trackEcommerce, trackViewCart } from "../analytics.ts";
import { notify } from "../notifications/store.ts";
import { clearCountdownExpirationOnCustomAdd } from "../promotions/storage.ts";
import type { CartItem, NewCartItem } from "./types.ts";

export interface CartEvents {
  /** Lines went into the cart (one product, or every part of a set that went in). */
  added(lines: (NewCartItem & { qty: number })[], volatile: boolean): void;
  /** Something the shopper asked for was refused; the message is the shop's, or spec §8's. */
  refused(message: string): void;
  /** A line's quantity changed from `before.qty` to `qty`. */
  qtyChanged(before: CartItem, qty: number): void;
  removed(item: CartItem): void;
  /** The shopper sees the cart's lines (the minicart opened). */
  viewed(items: CartItem[]): void;
}

/** The shop's events: notices in the notification store, GA4 events in the data layer. */
export const shopCartEvents: CartEvents = {
  added(lines, volatile) {
    for (const line of lines) clearCountdownExpirationOnCustomAdd(line);
    notify(volatile ? { type: "warning", message: messages.volatileStock } : { type: "success", message: messages.cartAddSuccess });
    trackEcommerce("add_to_cart", ecommerceOf(lines.map(itemOfCartLine)));
  },
  refused(message) {
    notify({ type: "danger", message });
  },
  qtyChanged(before, qty) {
    notify({ type: "success", message: messages.qtyUpdated });
    // GA4 counts a quantity change as adding or removing the difference.
    const difference = qty - before.qty;
    if (difference !== 0) {
      trackEcommerce(difference > 0 ? "add_to_cart" : "remove_from_cart", ecommerceOf([itemOfCartLine({ ...before, qty: Math.abs(difference) })]));
    }
  },
  removed(item) {
    trackEcommerce("remove_from_cart", ecommerceOf([itemOfCartLine(item)]));
  },
  viewed(items) {
    trackViewCart(items);
  },
};
