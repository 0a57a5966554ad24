import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerAddresses, customers, newsletterSubscribers, orders } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { PASSWORD } from "../../test/accounts.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor, shippingAddress } from "../../test/shopper.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { hashPassword } from "../../infra/security/passwords.ts";

describe.each(databaseKinds)("customers in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const me = (token: string) => t().app.inject({ method: "GET", url: "/api/user/me", headers: { authorization: `Bearer ${token}` } });

  it("finds a customer and shows their profile, addresses, orders, cart, wish list and newsletter state", async () => {
    const support = await newStaff(t(), "support");
    const shopper = await newShopper(t(), "quinn");
    await db().insert(customerAddresses).values({ customerId: shopper.id, firstname: "Ann", lastname: "Lee", street: ["1 Main St"], city: "Albany", postcode: "12207", countryId: "US", region: "New York", telephone: "5185550143" });
    await db().insert(newsletterSubscribers).values({ email: shopper.email });
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const wish = await t().app.inject({ method: "POST", url: "/api/wishlist/items", headers: { authorization: `Bearer ${shopper.token}` }, payload: { sku: "petsies_bandana" } });
    const found = await support.call("GET", `/api/admin/customers?q=${encodeURIComponent(shopper.email.slice(0, 10))}`);
    expect(found.result.customers).toContainEqual(expect.objectContaining({ id: shopper.id, email: shopper.email, name: "Ann Lee", orders: 1, disabled: false }));
    const detail = await support.call("GET", `/api/admin/customers/${shopper.id}`);
    expect(detail.result).toMatchObject({
      email: shopper.email,
      addresses: [{ city: "Albany", postcode: "12207" }],
      orderList: [{ incrementId: placed.incrementId, items: 1 }],
      newsletter: { subscribed: true },
    });
    expect(wish.statusCode).toBe(200);
    expect(detail.result.wishlist.map((w: { sku: string }) => w.sku)).toContain("petsies_bandana");
    expect((await support.call("GET", "/api/admin/customers/999999999")).status).toBe(404);
    expect((await support.call("GET", "/api/admin/customers?q=%00")).status).toBe(400);
  });

  it("disables an account: its sessions end and it cannot sign in until enabled again", async () => {
    const support = await newStaff(t(), "support");
    const shopper = await newShopper(t());
    await db().update(customers).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(customers.id, shopper.id));
    expect((await me(shopper.token)).statusCode).toBe(200);
    const disabled = await support.call("PATCH", `/api/admin/customers/${shopper.id}`, { disabled: true });
    expect(disabled.result.disabled).toBe(true);
    expect((await me(shopper.token)).statusCode).toBe(401);
    const login = await t().app.inject({ method: "POST", url: "/api/user/login", headers: { "x-forwarded-for": "10.66.1.1" }, payload: { username: shopper.email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect(login.json().result).toMatch(/account is disabled/);
    await support.call("PATCH", `/api/admin/customers/${shopper.id}`, { disabled: false });
    const again = await t().app.inject({ method: "POST", url: "/api/user/login", headers: { "x-forwarded-for": "10.66.1.2" }, payload: { username: shopper.email, password: PASSWORD } });
    expect(again.statusCode).toBe(200);
  });

  it("sends a password reset link and exports the customer's data without secrets", async () => {
    const support = await newStaff(t(), "support");
    const shopper = await newShopper(t());
    await db().update(customers).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(customers.id, shopper.id));
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    expect((await support.call("POST", `/api/admin/customers/${shopper.id}/password-reset`)).status).toBe(200);
    let mail;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await readOutbox(t().outbox)).find((m) => m.to === shopper.email && m.subject === "Reset your Petsies password");
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail).toBeDefined();
    await db().insert(newsletterSubscribers).values({ email: shopper.email, unsubscribeTokenHash: "ab".repeat(32) });
    const exported = await support.call("GET", `/api/admin/customers/${shopper.id}/export`);
    expect(exported.result.newsletter).toMatchObject({ email: shopper.email, subscribed: true });
    expect(exported.result.profile).toMatchObject({ id: shopper.id, email: shopper.email });
    expect(exported.result.orders.map((o: { incrementId: string }) => o.incrementId)).toEqual([placed.incrementId]);
    const text = JSON.stringify(exported.result);
    expect(text).not.toContain("scrypt$");
    expect(text).not.toMatch(/passwordHash|recoveryCodeHash|orderKey|unsubscribeTokenHash|abababab/);
  });

  it("erases a customer: the account goes, the orders stay without personal data; only owners may", async () => {
    const owner = await newStaff(t(), "owner");
    const support = await newStaff(t(), "support");
    const shopper = await newShopper(t());
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }], shippingAddress);
    expect((await support.call("POST", `/api/admin/customers/${shopper.id}/erase`, { confirmEmail: shopper.email })).status).toBe(403);
    const wrong = await owner.call("POST", `/api/admin/customers/${shopper.id}/erase`, { confirmEmail: "someone@else.com" });
    expect(wrong.status).toBe(400);
    const erased = await owner.call("POST", `/api/admin/customers/${shopper.id}/erase`, { confirmEmail: shopper.email.toUpperCase() });
    expect(erased).toMatchObject({ status: 200, result: { erasedOrders: 1 } });
    expect(await db().select().from(customers).where(eq(customers.id, shopper.id))).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ email: `erased-customer-${shopper.id}@invalid`, customerId: null, personalDetails: {} });
    expect(JSON.stringify(order)).not.toMatch(/Ann|Lee|Main St|Albany|555-0143/);
    expect(order!.grandTotalCents).toBeGreaterThan(0);
    expect((await me(shopper.token)).statusCode).toBe(401);
    const view = await owner.call("GET", `/api/admin/orders/${placed.incrementId}`);
    expect(view.result.shippingAddress).toMatchObject({ firstname: "erased", country_id: "US" });
  });
});
