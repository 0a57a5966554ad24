/**
 * The stable machine codes an API answer carries in `error` beside its human message (packages/contract
 * errorAnswer). A client decides by the code, never by the text: the spec's texts may change, the codes do not.
 */
export const ERROR_CODES = {
  /** 404: the cart is closed (ordered, merged) or never was; the browser starts a new one (spec §4). */
  cartNotFound: "cart_not_found",
  /** 404: a customer's cart asked for without that customer's token; the browser clears and disconnects (spec §8). */
  cartNotYours: "cart_not_yours",
  /** 401: the user token is no longer live; the browser refreshes it and asks again (spec §4). */
  tokenNotValid: "token_not_valid",
  /** 401: the account was disabled by the shop. */
  accountDisabled: "account_disabled",
  /** 402: the payment was declined. */
  paymentDeclined: "payment_declined",
  /** 409: the cart's items changed since the checkout page read them. */
  cartChanged: "cart_changed",
  /** 409: the same order is being placed from another window. */
  orderBusy: "order_busy",
  /** 500 (spec §4's order contract): something in the order ran out while it was being placed. */
  outOfStock: "out_of_stock",
  /** 404: order items asked for that are not items of the customer's placed orders; the message names them (spec §8). */
  orderItemsNotFound: "order_items_not_found",
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
