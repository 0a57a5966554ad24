import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, messages } from "@petsies/domain";
import { cartItems, carts, cartTokens, orders } from "../../db/schema.ts";
import { accountClient } from "../../test/accounts.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { CART_NOT_FOUND, CART_NOT_YOURS, MAX_CART_LINES, USER_TOKEN_NOT_VALID } from "./service.ts";

const address = {
  firstname: "Ann",
  lastname: "Lee",
  street: ["1 Main St"],
  city: "Albany",
  postcode: "12207",
  country_id: "US",
  region_id: 43,
  telephone: "(518) 555-0143",
};

describe.each(databaseKinds)("customer carts on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, signUp, secrets } = accountClient(t);
  const withToken = (url: string, token: string) => `${url}${url.includes("?") ? "&" : "?"}token=${token}`;

  async function cartFor(token: string | null) {
    const res = await call<string>("POST", token ? `/api/cart/create?token=${token}` : "/api/cart/create");
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    return res.result;
  }
  async function add(cartId: string, token: string | null, sku: string, qty: number) {
    const url = `/api/cart/update?cartId=${cartId}`;
    const res = await call("POST", token ? withToken(url, token) : url, { cartItem: { sku, qty } });
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    return res.result;
  }
  const pull = (cartId: string, token: string | null) =>
    call("GET", token ? withToken(`/api/cart/pull?cartId=${cartId}`, token) : `/api/cart/pull?cartId=${cartId}`);
  const lines = (items: { sku: string; qty: number }[]) => items.map((i) => [i.sku, i.qty]).sort();

  it("gives each device its own cartId for the customer's one cart", async () => {
    const ann = await signUp();
    const laptop = await cartFor(ann.token);
    const phoneToken = (await call("POST", "/api/user/login", { username: ann.email, password: ann.password })).result as string;
    const phone = await cartFor(phoneToken);
    expect(phone).not.toBe(laptop);
    await add(laptop, ann.token, "petsies_bandana", 2);
    expect(lines((await pull(phone, phoneToken)).result)).toEqual([["petsies_bandana", 2]]);
    await add(phone, phoneToken, "plush_care_kit", 1);
    expect(lines((await pull(laptop, ann.token)).result)).toEqual([
      ["petsies_bandana", 2],
      ["plush_care_kit", 1],
    ]);
    const db = t().database.db;
    const [cart] = await db.select().from(carts).where(eq(carts.customerId, ann.id));
    expect(await db.select().from(cartTokens).where(eq(cartTokens.cartId, cart!.id))).toHaveLength(2);
    // The Bearer header works as well as the token parameter.
    const viaHeader = await t().app.inject({ method: "GET", url: `/api/cart/pull?cartId=${phone}`, headers: { authorization: `Bearer ${phoneToken}` } });
    expect(viaHeader.statusCode).toBe(200);
  });

  it("answers 401 to a user token that is unknown or no longer live, so the browser retries as a guest", async () => {
    const ann = await signUp();
    expect(await call("POST", "/api/cart/create?token=made-up")).toEqual({ status: 401, result: messages.loginRequired, error: ERROR_CODES.tokenNotValid });
    await call("POST", `/api/user/logout?token=${ann.token}`);
    expect((await call("POST", `/api/cart/create?token=${ann.token}`)).status).toBe(401);
  });

  it("a customer's cart answers only to its owner's live token", async () => {
    const ann = await signUp();
    const bob = await signUp();
    const cartId = await cartFor(ann.token);
    await add(cartId, ann.token, "petsies_bandana", 1);

    expect(await pull(cartId, null)).toEqual({ status: 404, result: CART_NOT_YOURS, error: ERROR_CODES.cartNotYours });
    expect(await pull(cartId, bob.token)).toEqual({ status: 404, result: CART_NOT_YOURS, error: ERROR_CODES.cartNotYours });
    for (const [method, url, body] of [
      ["POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 5 } }],
      ["POST", `/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana" } }],
      ["GET", `/api/cart/totals?cartId=${cartId}`, undefined],
      ["POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=PETSIES10`, undefined],
      ["GET", `/api/giftcards/pull?cartId=${cartId}`, undefined],
      ["POST", `/api/cart/merge-guest-and-customer?cartId=${cartId}`, undefined],
    ] as const) {
      const res = await call(method, withToken(url, bob.token), body);
      expect(res.status, url).toBe(404);
      expect(messages.cartNotFoundMarkers.some((m) => String(res.result).includes(m)), url).toBe(true);
    }
    expect((await call("POST", "/api/carts/personal-details-update-requests", { cartId, email: "x@example.com" })).status).toBe(404);
    expect(lines((await pull(cartId, ann.token)).result)).toEqual([["petsies_bandana", 1]]);

    // Logged out: the device holds a dead token and can no longer read the cart.
    await call("POST", `/api/user/logout?token=${ann.token}`);
    expect(await pull(cartId, ann.token)).toEqual({ status: 401, result: USER_TOKEN_NOT_VALID, error: ERROR_CODES.tokenNotValid });
    expect(await pull(cartId, null)).toEqual({ status: 404, result: CART_NOT_YOURS, error: ERROR_CODES.cartNotYours });
  });

  it("a guest cart stays a guest cart, whoever holds its id", async () => {
    const ann = await signUp();
    const guest = await cartFor(null);
    await add(guest, null, "petsies_bandana", 1);
    expect((await pull(guest, ann.token)).status).toBe(200);
    expect((await pull(guest, "made-up")).status).toBe(200);
  });

  it("merges the guest cart into the customer's cart on login, once", async () => {
    const ann = await signUp();
    const mine = await cartFor(ann.token);
    await add(mine, ann.token, "petsies_bandana", 1);
    const guest = await cartFor(null);
    await add(guest, null, "petsies_bandana", 2);
    await add(guest, null, "plush_care_kit", 1);
    await call("POST", `/api/cart/apply-coupon?cartId=${guest}&coupon=PETSIES10`);

    expect((await call("POST", `/api/cart/merge-guest-and-customer?cartId=${guest}`)).status).toBe(401);
    const merged = await call("POST", `/api/cart/merge-guest-and-customer?cartId=${guest}&token=${ann.token}`);
    expect(merged.status).toBe(200);
    const cartId = merged.result.cartId as string;
    expect(cartId).not.toBe(guest);
    expect(lines((await pull(cartId, ann.token)).result)).toEqual([
      ["petsies_bandana", 3],
      ["plush_care_kit", 1],
    ]);
    expect(lines((await pull(mine, ann.token)).result)).toEqual(lines((await pull(cartId, ann.token)).result));
    // The guest's coupon comes along, the customer's cart having none.
    expect((await call("GET", withToken(`/api/cart/totals?cartId=${cartId}`, ann.token))).result.coupon_code).toBe("PETSIES10");
    expect(await pull(guest, null)).toEqual({ status: 404, result: CART_NOT_FOUND, error: ERROR_CODES.cartNotFound });
    expect((await call("POST", `/api/cart/merge-guest-and-customer?cartId=${guest}&token=${ann.token}`)).status).toBe(404);
    // The customer's own cart merges into nothing: the same cartId comes back.
    expect((await call("POST", `/api/cart/merge-guest-and-customer?cartId=${cartId}&token=${ann.token}`)).result).toEqual({ cartId });
  });

  it(`merging keeps the customer's cart within ${MAX_CART_LINES} different lines; lines it holds still add up`, async () => {
    const ann = await signUp();
    const mine = await cartFor(ann.token);
    const first = await add(mine, ann.token, "petsies_bandana", 1);
    const db = t().database.db;
    const [row] = await db.select().from(cartItems).where(eq(cartItems.id, first.item_id));
    const { id: _id, createdAt: _at, ...line } = row!;
    await db.insert(cartItems).values(Array.from({ length: MAX_CART_LINES - 2 }, (_, i) => ({ ...line, checksum: `filler-${i}` })));
    const guest = await cartFor(null);
    await add(guest, null, "petsies_bandana", 2);
    await add(guest, null, "plush_care_kit", 1);
    await add(guest, null, "inspiration_kit", 1);

    const merged = await call("POST", `/api/cart/merge-guest-and-customer?cartId=${guest}&token=${ann.token}`);
    expect(merged.status).toBe(200);
    const held = (await pull(merged.result.cartId, ann.token)).result as { sku: string; qty: number; item_id: number }[];
    expect(held).toHaveLength(MAX_CART_LINES);
    expect(held.find((l) => l.item_id === first.item_id)?.qty).toBe(3);
    expect(held.filter((l) => l.sku === "plush_care_kit")).toHaveLength(1);
    expect(held.filter((l) => l.sku === "inspiration_kit")).toHaveLength(0);
  });

  it("merging creates the customer's cart when there is none", async () => {
    const ann = await signUp();
    const guest = await cartFor(null);
    await add(guest, null, "plush_care_kit", 2);
    const merged = await call("POST", `/api/cart/merge-guest-and-customer?cartId=${guest}`, undefined, { authorization: `Bearer ${ann.token}` });
    expect(lines((await pull(merged.result.cartId, ann.token)).result)).toEqual([["plush_care_kit", 2]]);
    expect(await cartFor(ann.token)).not.toBe(merged.result.cartId);
    expect(lines((await pull(await cartFor(ann.token), ann.token)).result)).toEqual([["plush_care_kit", 2]]);
  });

  it("places an order on a customer's cart only with the owner's token, and keeps the customer on it", async () => {
    const ann = await signUp();
    const bob = await signUp();
    const cartId = await cartFor(ann.token);
    const item = await add(cartId, ann.token, "plush_care_kit", 1);
    const body = {
      order_id: randomUUID(),
      cart_id: cartId,
      products: [{ server_item_id: item.item_id, sku: "plush_care_kit", qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: "domestic",
        shipping_carrier_code: "petsies",
        payment_method_code: "checkmo",
      },
      personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: ann.email },
    };
    const place = (url: string) => call("POST", url, body, { "idempotency-key": body.order_id });
    expect(await place("/api/order")).toEqual({ status: 404, result: CART_NOT_YOURS, error: ERROR_CODES.cartNotYours });
    expect(await place(`/api/order?token=${bob.token}`)).toEqual({ status: 404, result: CART_NOT_YOURS, error: ERROR_CODES.cartNotYours });
    const placed = await place(`/api/order?token=${ann.token}`);
    expect(placed.status, JSON.stringify(placed.result)).toBe(200);
    const [order] = await t().database.db.select().from(orders).where(eq(orders.incrementId, placed.result.increment_id));
    expect(order!.customerId).toBe(ann.id);
    // The placed cart is closed; the customer gets a new one.
    const next = await cartFor(ann.token);
    expect((await pull(next, ann.token)).result).toEqual([]);
  });

  it("answers 429 after 10 gift card codes that do not work from one address, however many new carts it opens", async () => {
    for (let i = 0; i < 10; i++) {
      const cartId = await cartFor(null);
      expect((await call("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: `GUESS-${i}` })).status).toBe(400);
    }
    const fresh = await cartFor(null);
    expect(await call("POST", `/api/giftcards/apply?cartId=${fresh}`, { code: "pets-demo-gift-0050" })).toEqual({
      status: 429,
      result: messages.tooManyRequests,
    });
    expect((await call("POST", `/api/giftcards/change-value?cartId=${fresh}`, { code: "GUESS", value: 1 })).status).toBe(429);
    const elsewhere = await t().app.inject({
      method: "POST",
      url: `/api/giftcards/apply?cartId=${fresh}`,
      headers: { "x-forwarded-for": "10.253.0.1" },
      payload: { code: "pets-demo-gift-0050" },
    });
    expect(elsewhere.json()).toEqual({ code: 200, result: 50 });
  });

  it("answers 429 after 5 failures for one gift card code, from however many addresses", async () => {
    const tryFrom = async (address: string) => {
      const cartId = await cartFor(null);
      const res = await t().app.inject({
        method: "POST",
        url: `/api/giftcards/apply?cartId=${cartId}`,
        headers: { "x-forwarded-for": address },
        payload: { code: "pets-guessed-code-0001" },
      });
      return res.statusCode;
    };
    for (let i = 0; i < 5; i++) expect(await tryFrom(`10.254.0.${i + 1}`)).toBe(400);
    expect(await tryFrom("10.254.1.1")).toBe(429);
  });

  it("never wrote a cart id or user token to the log", () => {
    expect(secrets.length).toBeGreaterThan(10);
    const logs = t().logs.join("\n");
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
