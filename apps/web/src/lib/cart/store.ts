/**
 * The browser's one cart (spec §4 "Cart"), built by createCart from the shop's parts: local storage, the
 * cart API as the shopper (with the user token while logged in), and the shop's notices and analytics.
 * Components import its actions from here and read its state through use-cart.ts.
 */
import { userToken } from "../user/session.ts";
import { cartApi } from "./cart-api.ts";
import { shopCartEvents } from "./cart-events.ts";
import { createCart } from "./create-cart.ts";
import { localCartStorage } from "./storage.ts";

export type { CartState } from "./cart-state.ts";
export type { Refusal } from "./sync-engine.ts";
export { partNotAdded, type AddOutcome, type CodeAnswer } from "./create-cart.ts";

const cart = createCart({
  storage: localCartStorage(),
  server: { ...cartApi, loggedIn: () => userToken() !== null },
  events: shopCartEvents,
});

export const {
  sync,
  addToCart,
  addToCartFromForm,
  addAllToCart,
  updateQty,
  removeItem,
  applyCoupon,
  removeCoupon,
  applyGiftCard,
  removeGiftCard,
  refreshGiftCards,
  clearAfterOrder,
  reloadCart,
  adoptCart,
  connectCustomerCart,
  disconnectCart,
  openMinicart,
  closeMinicart,
  cartStore,
} = cart;
