/** The placed-order payload of spec §3 "Order (placed) payload". Totals sent by the browser are ignored. */
import { z } from "zod";
import { FIELD_LIMITS as L, MAX_LINE_QTY } from "@petsies/domain";
import { numberOrText, rowId, wholeNumber } from "../../infra/schemas.ts";

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

const address = z.object({
  firstname: text(L.name),
  lastname: text(L.name),
  street: z.array(text(L.street)).max(L.streetLines),
  city: text(L.city),
  postcode: text(L.postcode),
  country_id: text(2),
  region_id: wholeNumber("region_id").optional(),
  region: text(L.region).optional(),
  region_code: text(20).optional(),
  telephone: text(L.telephone),
  company: text(L.company).optional(),
  email: text(L.email).optional(),
  vat_id: text(L.vatId).optional(),
});
export type AddressInput = z.infer<typeof address>;

const product = z.object({
  server_item_id: rowId("server_item_id"),
  sku: text(200),
  // Each bound says itself: the schema's own error would name any failure "qty must be a number".
  qty: numberOrText("qty must be a number").pipe(
    z
      .number({ error: "qty must be a number" })
      .int("qty must be a whole number")
      .min(1, "qty must be at least 1")
      .max(MAX_LINE_QTY, `qty must be at most ${MAX_LINE_QTY}`),
  ),
});

/** An order names each of its lines; no cart holds more. */
export const MAX_ORDER_PRODUCTS = 200;

export const orderBody = z.object({
  order_id: text(100).optional(),
  cart_id: z.string({ error: "cart_id is required" }).min(1, "cart_id is required").max(200),
  user_id: z.union([z.string(), z.number()]).optional(),
  store_code: text(20).optional(),
  created_at: z.string().max(40).optional(),
  updated_at: z.string().max(40).optional(),
  transmited: z.boolean().optional(),
  transmited_at: z.union([z.string(), z.number(), z.null()]).optional(),
  products: z
    .array(product, { error: "products is required" })
    .min(1, "products must not be empty")
    .max(MAX_ORDER_PRODUCTS, `An order holds at most ${MAX_ORDER_PRODUCTS} products`),
  addressInformation: z.object(
    {
      shippingAddress: address.optional(),
      billingAddress: address,
      shipping_method_code: text(50).optional(),
      shipping_carrier_code: text(50).optional(),
      payment_method_code: text(50),
      payment_method_additional: z.unknown().optional(),
      shippingExtraFields: z.unknown().optional(),
    },
    { error: "addressInformation is required" },
  ),
  personalDetails: z
    .object({
      firstName: text(L.name).optional(),
      lastName: text(L.name).optional(),
      emailAddress: text(L.email).optional(),
      createAccount: z.boolean().optional(),
      /** Only with createAccount; used for the new account and never stored with the order. */
      password: z.string().max(L.password).optional(),
    })
    .optional(),
  paymentDetails: z.unknown().optional(),
});
export type OrderInput = z.infer<typeof orderBody>;

/** The order's idempotency key: the Idempotency-Key header, else the order id the browser stamped. */
export const orderHeaders = z.object({
  "idempotency-key": z.string().min(8, "Idempotency-Key must be at least 8 characters").max(200).optional(),
});
