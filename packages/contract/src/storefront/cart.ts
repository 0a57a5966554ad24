/**
 * The cart's answers (spec §7 "Cart"), as GET /api/cart/pull, POST /api/cart/update, the totals and the
 * checkout's shipping and payment calls give them. Field names are the wire names of the spec; amounts are
 * major units of the base currency (the server prices everything; the browser only shows these).
 */
import { z } from "zod";

/** A gift card line's options, as the shopper chose them. */
export const giftcardOptions = z.object({
  amount: z.number(),
  giftcard_template_id: z.number().int().optional(),
  send_friend: z.boolean().optional(),
  customer_name: z.string().optional(),
  recipient_name: z.string().optional(),
  recipient_email: z.string().optional(),
  message: z.string().optional(),
  recipient_ship: z.boolean().optional(),
});

/** One choice a customized line shows in the cart: an option marked showInCart, as the shopper saw it. */
export const lineChoice = z.object({ customization_id: z.string(), title: z.string(), value: z.string() });

/** One line of the server cart (spec §3 "Cart item"). */
export const serverCartItem = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  parentSku: z.string().nullable(),
  qty: z.number().int(),
  name: z.string(),
  /** Unit price. */
  price: z.number(),
  product_type: z.string(),
  quote_id: z.string(),
  checksum: z.string(),
  thumbnail: z.string(),
  is_in_stock: z.boolean(),
  product_option: z.record(z.string(), z.unknown()).optional(),
  giftcard_options: giftcardOptions.optional(),
  /** A customized line's display, worked out by the server from its state (for lines from another device). */
  customizations: z.array(lineChoice).optional(),
  /** Days from order to shipment with the chosen production time, and the promise naming that day (spec §4). */
  turnaround_time: z.number().optional(),
  shipment_promise_template: z.string().optional(),
});

/** GET /api/cart/pull. */
export const cartPullAnswer = z.array(serverCartItem);
/** POST /api/cart/update: the line as it is now; null when a quantity of 0 removed it. */
export const cartUpdateAnswer = serverCartItem.nullable();
/** POST /api/cart/create (and POST /api/carts/recovery-requests' cartId): a cart's id. */
export const cartIdAnswer = z.string().describe("cartId");
/** POST /api/cart/merge-guest-and-customer: the customer's cart, where the guest's lines went. */
export const mergeAnswer = z.object({ cartId: z.string() });
/** Answers that only say it is done (delete, apply and delete a coupon). */
export const cartDoneAnswer = z.boolean();

export const totalSegment = z.object({
  code: z.enum(["subtotal", "discount", "shipping", "tax", "giftcard", "grand_total"]),
  title: z.string(),
  value: z.number(),
});

export const totalsItem = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  price: z.number(),
  price_incl_tax: z.number(),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
  tax_amount: z.number(),
  tax_percent: z.number(),
  discount_amount: z.number(),
});

/** A gift card applied to the cart: its code masked but for the end, the value it pays here and what it holds. */
export const appliedGiftCard = z.object({ code: z.string(), value: z.number(), balance: z.number() });

/** GET /api/cart/totals and POST /api/cart/collect-totals (the platform totals). */
export const cartTotals = z.object({
  grand_total: z.number(),
  base_grand_total: z.number(),
  subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  /** Negative, or 0. */
  discount_amount: z.number(),
  tax_amount: z.number(),
  shipping_amount: z.number(),
  shipping_incl_tax: z.number(),
  coupon_code: z.string().nullable(),
  base_currency_code: z.string(),
  quote_currency_code: z.string(),
  items_qty: z.number().int(),
  is_virtual: z.boolean(),
  /** `<carrier>_<method>`, once chosen. */
  shipping_method: z.string().nullable(),
  items: z.array(totalsItem),
  applied_gift_cards: z.array(appliedGiftCard),
  total_segments: z.array(totalSegment),
});

/** POST /api/cart/shipping-methods: every method, with `available` set by the destination (spec §4). */
export const shippingMethod = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: z.number(),
  price_incl_tax: z.number(),
  available: z.boolean(),
});
export const shippingMethodsAnswer = z.array(shippingMethod);

/** GET /api/cart/payment-methods: those this cart may use. */
export const paymentMethodOption = z.object({
  code: z.string(),
  title: z.string(),
  offline: z.boolean(),
  is_server_method: z.boolean(),
  /** How to pay an offline method (check / money order: to whom, where). */
  instructions: z.string().optional(),
  /** A method the browser finishes with the provider's own script (Stripe's Payment Element): the public key it loads with. */
  publishable_key: z.string().optional(),
});
export const paymentMethodsAnswer = z.array(paymentMethodOption);

/** POST /api/cart/shipping-information: the totals with the chosen method, and the payment methods they allow. */
export const shippingInformationAnswer = z.object({ totals: cartTotals, payment_methods: paymentMethodsAnswer });

export type GiftcardOptionsAnswer = z.infer<typeof giftcardOptions>;
export type LineChoiceAnswer = z.infer<typeof lineChoice>;
export type ServerCartItem = z.infer<typeof serverCartItem>;
export type TotalSegment = z.infer<typeof totalSegment>;
export type CartTotals = z.infer<typeof cartTotals>;
export type AppliedGiftCardAnswer = z.infer<typeof appliedGiftCard>;
export type ShippingMethodAnswer = z.infer<typeof shippingMethod>;
export type PaymentMethodOption = z.infer<typeof paymentMethodOption>;
export type ShippingInformationAnswer = z.infer<typeof shippingInformationAnswer>;
