/**
 * Test shoppers: a customer with a live session, and orders placed for them through the real cart and
 * order API (so order rows look exactly as placement writes them).
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { customers, orderItems, orders } from "../db/schema.ts";
import { startSession } from "../modules/users/sessions.ts";
import type { TestApp } from "./app.ts";
import { publicIds } from "../infra/public-ids.ts";

export interface Shopper {
  id: number;
  email: string;
  token: string;
}

export async function newShopper(t: TestApp, name = "ann"): Promise<Shopper> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await t.database.db.insert(customers).values({ email, firstName: "Ann", lastName: "Lee" }).returning({ id: customers.id });
  const { token } = await startSession(t.database.db, row!.id);
  return { id: row!.id, email, token };
}

export const shippingAddress = {
  firstname: "Ann",
  lastname: "Lee",
  street: ["1 Main St"],
  city: "Albany",
  postcode: "12207",
  country_id: "US",
  region_id: 43,
  telephone: "(518) 555-0143",
};

export interface Line {
  sku: string;
  qty: number;
  product_option?: Record<string, unknown>;
}

export interface PlacedTestOrder {
  incrementId: string;
  /** Row ids, as the back office and the database know them. */
  orderId: number;
  itemIds: number[];
  /** The order's and its items' ids as the shopper sees them (infra/public-ids.ts). */
  publicOrderId: number;
  publicItemIds: number[];
}

export interface PlaceOptions {
  /** A gift card code to apply to the cart first. */
  giftCardCode?: string;
  /** Another payment method than the test card (e.g. checkmo). */
  paymentMethodCode?: string;
  /** A coupon code to apply to the cart first. */
  couponCode?: string;
}

/** Places an order for the shopper with the test card; answers its increment id and its item ids. */
export async function placeOrderFor(
  t: TestApp,
  shopper: Shopper,
  lines: Line[],
  address: Record<string, unknown> = shippingAddress,
  options: PlaceOptions = {},
): Promise<PlacedTestOrder> {
  const call = async (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${shopper.token}`, ...headers }, ...(payload ? { payload } : {}) });
    const body = res.json();
    expect(res.statusCode, `${url}: ${JSON.stringify(body.result)}`).toBe(200);
    return body.result;
  };
  const cartId = (await call("POST", "/api/cart/create")) as string;
  for (const cartItem of lines) await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem });
  if (options.giftCardCode) await call("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: options.giftCardCode });
  if (options.couponCode) await call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=${encodeURIComponent(options.couponCode)}`);
  const items = (await call("GET", `/api/cart/pull?cartId=${cartId}`)) as { item_id: number; sku: string; qty: number; giftcard_options?: { recipient_ship?: boolean } }[];
  // Any gift card product's line carries its options: an e-mailed card ships nothing.
  const shipped = items.some((i) => !["digital_pet_portrait", "inspiration_kit"].includes(i.sku) && !(i.giftcard_options && !i.giftcard_options.recipient_ship));
  const placed = await call(
    "POST",
    "/api/order",
    {
      cart_id: cartId,
      products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })),
      addressInformation: {
        ...(shipped ? { shippingAddress: address, shipping_method_code: address.country_id === "US" ? "domestic" : "international", shipping_carrier_code: "petsies" } : {}),
        billingAddress: address,
        payment_method_code: options.paymentMethodCode ?? "petsies_testcard",
        payment_method_additional: { card_number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name_on_card: "Ann Lee" },
      },
      personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: shopper.email },
    },
    { "idempotency-key": randomUUID() },
  );
  const incrementId = placed.increment_id as string;
  const [order] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.incrementId, incrementId));
  const rows = await t.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order!.id)).orderBy(asc(orderItems.id));
  const ids = await publicIds(t.database.db);
  return {
    incrementId,
    orderId: order!.id,
    itemIds: rows.map((r) => r.id),
    publicOrderId: ids.toPublic("order", order!.id),
    publicItemIds: rows.map((r) => ids.toPublic("order-item", r.id)),
  };
}
