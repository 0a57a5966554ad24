import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addressMessages, GIFT_CARD_FIELD_MAX, MAX_LINE_QTY, messages, tooLongMessage } from "@petsies/domain";
import { cartItems } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { CART_FULL, MAX_CART_LINES, PRODUCT_OPTION_TOO_LARGE } from "./service.ts";

interface Answer<T = any> {
  status: number;
  result: T;
}

describe.each(databaseKinds)("cart on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async <T = any>(method: "GET" | "POST", url: string, payload?: unknown): Promise<Answer<T>> => {
    const res = await t().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, result: res.json().result };
  };
  const newCart = async () => (await call<string>("POST", "/api/cart/create")).result;
  const add = (cartId: string, cartItem: object) => call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem });
  const totals = async (cartId: string) => (await call("GET", `/api/cart/totals?cartId=${cartId}`)).result;

  it("creates a cart whose id is an unguessable token", async () => {
    const { status, result } = await call<string>("POST", "/api/cart/create");
    expect(status).toBe(200);
    expect(result).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await newCart()).not.toBe(result);
  });

  it("adds items priced by the server, whatever price the browser sends", async () => {
    const cartId = await newCart();
    const added = await add(cartId, { sku: "petsies_bandana", qty: 2, price: 0.01, price_incl_tax: 0.01 });
    expect(added.status).toBe(200);
    expect(added.result).toMatchObject({ sku: "petsies_bandana", qty: 2, price: 12, quote_id: cartId });
    expect(added.result.item_id).toBeGreaterThan(0);
    const pulled = await call("GET", `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.result).toEqual([expect.objectContaining({ sku: "petsies_bandana", qty: 2, item_id: added.result.item_id })]);
  });

  it("sets the quantity of the same line instead of adding a second one, so a retry is harmless", async () => {
    const cartId = await newCart();
    const first = await add(cartId, { sku: "plush_care_kit", qty: 1 });
    const again = await add(cartId, { sku: "plush_care_kit", qty: 3 });
    expect(again.result.item_id).toBe(first.result.item_id);
    expect((await call("GET", `/api/cart/pull?cartId=${cartId}`)).result).toHaveLength(1);
    const byId = await add(cartId, { sku: "plush_care_kit", qty: "4", item_id: first.result.item_id });
    expect(byId.result.qty).toBe(4);
  });

  it("refuses bad quantities, unknown products and products that need options, with a message", async () => {
    const cartId = await newCart();
    for (const qty of [-1, "abc", 1.5, 100000, null]) {
      const res = await add(cartId, { sku: "petsies_bandana", qty });
      expect(res.status).toBe(400);
      expect(res.result).toMatch(/qty/);
    }
    expect((await add(cartId, { sku: "petsies_bandana", qty: 0 })).status).toBe(400);
    const unknown = await add(cartId, { sku: "no_such_sku", qty: 1 });
    expect(unknown).toEqual({ status: 400, result: "The product 'no_such_sku' is not available." });
    const configurable = await add(cartId, { sku: "petsies_hoodie", qty: 1 });
    expect(configurable.status).toBe(400);
    expect(configurable.result).toMatch(/Choose the options/);
    expect((await call("POST", `/api/cart/update?cartId=${cartId}`, {})).status).toBe(400);
  });

  it("says a quantity that is no number is wrong, not missing (a JSON true included)", async () => {
    const cartId = await newCart();
    const bad = `qty must be a whole number from 0 to ${MAX_LINE_QTY}`;
    expect(await add(cartId, { sku: "petsies_bandana", qty: true })).toEqual({ status: 400, result: bad });
    expect(await add(cartId, { sku: "petsies_bandana", qty: [2] })).toEqual({ status: 400, result: bad });
    expect(await add(cartId, { sku: "petsies_bandana" })).toEqual({ status: 400, result: "qty is required" });
  });

  it("refuses a product_option over 16 KB of JSON, naming the limit", async () => {
    const cartId = await newCart();
    expect(PRODUCT_OPTION_TOO_LARGE).toBe("product_option is too large: at most 16 KB of JSON.");
    for (const size of [16 * 1024, 900 * 1024]) {
      expect(await add(cartId, { sku: "petsies_bandana", qty: 1, product_option: { note: "x".repeat(size) } })).toEqual({ status: 400, result: PRODUCT_OPTION_TOO_LARGE });
    }
    const fits = await add(cartId, { sku: "petsies_bandana", qty: 1, product_option: { note: "x".repeat(15 * 1024) } });
    expect(fits.status).toBe(200);
    expect((await call("GET", `/api/cart/pull?cartId=${cartId}`)).result).toHaveLength(1);
  });

  it(`holds at most ${MAX_CART_LINES} different lines; a line already there still changes its quantity`, async () => {
    const cartId = await newCart();
    const first = await add(cartId, { sku: "petsies_bandana", qty: 1 });
    const db = t().database.db;
    const [row] = await db.select().from(cartItems).where(eq(cartItems.id, first.result.item_id));
    const { id: _id, createdAt: _at, ...line } = row!;
    await db.insert(cartItems).values(Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ({ ...line, checksum: `filler-${i}` })));

    expect(await add(cartId, { sku: "plush_care_kit", qty: 1 })).toEqual({ status: 400, result: CART_FULL });
    expect(await add(cartId, { sku: "petsies_bandana", qty: 1, product_option: { note: "another" } })).toEqual({ status: 400, result: CART_FULL });
    expect((await add(cartId, { sku: "petsies_bandana", qty: 3 })).result).toMatchObject({ item_id: first.result.item_id, qty: 3 });
    expect((await add(cartId, { sku: "petsies_bandana", qty: 4, item_id: first.result.item_id })).result.qty).toBe(4);
    expect((await call("POST", `/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: first.result.item_id } })).status).toBe(200);
    expect((await add(cartId, { sku: "plush_care_kit", qty: 1 })).status).toBe(200);
    expect((await call("GET", `/api/cart/pull?cartId=${cartId}`)).result).toHaveLength(MAX_CART_LINES);
  });

  it("adds a configurable product's child with its own price", async () => {
    const cartId = await newCart();
    const res = await add(cartId, { sku: "petsies_hoodie_m", parentSku: "petsies_hoodie", qty: 1 });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ sku: "petsies_hoodie_m", parentSku: "petsies_hoodie" });
  });

  it("prices a gift card from the chosen amount, only an offered one", async () => {
    const cartId = await newCart();
    const ok = await add(cartId, { sku: "am_gift_card", qty: 1, giftcard_options: { amount: 50, recipient_email: "a@b.co" } });
    expect(ok.result).toMatchObject({ price: 50 });
    const open = await add(cartId, { sku: "am_gift_card", qty: 1, giftcard_options: { amount: 42 } });
    expect(open.result).toMatchObject({ price: 42 });
    expect(open.result.item_id).not.toBe(ok.result.item_id);
    expect((await add(cartId, { sku: "am_gift_card", qty: 1, giftcard_options: { amount: 5000 } })).status).toBe(400);
    expect((await add(cartId, { sku: "am_gift_card", qty: 1 })).status).toBe(400);
    expect((await add(cartId, { sku: "am_gift_card", qty: 1, giftcard_options: { amount: 50, recipient_email: "nope" } })).status).toBe(400);
  });

  it("names a refused gift card option by its path, in a shopper's words (the form shows it at its field)", async () => {
    const cartId = await newCart();
    const options = { amount: 50, recipient_name: "B".repeat(GIFT_CARD_FIELD_MAX.name + 1), recipient_email: "nope" };
    const res = await t().app.inject({ method: "POST", url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku: "am_gift_card", qty: 1, giftcard_options: options } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      "cartItem.giftcard_options.recipient_name": tooLongMessage(GIFT_CARD_FIELD_MAX.name),
      "cartItem.giftcard_options.recipient_email": addressMessages.emailInvalid,
    });
  });

  it("refuses a made-to-order plush without its configuration (customized.test.ts covers configured ones)", async () => {
    const cartId = await newCart();
    const res = await add(cartId, {
      sku: "ForeversDog_bundle",
      qty: 1,
      product_option: { extension_attributes: { bundle_options: [{ option_id: 731, option_qty: 1, option_selections: ["simpleForeversDog_large"] }] } },
    });
    expect(res.status).toBe(400);
    expect(res.result).toMatch(/^The '.+' field is required$/);
  });

  it("removes by item id and by parent sku, and says when nothing matched", async () => {
    const cartId = await newCart();
    const bandana = await add(cartId, { sku: "petsies_bandana", qty: 1 });
    await add(cartId, { sku: "petsies_hoodie_l", parentSku: "petsies_hoodie", qty: 1 });
    expect((await call("POST", `/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: bandana.result.item_id } })).result).toBe(true);
    expect((await call("POST", `/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: "petsies_hoodie" } })).result).toBe(true);
    expect((await call("GET", `/api/cart/pull?cartId=${cartId}`)).result).toEqual([]);
    expect((await call("POST", `/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: "petsies_hoodie" } })).status).toBe(404);
    expect((await call("POST", `/api/cart/delete?cartId=${cartId}`, { cartItem: {} })).status).toBe(400);
  });

  it("answers an unknown cart with the cart-not-found message of spec §8", async () => {
    const res = await call("GET", "/api/cart/pull?cartId=not-a-real-cart");
    expect(res).toEqual({ status: 404, result: "No such entity with cartId" });
    expect((await call("GET", "/api/cart/pull")).status).toBe(400);
  });

  it("refuses a user token it does not know with 401 so the browser retries as a guest", async () => {
    expect((await call("POST", "/api/cart/create?token=made-up")).status).toBe(401);
  });

  it("totals items with the quantity discount, coupon, tax by destination and shipping", async () => {
    const cartId = await newCart();
    await add(cartId, { sku: "petsies_bandana", qty: 10 });
    let t1 = await totals(cartId);
    expect(t1).toMatchObject({ subtotal: 120, discount_amount: -12, tax_amount: 0, shipping_amount: 0, grand_total: 108, items_qty: 10 });

    expect((await call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=%20petsies10%20`)).result).toBe(true);
    t1 = await totals(cartId);
    expect(t1.coupon_code).toBe("PETSIES10");
    expect(t1.discount_amount).toBe(-22.8);

    const info = await call("POST", `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { countryId: "US", regionId: 43 }, shippingCarrierCode: "petsies", shippingMethodCode: "domestic" },
    });
    expect(info.status).toBe(200);
    // 97.20 after discounts; New York 8.875% = 8.63; shipping 13.95 + 9 × 5.95 = 67.50.
    expect(info.result.totals).toMatchObject({ subtotal: 120, tax_amount: 8.63, shipping_amount: 67.5, grand_total: 173.33 });
    expect(info.result.totals.total_segments.map((s: { code: string }) => s.code)).toEqual([
      "subtotal",
      "discount",
      "shipping",
      "tax",
      "grand_total",
    ]);
    expect(info.result.payment_methods.map((m: { code: string }) => m.code)).toContain("cashondelivery");

    expect((await call("POST", `/api/cart/delete-coupon?cartId=${cartId}`)).result).toBe(true);
    expect((await totals(cartId)).coupon_code).toBeNull();
  });

  it("never lets a coupon discount a gift card (a $40 card and a $12 bandana with 10% off: $1.20 off)", async () => {
    const cartId = await newCart();
    await add(cartId, { sku: "am_gift_card", qty: 1, giftcard_options: { amount: 40, recipient_email: "friend@example.com" } });
    await add(cartId, { sku: "petsies_bandana", qty: 1 });
    expect((await call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=PETSIES10`)).result).toBe(true);
    expect(await totals(cartId)).toMatchObject({ subtotal: 52, discount_amount: -1.2, grand_total: 50.8 });
  });

  it("refuses unknown coupons and shipping methods not offered for the destination", async () => {
    const cartId = await newCart();
    await add(cartId, { sku: "petsies_bandana", qty: 1 });
    const coupon = await call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=FREESTUFF`);
    expect(coupon).toEqual({ status: 400, result: 'The coupon code "FREESTUFF" is not valid.' });
    const wrong = await call("POST", `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { countryId: "DE" }, shippingMethodCode: "domestic" },
    });
    expect(wrong.status).toBe(400);
    expect((await call("POST", `/api/cart/shipping-methods?cartId=${cartId}`, { address: { countryId: "Germany" } })).status).toBe(400);
  });

  it("answers 429 after 20 coupon codes that do not work from one address", async () => {
    const from = async (cartId: string, coupon: string) =>
      (await t().app.inject({ method: "POST", url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`, remoteAddress: "203.0.113.30" })).json();
    for (let i = 0; i < 20; i++) expect((await from(await newCart(), `GUESS${i}`)).code).toBe(400);
    const cartId = await newCart();
    expect(await from(cartId, "GUESS21")).toEqual({ code: 429, result: messages.tooManyRequests });
    expect((await from(cartId, "PETSIES10")).code).toBe(429);
    // Another address is not touched.
    expect((await call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=PETSIES10`)).status).toBe(200);
  });

  it("lists shipping methods for a destination with availability", async () => {
    const cartId = await newCart();
    await add(cartId, { sku: "petsies_bandana", qty: 2 });
    const { result } = await call("POST", `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "GB" } });
    expect(result).toEqual([
      expect.objectContaining({ method_code: "domestic", available: false }),
      expect.objectContaining({ method_code: "international", amount: 30.9, available: true }),
    ]);
  });

  it("hides cash on delivery for a virtual cart", async () => {
    const cartId = await newCart();
    await add(cartId, { sku: "inspiration_kit", qty: 1 });
    const { result } = await call("GET", `/api/cart/payment-methods?cartId=${cartId}`);
    const codes = result.map((m: { code: string }) => m.code);
    expect(codes).toContain("checkmo");
    expect(codes).not.toContain("cashondelivery");
    const cod = await call("POST", `/api/cart/collect-totals?cartId=${cartId}`, { methods: { paymentMethod: { method: "cashondelivery" } } });
    expect(cod.status).toBe(400);
    const checkmo = await call("POST", `/api/cart/collect-totals?cartId=${cartId}`, { methods: { paymentMethod: { method: "checkmo" } } });
    expect(checkmo.result).toMatchObject({ grand_total: 4.99, is_virtual: true });
  });

  it("applies a gift card, changes the value used, and removes it", async () => {
    const cartId = await newCart();
    await add(cartId, { sku: "plush_display_dome", qty: 2 });
    const applied = await call("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: " pets-demo-gift-0050 " });
    expect(applied).toEqual({ status: 200, result: 50 });
    expect((await totals(cartId)).grand_total).toBe(28);
    expect((await call("POST", `/api/giftcards/change-value?cartId=${cartId}`, { code: "PETS-DEMO-GIFT-0050", value: 20 })).result).toBe(20);
    const withCard = await totals(cartId);
    expect(withCard.grand_total).toBe(58);
    expect(withCard.applied_gift_cards).toEqual([{ code: "PETS-XXXX-XXXX-0050", value: 20, balance: 50 }]);
    expect((await call("GET", `/api/giftcards/pull?cartId=${cartId}`)).result).toEqual({ "PETS-DEMO-GIFT-0050": 20 });
    expect((await call("POST", `/api/giftcards/change-value?cartId=${cartId}`, { code: "PETS-DEMO-GIFT-0050", value: 80 })).status).toBe(400);
    expect((await call("POST", `/api/giftcards/remove?cartId=${cartId}`, { codes: ["PETS-DEMO-GIFT-0050"] })).result).toBe(true);
    expect((await totals(cartId)).grand_total).toBe(78);
    const bad = await call("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: "NOPE-NOPE" });
    expect(bad.status).toBe(400);
    const templates = await call("GET", "/api/giftcards/templates?storeId=1");
    expect(templates.result[0]).toMatchObject({ id: 1, name: expect.any(String), backgroundImage: expect.stringContaining("/api/media/") });
  });

  it("stores the shopper's e-mail on the cart", async () => {
    const cartId = await newCart();
    const res = await call("POST", "/api/carts/personal-details-update-requests", { cartId, email: "Ann@Example.com", firstName: "Ann" });
    expect(res).toEqual({ status: 200, result: true });
    expect((await call("POST", "/api/carts/personal-details-update-requests", { cartId, email: "nope" })).status).toBe(400);
  });

  it("never writes a cart id to the logs", async () => {
    const cartId = await newCart();
    await call("GET", `/api/cart/pull?cartId=${cartId}`);
    expect(t().logs.join("\n")).not.toContain(cartId);
  });
});
