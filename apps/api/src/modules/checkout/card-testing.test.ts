/**
 * Card testing: someone tries stolen card numbers one after another through POST /api/order. Payments that
 * do not go through are counted per client address, per cart and per e-mail (the shared rate_limits table),
 * and past the limit the order is refused with 429 before any provider is asked; the cart stays the shopper's.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../infra/security/rate-limit.ts";
import { useTestApp } from "../../test/app.ts";
import { shippingAddress } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

const DECLINED_CARD = "4000 0000 0000 0002";
const GOOD_CARD = "4242 4242 4242 4242";

describe.each(databaseKinds)("card-testing limits on POST /api/order on %s", (kind) => {
  const t = useTestApp(kind);

  const call = async (method: "GET" | "POST", url: string, payload?: object, options: { headers?: Record<string, string>; ip?: string } = {}) => {
    const res = await t().app.inject({ method, url, headers: options.headers ?? {}, remoteAddress: options.ip ?? "192.0.2.1", ...(payload ? { payload } : {}) });
    return { status: res.statusCode, ...(res.json() as { result: any }) };
  };

  async function newCart(ip: string) {
    const cartId = (await call("POST", "/api/cart/create", undefined, { ip })).result as string;
    await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "plush_care_kit", qty: 1 } }, { ip });
    const items = (await call("GET", `/api/cart/pull?cartId=${cartId}`, undefined, { ip })).result as { item_id: number; sku: string; qty: number }[];
    return { cartId, products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })) };
  }

  /** One attempt at paying the cart, with a new order key as a new submission has. */
  function pay(cart: Awaited<ReturnType<typeof newCart>>, card: string, email: string, ip: string, method = "petsies_testcard") {
    const body = {
      cart_id: cart.cartId,
      products: cart.products,
      addressInformation: {
        shippingAddress,
        billingAddress: shippingAddress,
        shipping_method_code: "domestic",
        payment_method_code: method,
        payment_method_additional: { card_number: card, expiry: "12/40", cvc: "123", name_on_card: "Ann Lee" },
      },
      personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: email },
    };
    return call("POST", "/api/order", body, { headers: { "idempotency-key": randomUUID() }, ip });
  }

  const email = () => `tester-${randomUUID().slice(0, 8)}@example.com`;

  it("refuses a cart after too many declined payments, before asking the gateway, and gives the cart back", async () => {
    const cart = await newCart("192.0.2.10");
    const who = email();
    for (let i = 0; i < LIMITS.paymentPerCart.max; i++) expect((await pay(cart, DECLINED_CARD, who, "192.0.2.10")).status).toBe(402);
    const refused = await pay(cart, GOOD_CARD, who, "192.0.2.10");
    expect(refused).toMatchObject({ status: 429, result: "Too many requests. Please wait before trying again." });
    expect((await call("GET", `/api/cart/pull?cartId=${cart.cartId}`, undefined, { ip: "192.0.2.10" })).status).toBe(200);
    // Offline methods take no card: the shopper can still pay by check.
    expect((await pay(cart, "", who, "192.0.2.10", "checkmo")).status).toBe(200);
  });

  it("counts per e-mail across carts, and per client address across carts and e-mails", async () => {
    const who = email();
    for (let i = 0; i < LIMITS.paymentPerEmail.max; i++) expect((await pay(await newCart("192.0.2.20"), DECLINED_CARD, who, `192.0.2.${21 + i}`)).status).toBe(402);
    expect((await pay(await newCart("192.0.2.20"), GOOD_CARD, who, "192.0.2.40")).status).toBe(429);

    for (let i = 0; i < LIMITS.paymentPerIp.max; i++) expect((await pay(await newCart("198.51.100.1"), DECLINED_CARD, email(), "198.51.100.1")).status).toBe(402);
    expect((await pay(await newCart("198.51.100.1"), GOOD_CARD, email(), "198.51.100.1")).status).toBe(429);
    expect((await pay(await newCart("198.51.100.2"), GOOD_CARD, email(), "198.51.100.2")).status).toBe(200);
  });

  it("counts nothing for payments that go through", async () => {
    const who = email();
    for (let i = 0; i < LIMITS.paymentPerEmail.max + 2; i++) expect((await pay(await newCart("203.0.113.1"), GOOD_CARD, who, `203.0.113.${i + 1}`)).status).toBe(200);
  });
});
