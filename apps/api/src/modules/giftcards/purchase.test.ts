import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftCards, issuedGiftCards, orderEmails, orderItems, orders } from "../../db/schema.ts";
import { giftCardAmounts, isGiftCardAmountAllowed } from "@petsies/domain";
import { readOutbox } from "../../infra/mail.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

const CODE = /PETS(-[A-HJKMNP-Z2-9]{4}){4}/;

describe.each(databaseKinds)("buying gift cards on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t().app.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, result: res.json().result };
  };

  it("takes only the card's own amounts into the cart, by the same rule as the purchase form", async () => {
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    const add = (amount: unknown) =>
      call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "am_gift_card", qty: 1, giftcard_options: { amount, recipient_email: "bo@example.com" } } });
    const amounts = giftCardAmounts((await call("GET", "/api/product/am_gift_card")).result.custom_attributes as Record<string, unknown>);
    expect(amounts.fixed.length).toBeGreaterThan(0);
    expect(amounts.open).not.toBeNull();
    for (const amount of [amounts.fixed[0]!, amounts.open!.min, amounts.open!.max, 42.5]) {
      expect(isGiftCardAmountAllowed(amounts, amount)).toBe(true);
      expect((await add(amount)).status, String(amount)).toBe(200);
    }
    for (const amount of [amounts.open!.max + 1, amounts.open!.min - 1, 42.555, 0, -25]) {
      expect(isGiftCardAmountAllowed(amounts, amount)).toBe(false);
      expect(await add(amount), String(amount)).toEqual({
        status: 400,
        result: "Choose a gift card amount from the list, or an amount between the minimum and the maximum.",
      });
    }
  });

  it("e-mails a bought virtual card's new code to the recipient, and that code pays on another cart", async () => {
    const ann = await newShopper(t(), "giver");
    const recipient = `friend-${Date.now()}@example.com`;
    const placed = await placeOrderFor(t(), ann, [
      {
        sku: "am_gift_card",
        qty: 1,
        giftcard_options: { amount: 42.5, giftcard_template_id: 2, customer_name: "Ann", recipient_name: "Bo <b>", recipient_email: recipient, message: "Happy <3 birthday", recipient_ship: false },
      } as never,
    ]);

    const outbox = await readOutbox(t().outbox);
    const mail = outbox.find((m) => m.to === recipient);
    expect(mail?.subject).toBe("A $42.50 Petsies gift card for you");
    expect(mail?.html).toContain("Bo &lt;b&gt;");
    expect(mail?.html).toContain("Happy &lt;3 birthday");
    const code = mail!.text.match(CODE)![0];

    const confirmation = outbox.find((m) => m.to === ann.email && m.subject.includes(placed.incrementId));
    expect(confirmation?.text).toContain(`e-mailed to ${recipient}`);
    expect(confirmation?.text).not.toContain(code);
    // The order's page in the back office lists the card's e-mail beside the confirmation.
    const listed = await t().database.db.select().from(orderEmails).where(eq(orderEmails.orderId, placed.orderId));
    expect(listed).toContainEqual(expect.objectContaining({ kind: "gift_card", recipient, subject: "A $42.50 Petsies gift card for you" }));

    const [card] = await t().database.db.select().from(giftCards).where(eq(giftCards.code, code));
    expect(card).toMatchObject({ initialCents: 4250, balanceCents: 4250, isActive: true });

    const cartId = (await call("POST", "/api/cart/create")).result as string;
    await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 1 } });
    expect(await call("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: code.toLowerCase() })).toEqual({ status: 200, result: 42.5 });
    expect((await call("GET", `/api/giftcards/pull?cartId=${cartId}`)).result).toEqual({ [code]: 42.5 });
  });

  it("makes one card per unit with its own code; a posted card's code is in the buyer's confirmation", async () => {
    const bo = await newShopper(t(), "poster");
    const placed = await placeOrderFor(t(), bo, [
      { sku: "am_gift_card", qty: 2, giftcard_options: { amount: 25, customer_name: "Bo", recipient_name: "Cy", recipient_ship: true } } as never,
      // Something that ships too, so the test order helper gives a shipping address.
      { sku: "petsies_bandana", qty: 1 },
    ]);
    const issued = await t()
      .database.db.select({ code: giftCards.code, type: issuedGiftCards.type, mailedAt: issuedGiftCards.mailedAt })
      .from(issuedGiftCards)
      .innerJoin(giftCards, eq(giftCards.id, issuedGiftCards.giftCardId))
      .where(eq(issuedGiftCards.orderItemId, placed.itemIds[0]!));
    expect(issued).toHaveLength(2);
    expect(new Set(issued.map((c) => c.code)).size).toBe(2);
    expect(issued.every((c) => c.type === 2 && c.mailedAt === null)).toBe(true);
    const confirmation = (await readOutbox(t().outbox)).find((m) => m.to === bo.email && m.subject.includes(placed.incrementId));
    for (const c of issued) expect(confirmation?.text).toContain(c.code);

    const history = (await t().app.inject({ method: "GET", url: "/api/user/order-history", headers: { authorization: `Bearer ${bo.token}` } })).json().result;
    const item = history.items[0].items.find((i: { product: { sku: string } }) => i.product.sku === "am_gift_card");
    expect(item.extension_attributes.gift_cards).toEqual(issued.map((c) => ({ code: c.code, amount: "$25.00", delivery: "posted with your order" })));
  });

  it("shows a bought e-mailed card's code masked in the buyer's order history", async () => {
    const cy = await newShopper(t(), "masked");
    await placeOrderFor(t(), cy, [
      { sku: "am_gift_card", qty: 1, giftcard_options: { amount: 50, customer_name: "Cy", recipient_name: "Di", recipient_email: "di@example.com" } } as never,
    ]);
    const history = (await t().app.inject({ method: "GET", url: "/api/user/order-history", headers: { authorization: `Bearer ${cy.token}` } })).json().result;
    const [card] = history.items[0].items[0].extension_attributes.gift_cards;
    expect(card).toEqual({ code: expect.stringMatching(/^PETS-XXXX-XXXX-XXXX-[A-Z0-9]{4}$/), amount: "$50.00", delivery: "e-mailed to di@example.com" });
  });

  it("makes and mails each card once when the same order is submitted many times at once", async () => {
    const dee = await newShopper(t(), "eager");
    const recipient = `eager-friend-${Date.now()}@example.com`;
    const auth = { authorization: `Bearer ${dee.token}` };
    const post = async (url: string, payload?: object, headers: Record<string, string> = {}) =>
      (await t().app.inject({ method: "POST", url, headers: { ...auth, ...headers }, ...(payload ? { payload } : {}) })).json().result;
    const cartId = (await post("/api/cart/create")) as string;
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "am_gift_card", qty: 2, giftcard_options: { amount: 25, recipient_email: recipient } } });
    const items = (await t().app.inject({ method: "GET", url: `/api/cart/pull?cartId=${cartId}`, headers: auth })).json().result;
    const address = { firstname: "Dee", lastname: "Lee", street: ["1 Main St"], city: "Albany", postcode: "12207", country_id: "US", region_id: 43, telephone: "(518) 555-0143" };
    const order = {
      cart_id: cartId,
      products: items.map((i: { item_id: number; sku: string; qty: number }) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })),
      addressInformation: {
        billingAddress: address,
        payment_method_code: "petsies_testcard",
        payment_method_additional: { card_number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name_on_card: "Dee Lee" },
      },
      personalDetails: { firstName: "Dee", lastName: "Lee", emailAddress: dee.email },
    };
    const key = `eager-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t().app.inject({ method: "POST", url: "/api/order", headers: { ...auth, "idempotency-key": key }, payload: order })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const [placed] = await t().database.db.select({ id: orderItems.id }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(eq(orders.orderKey, key));
    expect(await t().database.db.select().from(issuedGiftCards).where(eq(issuedGiftCards.orderItemId, placed!.id))).toHaveLength(2);
    expect((await readOutbox(t().outbox)).filter((m) => m.to === recipient)).toHaveLength(2);
  });

  it("refuses a made-up code of the same shape", async () => {
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 1 } });
    expect((await call("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: "PETS-AAAA-BBBB-CCCC-DDDD" })).status).toBe(400);
  });
});
