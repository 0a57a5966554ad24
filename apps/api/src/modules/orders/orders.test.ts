import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@petsies/domain";
import { giftCards, orders, products, stock } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { CART_NOT_FOUND } from "../cart/service.ts";

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
const card = { card_number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name_on_card: "Ann Lee" };

describe.each(databaseKinds)("orders on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (method: "GET" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await t().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    const body = res.json();
    // The machine code beside the message (packages/domain ERROR_CODES), when the answer has one.
    return { status: res.statusCode, result: body.result, ...(body.error ? { error: body.error as string } : {}) };
  };

  /** A cart with the given lines; answers its id and its server items. */
  async function cartWith(lines: { sku: string; qty: number }[]) {
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    for (const cartItem of lines) {
      const res = await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem });
      expect(res.status, JSON.stringify(res.result)).toBe(200);
    }
    const items = (await call("GET", `/api/cart/pull?cartId=${cartId}`)).result as { item_id: number; sku: string; qty: number }[];
    return { cartId, products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })) };
  }

  function order(cart: { cartId: string; products: unknown[] }, overrides: Record<string, unknown> = {}) {
    return {
      order_id: randomUUID(),
      cart_id: cart.cartId,
      products: cart.products,
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: "domestic",
        shipping_carrier_code: "petsies",
        payment_method_code: "petsies_testcard",
        payment_method_additional: card,
      },
      personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: "Ann@Example.com" },
      // The browser's own idea of the totals: ignored by the server.
      paymentDetails: { base_grand_total: 0.01 },
      ...overrides,
    };
  }

  const place = (body: unknown, key = randomUUID()) => call("POST", "/api/order", body, { "idempotency-key": key });

  async function stockOf(sku: string) {
    const [row] = await t()
      .database.db.select({ qty: stock.qty })
      .from(stock)
      .innerJoin(products, eq(products.id, stock.productId))
      .where(eq(products.sku, sku));
    return row!.qty;
  }

  async function setStock(sku: string, qty: number) {
    const [p] = await t().database.db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
    await t().database.db.update(stock).set({ qty, isInStock: true, manageStock: true }).where(eq(stock.productId, p!.id));
  }

  it("places an order priced by the server, takes stock, closes the cart and mails a confirmation", async () => {
    const before = await stockOf("plush_care_kit");
    const cart = await cartWith([
      { sku: "plush_care_kit", qty: 2 },
      { sku: "petsies_bandana", qty: 1 },
    ]);
    const res = await place(order(cart));
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    // 2 × 19.50 + 12 = 51; NY tax 8.875% = 4.53; shipping 13.95 + 2 × 5.95 = 25.85.
    expect(res.result).toMatchObject({ increment_id: expect.stringMatching(/^\d{9}$/), grand_total: 81.38, email: "ann@example.com" });
    expect(await stockOf("plush_care_kit")).toBe(before - 2);

    const [stored] = await t().database.db.select().from(orders).where(eq(orders.incrementId, res.result.increment_id));
    expect(stored).toMatchObject({ status: 2, paymentState: "authorized", subtotalCents: 5100, taxCents: 453, shippingCents: 2585 });
    expect(stored!.shippingAddress).toMatchObject({ telephone: "+15185550143", region: "New York" });
    expect(JSON.stringify(stored)).not.toContain("4242 4242");

    expect((await call("GET", `/api/cart/pull?cartId=${cart.cartId}`)).status).toBe(404);
    const mail = (await readOutbox(t().outbox)).find((m) => m.subject === `Your Petsies order #${res.result.increment_id}`);
    expect(mail?.to).toContain("ann@example.com");
    expect(mail?.text).toContain("$81.38");
  });

  it("answers a repeat with the same key with the same order", async () => {
    const cart = await cartWith([{ sku: "petsies_bandana", qty: 1 }]);
    const body = order(cart);
    const key = randomUUID();
    const first = await place(body, key);
    const again = await place(body, key);
    expect(again).toEqual(first);
    const byOrderId = await call("POST", "/api/order", body);
    expect(byOrderId.status).toBe(404);
  });

  it("places one order when the same order is submitted 20 times at once", async () => {
    const cart = await cartWith([{ sku: "plush_display_dome", qty: 1 }]);
    const before = await stockOf("plush_display_dome");
    const body = order(cart);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.result.increment_id)).size).toBe(1);
    const rows = await t().database.db.select().from(orders).where(eq(orders.orderKey, key));
    expect(rows).toHaveLength(1);
    expect(await stockOf("plush_display_dome")).toBe(before - 1);
  });

  it("sells exactly the stock there is when 50 shoppers order at once", async () => {
    await setStock("plush_travel_tote", 10);
    const carts = await Promise.all(Array.from({ length: 50 }, () => cartWith([{ sku: "plush_travel_tote", qty: 1 }])));
    const answers = await Promise.all(carts.map((c) => place(order(c))));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(10);
    expect(refused.every((a) => a.status === 500 && /adding products.*out of stock/.test(a.result) && a.error === ERROR_CODES.outOfStock)).toBe(true);
    expect(await stockOf("plush_travel_tote")).toBe(0);
    // The refused carts are intact and can still be ordered once stock returns.
    expect((await call("GET", `/api/cart/pull?cartId=${carts[answers.indexOf(refused[0]!)]!.cartId}`)).status).toBe(200);
  });

  it("gives everything back when the card is declined", async () => {
    const cart = await cartWith([{ sku: "petsies_bandana", qty: 3 }]);
    const before = await stockOf("petsies_bandana");
    const declined = await place(order(cart, { addressInformation: { ...order(cart).addressInformation, payment_method_additional: { ...card, card_number: "4000000000000002" } } }));
    expect(declined).toEqual({ status: 402, result: "Your card was declined.", error: ERROR_CODES.paymentDeclined });
    expect(await stockOf("petsies_bandana")).toBe(before);
    expect((await call("GET", `/api/cart/pull?cartId=${cart.cartId}`)).result).toHaveLength(1);
    const retried = await place(order(cart));
    expect(retried.status).toBe(200);
  });

  it("uses gift cards and takes their balance only with the order", async () => {
    const db = t().database.db;
    await db.insert(giftCards).values({ code: "TEST-CARD-0100", initialCents: 10000, balanceCents: 10000 });
    const cart = await cartWith([{ sku: "inspiration_kit", qty: 1 }]);
    expect((await call("POST", `/api/giftcards/apply?cartId=${cart.cartId}`, { code: "test-card-0100" })).result).toBe(100);
    const virtualOrder = order(cart, {
      addressInformation: { billingAddress: address, payment_method_code: "checkmo" },
    });
    const res = await place(virtualOrder);
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    expect(res.result.grand_total).toBe(0);
    const [card] = await db.select().from(giftCards).where(eq(giftCards.code, "TEST-CARD-0100"));
    // $4.99 plus New York tax of $0.44, all paid by the card.
    expect(card!.balanceCents).toBe(10000 - 543);
  });

  it("answers 409 when the cart changed since the shopper reviewed it", async () => {
    const cart = await cartWith([{ sku: "petsies_bandana", qty: 1 }]);
    const stale = { ...cart, products: [{ ...(cart.products[0] as object), qty: 2 }] };
    expect(await place(order(stale))).toEqual({ status: 409, result: "Cart items were changed", error: ERROR_CODES.cartChanged });
    const missing = { ...cart, products: [] as unknown[] };
    expect((await place(order(missing))).status).toBe(400);
  });

  it("refuses malformed orders with a clear 400", async () => {
    const cart = await cartWith([{ sku: "petsies_bandana", qty: 1 }]);
    const base = order(cart);
    const cases: [unknown, RegExp][] = [
      [{}, /cart_id|products|addressInformation/],
      [{ ...base, products: [{ server_item_id: "x", sku: "a", qty: 1 }] }, /server_item_id/],
      [{ ...base, products: [{ ...(cart.products[0] as object), qty: -1 }] }, /qty/],
      [{ ...base, products: [{ ...(cart.products[0] as object), qty: 1e9 }] }, /qty/],
      [{ ...base, addressInformation: { ...base.addressInformation, shippingAddress: { ...address, telephone: "12" } } }, /valid phone number/],
      [{ ...base, addressInformation: { ...base.addressInformation, shippingAddress: { ...address, region_id: undefined } } }, /shipping address is not valid: Field is required/],
      [{ ...base, personalDetails: { emailAddress: "nope" } }, /valid e-mail address/],
      [{ ...base, addressInformation: { ...base.addressInformation, payment_method_code: "bitcoin" } }, /payment method/],
      [{ ...base, addressInformation: { ...base.addressInformation, shipping_method_code: "international" } }, /shipping method/],
    ];
    for (const [body, message] of cases) {
      const res = await place(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.result).toMatch(message);
    }
    const badCard = { ...base, addressInformation: { ...base.addressInformation, payment_method_additional: { ...card, card_number: "1234" } } };
    expect(await place(badCard)).toEqual({ status: 402, result: "The card number is not valid.", error: ERROR_CODES.paymentDeclined });
    expect(await place({ ...base, cart_id: "gone" })).toEqual({ status: 404, result: CART_NOT_FOUND, error: ERROR_CODES.cartNotFound });
    expect((await call("POST", "/api/order", { ...base, order_id: undefined })).status).toBe(400);
  });

  it("never logs card details", async () => {
    const cart = await cartWith([{ sku: "petsies_bandana", qty: 1 }]);
    await place(order(cart));
    // The card number, not any "4242": response times are logged with 14 digits and often contain it.
    expect(t().logs.join("\n")).not.toMatch(/4242[\s-]?4242/);
  });

  it("opens an account at checkout when asked: the order is the new customer's and they are signed in", async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const cart = await cartWith([{ sku: "petsies_bandana", qty: 1 }]);
    const personalDetails = { firstName: "Ann", lastName: "Lee", emailAddress: email, createAccount: true };
    const weak = await place(order(cart, { personalDetails: { ...personalDetails, password: "short" } }));
    expect(weak.status).toBe(400);
    expect((await call("GET", `/api/cart/pull?cartId=${cart.cartId}`)).status).toBe(200); // nothing was placed

    const res = await place(order(cart, { personalDetails: { ...personalDetails, password: "Plush-lover-7" } }));
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    expect(res.result.account).toMatchObject({ created: true, token: expect.any(String), refreshToken: expect.any(String) });
    const me = await call("GET", `/api/user/me?token=${res.result.account.token}`);
    expect(me.result).toMatchObject({ email, firstname: "Ann" });
    const history = await call("GET", `/api/user/order-history?token=${res.result.account.token}`);
    expect(history.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([res.result.increment_id]);
    const [stored] = await t().database.db.select().from(orders).where(eq(orders.incrementId, res.result.increment_id));
    expect(JSON.stringify(stored)).not.toContain("Plush-lover-7");

    const again = await cartWith([{ sku: "petsies_bandana", qty: 1 }]);
    const taken = await place(order(again, { personalDetails: { ...personalDetails, password: "Plush-lover-7" } }));
    expect(taken.result.account).toEqual({ created: false, message: expect.stringContaining("already exists") });
  });
});
