import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, giftCards } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

const CODE = /PETS(-[A-HJKMNP-Z2-9]{4}){4}/;
const MASKED = /^PETS-XXXX-XXXX-XXXX-[A-HJKMNP-Z2-9]{4}$/;

const issue = (over: Record<string, unknown> = {}) => ({
  amountCents: 2500,
  recipientName: "Bo Lee",
  recipientEmail: `bo-${randomUUID().slice(0, 8)}@example.com`,
  senderName: "The Petsies team",
  message: "Sorry about the wait!\nEnjoy.",
  templateId: 1,
  delivery: "email",
  requestKey: randomUUID(),
  ...over,
});

describe.each(databaseKinds)("gift cards in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const shopperCall = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t().app.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, result: res.json().result };
  };
  const fieldsOf = async (owner: StaffClient, url: string, body: Record<string, unknown>) => {
    const res = await owner.call("POST", url, body);
    expect(res.status, JSON.stringify(res.result)).toBe(400);
    return res.fields;
  };

  it("an owner issues an e-mailed card: the recipient gets its code once, it pays in a cart, and its history shows the use", async () => {
    const owner = await newStaff(t(), "owner");
    const body = issue();
    // A double click: both requests at once answer the same card, and nothing is made or sent twice.
    const [made, twin] = await Promise.all([owner.call("POST", "/api/admin/gift-cards", body), owner.call("POST", "/api/admin/gift-cards", body)]);
    expect(made.status, JSON.stringify(made.result)).toBe(200);
    expect(twin.result.id).toBe(made.result.id);
    expect(made.result).toMatchObject({ balanceCents: 2500, initialCents: 2500, state: "active", source: "staff", recipientEmail: body.recipientEmail, delivery: "email", codeIsMasked: false });
    expect(made.result.mailedAt).not.toBeNull();
    expect(made.result.template).toMatchObject({ id: 1, name: "Paw prints" });
    const code = made.result.code as string;
    expect(code).toMatch(CODE);

    // A retry later answers the same card too.
    const again = await owner.call("POST", "/api/admin/gift-cards", body);
    expect(again.result.id).toBe(made.result.id);
    const mails = (await readOutbox(t().outbox)).filter((m) => m.to === body.recipientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A $25.00 Petsies gift card for you");
    expect(mails[0]!.text).toContain(code);
    expect(mails[0]!.text).toContain("Sorry about the wait!");

    const shopper = await newShopper(t(), "gifted");
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }], undefined, { giftCardCode: code.toLowerCase() });

    const card = await owner.call("GET", `/api/admin/gift-cards/${made.result.id}`);
    const used = card.result.history.find((h: { kind: string }) => h.kind === "used");
    expect(used).toMatchObject({ orderIncrementId: placed.incrementId });
    expect(used.amountCents).toBeLessThan(0);
    expect(card.result.balanceCents).toBe(2500 + used.amountCents);
    expect(card.result.history[0]).toMatchObject({ kind: "issued", amountCents: 2500, balanceAfterCents: 2500, by: owner.email });
    expect(card.result.history.at(-1).balanceAfterCents).toBe(card.result.balanceCents);

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "gift_card"), eq(auditLog.entityId, String(made.result.id))));
    expect(audit.map((a) => a.action)).toEqual(["gift_card.issue"]);
    // The audit keeps the code masked: the log is read more widely than a card's page.
    expect(JSON.stringify(audit[0]!.after)).not.toContain(code);
  });

  it("a printed card is not e-mailed, and its code is on its page for the owner to print", async () => {
    const owner = await newStaff(t(), "owner");
    const made = await owner.call("POST", "/api/admin/gift-cards", issue({ delivery: "print", recipientEmail: "", templateId: 2, amountCents: 10_000 }));
    expect(made.status, JSON.stringify(made.result)).toBe(200);
    expect(made.result).toMatchObject({ delivery: "print", mailedAt: null, recipientEmail: null, balanceCents: 10_000, template: { id: 2 } });
    expect(made.result.code).toMatch(CODE);
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, made.result.id));
    expect(row!.code).toBe(made.result.code);
  });

  it("lists cards with codes masked, finds one by code or e-mail, filters by state, sorts and pages", async () => {
    const owner = await newStaff(t(), "owner");
    const email = `find-${randomUUID().slice(0, 8)}@example.com`;
    const a = (await owner.call("POST", "/api/admin/gift-cards", issue({ recipientEmail: email, amountCents: 1000 }))).result;
    const b = (await owner.call("POST", "/api/admin/gift-cards", issue({ recipientEmail: email, amountCents: 3000 }))).result;
    const byEmail = await owner.call("GET", `/api/admin/gift-cards?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.result.total).toBe(2);
    expect(byEmail.result.giftCards.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    for (const c of byEmail.result.giftCards) expect(c.code).toMatch(MASKED);
    expect((await owner.call("GET", `/api/admin/gift-cards?q=${encodeURIComponent(email)}&sort=balance_asc`)).result.giftCards.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
    expect((await owner.call("GET", `/api/admin/gift-cards?q=${encodeURIComponent(email)}&pageSize=1&page=2`)).result).toMatchObject({ total: 2, page: 2, giftCards: [{ id: a.id }] });

    const byCode = await owner.call("GET", `/api/admin/gift-cards?q=${b.code.slice(-9).toLowerCase()}`);
    expect(byCode.result.giftCards.map((c: { id: number }) => c.id)).toEqual([b.id]);

    await owner.call("POST", `/api/admin/gift-cards/${a.id}/state`, { active: false });
    await owner.call("POST", `/api/admin/gift-cards/${b.id}/adjustments`, { amountCents: -3000, reason: "Paid out by hand", requestKey: randomUUID() });
    const ids = async (state: string) => (await owner.call("GET", `/api/admin/gift-cards?q=${encodeURIComponent(email)}&state=${state}`)).result.giftCards.map((c: { id: number }) => c.id);
    expect(await ids("disabled")).toEqual([a.id]);
    expect(await ids("used_up")).toEqual([b.id]);
    expect(await ids("active")).toEqual([]);

    // A bought card is found by its recipient's and its buyer's e-mail, with the order that bought it.
    const buyer = await newShopper(t(), "buyer");
    const friend = `friend-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await placeOrderFor(t(), buyer, [{ sku: "am_gift_card", qty: 1, giftcard_options: { amount: 40, customer_name: "Cy", recipient_name: "Di", recipient_email: friend } } as never]);
    for (const q of [friend, buyer.email]) {
      const found = await owner.call("GET", `/api/admin/gift-cards?q=${encodeURIComponent(q)}`);
      expect(found.result.giftCards).toEqual([expect.objectContaining({ source: "order", orderIncrementId: placed.incrementId, recipientEmail: friend, recipientName: "Di", buyerEmail: buyer.email, balanceCents: 4000 })]);
    }
    const bought = await owner.call("GET", `/api/admin/gift-cards/${(await owner.call("GET", `/api/admin/gift-cards?q=${encodeURIComponent(friend)}`)).result.giftCards[0].id}`);
    expect(bought.result.history).toEqual([expect.objectContaining({ kind: "bought", amountCents: 4000, balanceAfterCents: 4000, orderIncrementId: placed.incrementId })]);
  });

  it("adjusts a balance with a reason, once per request key, never below zero, each change audited", async () => {
    const owner = await newStaff(t(), "owner");
    const card = (await owner.call("POST", "/api/admin/gift-cards", issue({ delivery: "print" }))).result;
    const url = `/api/admin/gift-cards/${card.id}/adjustments`;
    const add = { amountCents: 500, reason: "Goodwill for a late parcel", requestKey: randomUUID() };
    // The same click sent three times at once: one adjustment.
    const answers = await Promise.all([0, 1, 2].map(() => owner.call("POST", url, add)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const after = await owner.call("GET", `/api/admin/gift-cards/${card.id}`);
    expect(after.result.balanceCents).toBe(3000);
    expect(after.result.history.filter((h: { kind: string }) => h.kind === "adjusted")).toEqual([
      expect.objectContaining({ amountCents: 500, balanceAfterCents: 3000, reason: "Goodwill for a late parcel", by: owner.email }),
    ]);

    expect(await fieldsOf(owner, url, { amountCents: -3001, reason: "Too much", requestKey: randomUUID() })).toEqual({ amountCents: "The card holds $30.00: take at most that" });
    expect(await fieldsOf(owner, url, { amountCents: 500, reason: "  ", requestKey: randomUUID() })).toEqual({ reason: "Say why (kept in the card's history)" });
    expect(await fieldsOf(owner, url, { amountCents: 0, reason: "Nothing", requestKey: randomUUID() })).toEqual({ amountCents: "Enter an amount above 0" });
    expect(await fieldsOf(owner, url, { amountCents: 1.5, reason: "Half a cent", requestKey: randomUUID() })).toEqual({ amountCents: "Enter whole cents" });
    expect(await fieldsOf(owner, url, { amountCents: 100, reason: "No key", requestKey: "again" })).toEqual({ requestKey: "Reload the page and try again" });
    expect((await owner.call("POST", "/api/admin/gift-cards/99999999/adjustments", { amountCents: 100, reason: "Nobody", requestKey: randomUUID() })).status).toBe(404);

    // Two different adjustments at once, each taking $20 of the $30: one goes through, the other is refused.
    const take = () => owner.call("POST", url, { amountCents: -2000, reason: "Refunded to the card's buyer", requestKey: randomUUID() });
    const both = await Promise.all([take(), take()]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 400]);
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balanceCents).toBe(1000);

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "gift_card"), eq(auditLog.entityId, String(card.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(["gift_card.adjust", "gift_card.adjust", "gift_card.issue"]);
    expect(audit.find((a) => a.action === "gift_card.adjust")).toMatchObject({ before: { balanceCents: 2500 }, after: { balanceCents: 3000, amountCents: 500 } });
  });

  it("a disabled card is refused in a cart and drops out of a cart holding it; enabled, it works again", async () => {
    const owner = await newStaff(t(), "owner");
    const card = (await owner.call("POST", "/api/admin/gift-cards", issue({ delivery: "print" }))).result;
    const cartId = (await shopperCall("POST", "/api/cart/create")).result as string;
    await shopperCall("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 1 } });
    expect((await shopperCall("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: card.code })).status).toBe(200);

    const disabled = await owner.call("POST", `/api/admin/gift-cards/${card.id}/state`, { active: false });
    expect(disabled.result.state).toBe("disabled");
    expect((await shopperCall("GET", `/api/giftcards/pull?cartId=${cartId}`)).result).toEqual({});
    expect((await shopperCall("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: card.code })).status).toBe(400);

    const enabled = await owner.call("POST", `/api/admin/gift-cards/${card.id}/state`, { active: true });
    expect(enabled.result.state).toBe("active");
    expect(enabled.result.history.map((h: { kind: string }) => h.kind)).toEqual(["issued", "disabled", "enabled"]);
    expect((await shopperCall("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: card.code })).result).toBe(25);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "gift_card"), eq(auditLog.entityId, String(card.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(["gift_card.disable", "gift_card.enable", "gift_card.issue"]);
  });

  it("a cancelled order's amount comes back onto the card, in its history", async () => {
    const owner = await newStaff(t(), "owner");
    const card = (await owner.call("POST", "/api/admin/gift-cards", issue({ delivery: "print", amountCents: 5000 }))).result;
    const shopper = await newShopper(t(), "canceller");
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }], undefined, { giftCardCode: card.code });
    const cancelled = await owner.call("POST", `/api/admin/orders/${placed.incrementId}/cancel`, { reason: "Out of fabric", requestKey: randomUUID() });
    expect(cancelled.status, JSON.stringify(cancelled.result)).toBe(200);
    const after = (await owner.call("GET", `/api/admin/gift-cards/${card.id}`)).result;
    expect(after.balanceCents).toBe(5000);
    expect(after.history.map((h: { kind: string; orderIncrementId: string | null }) => [h.kind, h.orderIncrementId])).toEqual([
      ["issued", null],
      ["used", placed.incrementId],
      ["returned", placed.incrementId],
    ]);
    expect(after.history.at(-1)).toMatchObject({ balanceAfterCents: 5000, reason: "Out of fabric" });
  });

  it("says at the field what is wrong with an issue", async () => {
    const owner = await newStaff(t(), "owner");
    const url = "/api/admin/gift-cards";
    expect(await fieldsOf(owner, url, issue({ amountCents: 50 }))).toEqual({ amountCents: "At least $1" });
    expect(await fieldsOf(owner, url, issue({ amountCents: 100_001 }))).toEqual({ amountCents: "At most $1,000" });
    expect(await fieldsOf(owner, url, issue({ recipientEmail: "" }))).toEqual({ recipientEmail: "Enter the recipient's e-mail address" });
    expect(await fieldsOf(owner, url, issue({ recipientEmail: "bo@" }))).toEqual({ recipientEmail: "Enter a valid e-mail address" });
    expect(await fieldsOf(owner, url, issue({ recipientName: "" }))).toEqual({ recipientName: "Enter the recipient's name" });
    expect(await fieldsOf(owner, url, issue({ senderName: "" }))).toEqual({ senderName: "Enter who the card is from" });
    expect(await fieldsOf(owner, url, issue({ templateId: 99 }))).toEqual({ templateId: "Choose one of the designs" });
    expect(await fieldsOf(owner, url, issue({ message: "x".repeat(501) }))).toEqual({ message: "Please use at most 500 characters." });
    expect(await fieldsOf(owner, url, issue({ delivery: "pigeon" }))).toHaveProperty("delivery");
    expect((await owner.call("GET", "/api/admin/gift-cards/0")).status).toBe(400);
    expect((await owner.call("GET", "/api/admin/gift-cards/99999999")).status).toBe(404);
    expect((await owner.call("GET", "/api/admin/gift-cards?state=lost")).status).toBe(400);
    expect((await owner.call("GET", "/api/admin/gift-cards?sort=random")).status).toBe(400);
  });

  it("lets support read cards with the code masked; production reads nothing; only owners change anything", async () => {
    const owner = await newStaff(t(), "owner");
    const card = (await owner.call("POST", "/api/admin/gift-cards", issue({ delivery: "print" }))).result;
    const support = await newStaff(t(), "support");
    const production = await newStaff(t(), "production");

    expect((await support.call("GET", "/api/admin/gift-cards")).status).toBe(200);
    const seen = await support.call("GET", `/api/admin/gift-cards/${card.id}`);
    expect(seen.status).toBe(200);
    expect(seen.result).toMatchObject({ codeIsMasked: true, balanceCents: 2500 });
    expect(seen.result.code).toMatch(MASKED);

    for (const staff of [support, production]) {
      expect((await staff.call("POST", "/api/admin/gift-cards", issue())).status).toBe(403);
      expect((await staff.call("GET", "/api/admin/gift-cards/templates")).status).toBe(403);
      expect((await staff.call("POST", `/api/admin/gift-cards/${card.id}/adjustments`, { amountCents: 100, reason: "Mine", requestKey: randomUUID() })).status).toBe(403);
      expect((await staff.call("POST", `/api/admin/gift-cards/${card.id}/state`, { active: false })).status).toBe(403);
    }
    expect((await production.call("GET", "/api/admin/gift-cards")).status).toBe(403);
    expect((await production.call("GET", `/api/admin/gift-cards/${card.id}`)).status).toBe(403);
    expect((await owner.call("GET", "/api/admin/gift-cards", undefined, { cookie: null })).status).toBe(401);
    expect((await owner.call("POST", `/api/admin/gift-cards/${card.id}/state`, { active: false }, { csrf: null })).status).toBe(403);

    const designs = await owner.call("GET", "/api/admin/gift-cards/templates");
    expect(designs.result.templates.map((d: { name: string }) => d.name)).toEqual(["Paw prints", "Birthday", "Holidays"]);
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balanceCents).toBe(2500);
  });
});
