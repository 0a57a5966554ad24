import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftCards, orderRefunds, orders, products, stock } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { useTestApp, type TestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

async function stockOf(t: TestApp, sku: string) {
  const [row] = await t.database.db.select({ qty: stock.qty }).from(stock).innerJoin(products, eq(products.id, stock.productId)).where(eq(products.sku, sku));
  return row!.qty;
}

async function mailsTo(t: TestApp, email: string, subject: RegExp, count = 1) {
  for (let i = 0; i < 100; i++) {
    const found = (await readOutbox(t.outbox)).filter((m) => m.to === email && subject.test(m.subject));
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail ${subject} to ${email}`);
}

describe.each(databaseKinds)("cancelling and refunding orders on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;

  it("cancels a whole order: stock and gift card amounts return, the card is refunded, the shopper is told", async () => {
    const support = await newStaff(t(), "support", { refundLimitCents: 100_000 });
    const shopper = await newShopper(t());
    const code = `CANCEL-${randomUUID().slice(0, 8)}`.toUpperCase();
    await db().insert(giftCards).values({ code, initialCents: 1000, balanceCents: 1000 });
    const before = await stockOf(t(), "petsies_bandana");
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 2 }], undefined, { giftCardCode: code });
    expect(await stockOf(t(), "petsies_bandana")).toBe(before - 2);
    const [card] = await db().select().from(giftCards).where(eq(giftCards.code, code));
    expect(card!.balanceCents).toBe(0);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));

    const cancelled = await support.call("POST", `/api/admin/orders/${placed.incrementId}/cancel`, { reason: "The shopper changed their mind", requestKey: randomUUID() });
    expect(cancelled.status, JSON.stringify(cancelled.result)).toBe(200);
    expect(cancelled.result.items.map((i: { statusId: number }) => i.statusId)).toEqual([3]);
    expect(cancelled.result).toMatchObject({ refundedCents: order!.grandTotalCents, refundableCents: 0, payment: { state: "refunded" } });
    expect(cancelled.result.refunds).toEqual([
      expect.objectContaining({ amountCents: order!.grandTotalCents, method: "provider", status: "succeeded", providerReference: expect.stringMatching(/^testrefund-/), staffEmail: support.email }),
    ]);
    expect(await stockOf(t(), "petsies_bandana")).toBe(before);
    expect((await db().select().from(giftCards).where(eq(giftCards.code, code)))[0]!.balanceCents).toBe(1000);

    const [mail] = await mailsTo(t(), shopper.email, /^Cancelled:/);
    expect(mail!.text).toContain("The shopper changed their mind");
    expect(mail!.text).toContain("$10.00 you paid with gift cards is back");
    expect(mail!.text).toContain(`We have refunded $${(order!.grandTotalCents / 100).toFixed(2)} to your credit card`);

    const again = await support.call("POST", `/api/admin/orders/${placed.incrementId}/cancel`, { reason: "Again", requestKey: randomUUID() });
    expect(again).toMatchObject({ status: 400, result: "Every item of this order is already cancelled." });
    expect((await support.call("POST", `/api/admin/order-items/${placed.itemIds[0]}/status`, { statusId: 9 })).result).toMatch(/cancelled; it cannot move/);
  });

  it("cancels one item of two and refunds what it cost; a check order records a manual refund", async () => {
    const owner = await newStaff(t(), "owner");
    const shopper = await newShopper(t());
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }, { sku: "inspiration_kit", qty: 1 }], undefined, { paymentMethodCode: "checkmo" });
    const detail = (await owner.call("GET", `/api/admin/orders/${placed.incrementId}`)).result;
    const kit = detail.items.find((i: { sku: string }) => i.sku === "inspiration_kit");
    const res = await owner.call("POST", `/api/admin/orders/${placed.incrementId}/cancel`, { itemIds: [kit.id], reason: "Out of print", requestKey: randomUUID() });
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    expect(res.result.items.map((i: { sku: string; statusId: number }) => [i.sku, i.statusId])).toEqual([
      ["petsies_bandana", 2],
      ["inspiration_kit", 3],
    ]);
    const [refund] = res.result.refunds;
    expect(refund).toMatchObject({ method: "manual", status: "succeeded", providerReference: null, itemIds: [kit.id] });
    expect(refund.amountCents).toBeGreaterThan(0);
    expect(refund.amountCents).toBeLessThan(detail.totals.grandTotalCents);
    expect(res.result.payment.state).toBe("partially refunded");
    const [mail] = await mailsTo(t(), shopper.email, /^Cancelled: /);
    expect(mail!.text).toContain("We will send");
  });

  it("never refunds more than was charged, and support only up to their limit", async () => {
    const owner = await newStaff(t(), "owner");
    const limited = await newStaff(t(), "support", { refundLimitCents: 500 });
    const none = await newStaff(t(), "support");
    const production = await newStaff(t(), "production");
    const shopper = await newShopper(t());
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const total = (await owner.call("GET", `/api/admin/orders/${placed.incrementId}`)).result.totals.grandTotalCents as number;
    const refund = (member: typeof owner, amountCents: number) =>
      member.call("POST", `/api/admin/orders/${placed.incrementId}/refunds`, { amountCents, reason: "Late parcel", requestKey: randomUUID() });

    expect(await refund(limited, 600)).toMatchObject({ status: 403, error: "refund_limit" });
    expect(await refund(none, 100)).toMatchObject({ status: 403, error: "forbidden" });
    expect(await refund(production, 100)).toMatchObject({ status: 403, error: "forbidden" });
    expect((await refund(limited, 500)).status).toBe(200);
    const tooMuch = await refund(owner, total);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.result).toBe(`At most $${((total - 500) / 100).toFixed(2)} can be refunded on this order.`);
    const rest = await refund(owner, total - 500);
    expect(rest.result).toMatchObject({ refundedCents: total, refundableCents: 0, payment: { state: "refunded" } });
    expect((await refund(owner, 1)).result).toBe("Nothing is left to refund on this order.");
    for (const bad of [{ amountCents: 0, reason: "x", requestKey: randomUUID() }, { amountCents: 100, reason: "", requestKey: randomUUID() }, { amountCents: 100, reason: "x", requestKey: "not-a-uuid" }]) {
      expect((await owner.call("POST", `/api/admin/orders/${placed.incrementId}/refunds`, bad)).status).toBe(400);
    }
    await mailsTo(t(), shopper.email, /^A refund on your order/, 2);
  });

  it("makes one cancel and one refund of 20 identical requests sent at once", async () => {
    const owner = await newStaff(t(), "owner");
    const shopper = await newShopper(t());
    const before = await stockOf(t(), "petsies_bandana");
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 3 }]);
    const requestKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.call("POST", `/api/admin/orders/${placed.incrementId}/cancel`, { reason: "Duplicate order", requestKey })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await stockOf(t(), "petsies_bandana")).toBe(before);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.orderId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.status).toBe("succeeded");
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.refundedCents).toBe(order!.grandTotalCents);

    const refundKey = randomUUID();
    const other = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const refundAnswers = await Promise.all(
      Array.from({ length: 20 }, () => owner.call("POST", `/api/admin/orders/${other.incrementId}/refunds`, { amountCents: 100, reason: "Goodwill", requestKey: refundKey })),
    );
    expect(refundAnswers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const [otherOrder] = await db().select().from(orders).where(eq(orders.id, other.orderId));
    expect(otherOrder!.refundedCents).toBe(100);
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, other.orderId))).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(t(), shopper.email, /^A refund on your order/)).toHaveLength(1);
    expect(await mailsTo(t(), shopper.email, /^Cancelled:/)).toHaveLength(1);
  });
});
