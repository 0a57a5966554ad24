import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GIFT_CARD_SKU } from "@petsies/domain";
import { auditLog, giftCardDesigns, products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("the gift card's amounts and designs in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const call = async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const res = await t().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, result: res.json().result };
  };
  const giftCardId = async () => (await db().select({ id: products.id }).from(products).where(eq(products.sku, GIFT_CARD_SKU)))[0]!.id;
  const buy = async (amount: number, templateId?: number) => {
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    return call("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: GIFT_CARD_SKU, qty: 1, giftcard_options: { amount, customer_name: "Ann", recipient_name: "Bo", recipient_email: "bo@example.com", send_friend: true, ...(templateId ? { giftcard_template_id: templateId } : {}) } },
    });
  };

  it("sets the fixed amounts, the open amount and the designs; the storefront and the cart follow at once", async () => {
    const owner = await newStaff(t(), "owner");
    const id = await giftCardId();
    const shown = await owner.call("GET", `/api/admin/products/${id}`);
    // The demo's: $25 to $250, and any amount from $25 to $500; every design.
    expect(shown.result.giftCard).toMatchObject({ amountsCents: [2500, 5000, 7500, 10000, 15000, 25000], openAmount: { minCents: 2500, maxCents: 50000 }, designIds: null });
    const designs = shown.result.giftCard.designChoices as { id: number }[];
    expect(designs.length).toBeGreaterThan(1);
    const versionBefore = (await call("GET", "/api/url/version")).result.version;

    const saved = await owner.call("PUT", `/api/admin/products/${id}/gift-card`, { amountsCents: [2000, 4050], openAmount: null, designIds: [designs[0]!.id] });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    expect(saved.result.giftCard).toMatchObject({ amountsCents: [2000, 4050], openAmount: null, designIds: [designs[0]!.id] });
    expect((await call("GET", "/api/url/version")).result.version).not.toBe(versionBefore);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, "product.giftcard"), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ staffEmail: owner.email, before: { openAmount: { minCents: 2500 } }, after: { amountsCents: [2000, 4050], openAmount: null } });
    const storefront = (await call("GET", `/api/product/${GIFT_CARD_SKU}`)).result;
    expect(storefront.custom_attributes).toMatchObject({ am_giftcard_prices: "20,40.5", am_allow_open_amount: 0, am_giftcard_templates: String(designs[0]!.id) });

    expect((await buy(40.5, designs[0]!.id)).status).toBe(200);
    expect((await buy(25)).status).toBe(400);
    expect((await buy(20, designs[1]!.id)).result).toBe("This gift card design is no longer offered: reload the page and choose another.");

    // Put the demo's back for the other tests of this database.
    const back = await owner.call("PUT", `/api/admin/products/${id}/gift-card`, { amountsCents: [2500, 5000, 7500, 10000, 15000, 25000], openAmount: { minCents: 2500, maxCents: 50000 }, designIds: null });
    expect(back.result.giftCard).toMatchObject({ openAmount: { minCents: 2500, maxCents: 50000 }, designIds: null });
    expect((await buy(333)).status).toBe(200);
  });

  it("refuses each bad amount and design at its field, and products that are not the gift card", async () => {
    const owner = await newStaff(t(), "owner");
    const id = await giftCardId();
    const put = (payload: unknown) => owner.call("PUT", `/api/admin/products/${id}/gift-card`, payload);
    expect((await put({ amountsCents: [], openAmount: null, designIds: null })).fields).toEqual({ amountsCents: "Add at least one amount, or let shoppers choose their own" });
    expect((await put({ amountsCents: [2500, 2500, 50, 2550.5], openAmount: null, designIds: null })).fields).toEqual({
      "amountsCents.1": "This amount is listed twice",
      "amountsCents.2": "The amount must be at least $1.00",
      "amountsCents.3": "The amount must be in whole cents",
    });
    expect((await put({ amountsCents: [], openAmount: { minCents: 5000, maxCents: 2500 }, designIds: null })).fields).toEqual({ "openAmount.maxCents": "The largest amount must be at least the smallest" });
    const [design] = await db().select({ id: giftCardDesigns.id }).from(giftCardDesigns).limit(1);
    expect((await put({ amountsCents: [2500], openAmount: null, designIds: [design!.id, design!.id] })).fields).toEqual({ "designIds.1": "This design is chosen twice" });
    expect((await put({ amountsCents: [2500], openAmount: null, designIds: [987_654] })).fields).toEqual({ "designIds.0": "No design has this id: reload the page and choose again." });
    expect((await owner.call("GET", `/api/admin/products/${id}`)).result.giftCard.amountsCents).toEqual([2500, 5000, 7500, 10000, 15000, 25000]);

    const [bandana] = await db().select({ id: products.id }).from(products).where(eq(products.sku, "petsies_bandana"));
    expect((await owner.call("GET", `/api/admin/products/${bandana!.id}`)).result.giftCard).toBeNull();
    expect(await owner.call("PUT", `/api/admin/products/${bandana!.id}/gift-card`, { amountsCents: [2500], openAmount: null, designIds: null })).toMatchObject({ status: 409, error: "not_gift_card" });
    for (const role of ["production", "support"] as const) {
      const member = await newStaff(t(), role);
      expect((await member.call("PUT", `/api/admin/products/${id}/gift-card`, { amountsCents: [2500], openAmount: null, designIds: null })).status).toBe(403);
    }
  });
});
