import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProductBody } from "@petsies/contract/admin";
import { giftCards, issuedGiftCards } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

/** A second gift card product as an owner makes it in the back office: type "giftcard", its price its first amount. */
function holidayCard(id: string): ProductBody {
  return {
    type: "giftcard",
    name: `Holiday Gift Card ${id}`,
    sku: `holiday_gift_card_${id}`,
    urlKey: `holiday-gift-card-${id}`,
    description: "<p>A festive card for anything at Petsies.</p>",
    enabled: true,
    visibility: 4,
    taxClassId: 3,
    categoryIds: [],
    priceCents: 3000,
    specialPriceCents: null,
    specialFromDate: null,
    specialToDate: null,
    qty: 0,
    manageStock: true,
    isInStock: false,
    metaTitle: "",
    metaDescription: "",
  };
}

describe.each(databaseKinds)("a gift card product made in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t().app.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, result: res.json().result };
  };
  const newCart = async () => (await call("POST", "/api/cart/create")).result as string;
  const add = (cartId: string, cartItem: object) => call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem });

  it("is sold like am_gift_card: its own amounts and designs in the cart, never discounted, and issued as a card when ordered", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const created = await owner.call("POST", "/api/admin/products", holidayCard(id));
    expect(created.status, JSON.stringify(created)).toBe(200);
    // A gift card is money: never out of stock, whatever the form said; it starts with its price as its one amount.
    expect(created.result).toMatchObject({ type: "giftcard", editable: true, manageStock: false, isInStock: true, giftCard: { amountsCents: [3000], openAmount: null, designIds: null } });
    const productId = created.result.id as number;
    const design = (created.result.giftCard.designChoices as { id: number; active: boolean }[]).filter((d) => d.active);
    expect(design.length).toBeGreaterThan(1);

    const saved = await owner.call("PUT", `/api/admin/products/${productId}/gift-card`, { amountsCents: [3000, 6000], openAmount: null, designIds: [design[0]!.id] });
    expect(saved.result.giftCard).toMatchObject({ amountsCents: [3000, 6000], openAmount: null, designIds: [design[0]!.id] });
    // Edited again through the product form, it stays a gift card with its amounts.
    const edited = await owner.call("PATCH", `/api/admin/products/${productId}`, { ...holidayCard(id), name: `Holiday Card ${id}` });
    expect(edited.result).toMatchObject({ type: "giftcard", name: `Holiday Card ${id}`, giftCard: { amountsCents: [3000, 6000] } });
    expect((await owner.call("PATCH", `/api/admin/products/${productId}`, { ...holidayCard(id), type: "virtual" })).fields).toEqual({ type: "A product's type cannot change: duplicate it as the other type instead." });

    // The list tells gift cards apart from the other virtual products.
    const cards = (await owner.call("GET", "/api/admin/products?type=giftcard&pageSize=100")).result.products as { sku: string; type: string }[];
    expect(cards.map((p) => p.sku)).toEqual(expect.arrayContaining(["am_gift_card", `holiday_gift_card_${id}`]));
    expect(cards.every((p) => p.type === "giftcard")).toBe(true);
    const virtual = (await owner.call("GET", "/api/admin/products?type=virtual&pageSize=100")).result.products as { sku: string }[];
    expect(virtual.map((p) => p.sku)).not.toContain("am_gift_card");
    expect(virtual.map((p) => p.sku)).not.toContain(`holiday_gift_card_${id}`);

    // The storefront answers it as a virtual product with the gift card's attributes, like am_gift_card.
    const shown = (await call("GET", `/api/product/holiday_gift_card_${id}`)).result;
    expect(shown).toMatchObject({ type_id: "virtual", custom_attributes: { am_giftcard_type: 1, am_giftcard_prices: "30,60", am_giftcard_templates: String(design[0]!.id) } });

    // Its own amounts: $25 (one of am_gift_card's) is refused, $60 taken; only its designs; an amount is needed.
    const sku = `holiday_gift_card_${id}`;
    const options = { customer_name: "Ann", recipient_name: "Bo", recipient_email: "bo@example.com", message: "Happy holidays!" };
    const cartId = await newCart();
    expect((await add(cartId, { sku, qty: 1, giftcard_options: { ...options, amount: 25 } })).status).toBe(400);
    expect((await add(cartId, { sku, qty: 1 })).status).toBe(400);
    expect((await add(cartId, { sku, qty: 1, giftcard_options: { ...options, amount: 60, giftcard_template_id: design[1]!.id } })).result).toBe(
      "This gift card design is no longer offered: reload the page and choose another.",
    );
    expect((await add(cartId, { sku, qty: 1, giftcard_options: { ...options, amount: 60, giftcard_template_id: design[0]!.id } })).status).toBe(200);
    const [line] = (await call("GET", `/api/cart/pull?cartId=${cartId}`)).result as { sku: string; price: number; giftcard_options: object }[];
    expect(line).toMatchObject({ sku, giftcard_options: { amount: 60, recipient_name: "Bo", message: "Happy holidays!" } });

    // Money is not discounted: a $60 card and a $12 bandana with 10% off take $1.20 off (the bandana's 10%).
    await add(cartId, { sku: "petsies_bandana", qty: 1 });
    expect((await call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=PETSIES10`)).result).toBe(true);
    expect((await call("GET", `/api/cart/totals?cartId=${cartId}`)).result).toMatchObject({ subtotal: 72, discount_amount: -1.2 });

    // A product that is no gift card takes no card options (its order item would otherwise be issued as a card).
    expect((await add(cartId, { sku: "petsies_bandana", qty: 2, giftcard_options: { amount: 60, recipient_email: "bo@example.com" } })).result).toMatch(/is not a gift card/);

    // Placed, the order issues the card with the amount bought, e-mailed to its recipient.
    const buyer = await newShopper(t(), "holiday");
    const recipient = `holiday-friend-${id}@example.com`;
    const placed = await placeOrderFor(t(), buyer, [{ sku, qty: 1, giftcard_options: { ...options, amount: 60, recipient_email: recipient, giftcard_template_id: design[0]!.id } } as never]);
    const issued = await db()
      .select({ code: giftCards.code, initialCents: giftCards.initialCents, type: issuedGiftCards.type, recipientEmail: issuedGiftCards.recipientEmail })
      .from(issuedGiftCards)
      .innerJoin(giftCards, eq(giftCards.id, issuedGiftCards.giftCardId))
      .where(eq(issuedGiftCards.orderItemId, placed.itemIds[0]!));
    expect(issued).toEqual([{ code: expect.stringMatching(/^PETS-/), initialCents: 6000, type: 1, recipientEmail: recipient }]);
    const mail = (await readOutbox(t().outbox)).find((m) => m.to === recipient);
    expect(mail?.text).toContain(issued[0]!.code);
    const history = (await t().app.inject({ method: "GET", url: "/api/user/order-history", headers: { authorization: `Bearer ${buyer.token}` } })).json().result;
    expect(history.items[0].items[0].extension_attributes.gift_cards).toEqual([{ code: expect.stringMatching(/^PETS-XXXX/), amount: "$60.00", delivery: `e-mailed to ${recipient}` }]);
  });
});
