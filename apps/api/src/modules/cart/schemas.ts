/** Request shapes of spec §7 "Cart". Token and cart id travel as query parameters. */
import { z } from "zod";
import { addressMessages, FIELD_LIMITS, GIFT_CARD_FIELD_MAX, MAX_LINE_QTY, parseQty } from "@petsies/domain";
import { INT4_MAX, jsonRowId, numberOrText, rowId } from "../../infra/schemas.ts";

/** A user token may come along (or as a Bearer header); guest carts are addressed by cartId alone. */
export const tokenQuery = z.object({ token: z.string().max(200).optional() });

/** POST /api/cart/create: the campaignToken this browser keeps, so the new cart takes part in that campaign. */
export const cartCreateQuery = tokenQuery.extend({ campaignToken: z.string().trim().max(200, "campaignToken is too long").optional() });

export const cartQuery = z.object({
  cartId: z.string({ error: "cartId is required" }).trim().min(1, "cartId is required").max(200),
  token: z.string().max(200).optional(),
});

const itemId = jsonRowId("item_id must be a number");

const QTY_WRONG = `qty must be a whole number from 0 to ${MAX_LINE_QTY}`;

/** A number or its digits; anything else (a JSON true, a list) is a wrong quantity, and only a missing one is "required". */
const qty = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? "qty is required" : QTY_WRONG) })
  .transform((v, ctx) => {
    const parsed = parseQty(v);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", message: QTY_WRONG });
      return z.NEVER;
    }
    return parsed;
  });

const giftcardOptions = z
  .object({
    amount: numberOrText("amount must be a number").pipe(z.number({ error: "amount must be a number" }).finite()),
    giftcard_template_id: rowId("giftcard_template_id").optional(),
    send_friend: z.boolean().optional(),
    customer_name: z.string().trim().max(GIFT_CARD_FIELD_MAX.name).optional(),
    recipient_name: z.string().trim().max(GIFT_CARD_FIELD_MAX.name).optional(),
    recipient_email: z.email(addressMessages.emailInvalid).max(FIELD_LIMITS.email).optional(),
    message: z.string().max(GIFT_CARD_FIELD_MAX.message).optional(),
    recipient_ship: z.boolean().optional(),
  })
  .strict();

const sku = z.string({ error: "sku is required" }).trim().min(1, "sku is required").max(200);

export const updateBody = z.object({
  cartItem: z.object(
    {
      sku,
      qty,
      item_id: itemId.optional(),
      server_item_id: itemId.optional(),
      quoteId: z.string().max(200).optional(),
      parentSku: z.string().max(200).optional(),
      product_option: z.record(z.string(), z.unknown()).optional(),
      giftcard_options: giftcardOptions.optional(),
    },
    { error: "cartItem is required" },
  ),
});

export const deleteBody = z.object({
  cartItem: z
    .object(
      { sku: z.string().trim().max(200).optional(), item_id: itemId.optional(), quoteId: z.string().max(200).optional() },
      { error: "cartItem is required" },
    )
    .refine((c) => c.item_id !== undefined || (c.sku ?? "") !== "", "cartItem needs an item_id or a sku"),
});

const countryId = z
  .string({ error: "countryId is required" })
  .trim()
  .regex(/^[A-Za-z]{2}$/, "countryId must be a two-letter country code")
  .transform((s) => s.toUpperCase());

const regionId = z.union([z.number().int().min(0).max(INT4_MAX), z.string().regex(/^\d{0,6}$/).transform((s) => (s ? Number(s) : 0))]);

export const shippingMethodsBody = z.object({
  address: z.object(
    { country_id: countryId.optional(), countryId: countryId.optional(), region_id: regionId.optional(), postcode: z.string().max(20).optional() },
    { error: "address is required" },
  ).refine((a) => a.country_id ?? a.countryId, "address needs a countryId"),
});

const addressFields = z.object({
  countryId: countryId.optional(),
  country_id: countryId.optional(),
  regionId: regionId.optional(),
  region_id: regionId.optional(),
}).passthrough();

export const shippingInformationBody = z.object({
  addressInformation: z.object(
    {
      shippingAddress: addressFields.optional(),
      shipping_address: addressFields.optional(),
      billingAddress: addressFields.optional(),
      shippingCarrierCode: z.string().max(50).optional(),
      shippingMethodCode: z.string().max(50).optional(),
      shipping_carrier_code: z.string().max(50).optional(),
      shipping_method_code: z.string().max(50).optional(),
    },
    { error: "addressInformation is required" },
  ),
});

export const collectTotalsBody = z.object({
  methods: z
    .object({
      paymentMethod: z.object({ method: z.string().max(50) }).optional(),
      shippingMethodCode: z.string().max(50).optional(),
      shippingCarrierCode: z.string().max(50).optional(),
    })
    .optional(),
});

export const couponQuery = cartQuery.extend({
  coupon: z.string({ error: "coupon is required" }).trim().min(1, "coupon is required").max(FIELD_LIMITS.code),
});

export const personalDetailsBody = z.object({
  cartId: z.string({ error: "cartId is required" }).min(1).max(200),
  email: z.email("email must be a valid e-mail address").max(254),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

export const recoveryQuery = z.object({
  recoveryId: z.string({ error: "recoveryId is required" }).trim().min(1, "recoveryId is required").max(100),
  recoveryCode: z.string({ error: "recoveryCode is required" }).trim().min(1, "recoveryCode is required").max(200),
  token: z.string().max(200).optional(),
});
