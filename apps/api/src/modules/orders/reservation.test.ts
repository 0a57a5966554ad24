import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carts, giftCards, jobs, orders, products, stock } from "../../db/schema.ts";
import { useTestApp, type TestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { releaseReservation, RESERVATION_EXPIRY_JOB } from "../checkout/steps/reserve.ts";

async function stockOf(t: TestApp, sku: string) {
  const [row] = await t.database.db.select({ qty: stock.qty }).from(stock).innerJoin(products, eq(products.id, stock.productId)).where(eq(products.sku, sku));
  return row!.qty;
}

describe.each(databaseKinds)("reservations that never reach payment, on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;

  /**
   * A placement left between reserve and confirm, as a crash leaves it: placed through the API, then put
   * back to awaiting payment (stock, gift card balance and cart still taken).
   */
  async function leftReservation(qty: number) {
    const shopper = await newShopper(t());
    const code = `HOLD-${randomUUID().slice(0, 8)}`.toUpperCase();
    await db().insert(giftCards).values({ code, initialCents: 500, balanceCents: 500 });
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty }], undefined, { giftCardCode: code });
    await db().update(orders).set({ paymentState: "pending" }).where(eq(orders.id, placed.orderId));
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    return { placed, order: order!, code };
  }

  it("writes an expiry job with each reservation, due after the reservation time", async () => {
    const shopper = await newShopper(t());
    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }]);
    const [job] = await db().select().from(jobs).where(and(eq(jobs.kind, RESERVATION_EXPIRY_JOB), eq(jobs.dedupeKey, `reservation:${placed.orderId}`)));
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(job!.runAt.getTime() - order!.createdAt.getTime()).toBeGreaterThan(29 * 60 * 1000);
    expect(job!.runAt.getTime() - order!.createdAt.getTime()).toBeLessThan(31 * 60 * 1000);
    // A placed order is left alone when its time comes.
    expect(await releaseReservation(db(), placed.orderId)).toBe(false);
    expect((await db().select().from(orders).where(eq(orders.id, placed.orderId)))[0]!.paymentState).toBe("authorized");
  });

  it("gives back the stock, the gift card balance and the cart of an expired reservation, once, however many run it at once", async () => {
    const before = await stockOf(t(), "petsies_bandana");
    const { order, code } = await leftReservation(2);
    expect(await stockOf(t(), "petsies_bandana")).toBe(before - 2);
    const results = await Promise.all(Array.from({ length: 10 }, () => releaseReservation(db(), order.id)));
    expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t(), "petsies_bandana")).toBe(before);
    expect((await db().select().from(giftCards).where(eq(giftCards.code, code)))[0]!.balanceCents).toBe(500);
    expect((await db().select().from(carts).where(eq(carts.id, order.cartId)))[0]!.isActive).toBe(true);
    expect(await db().select().from(orders).where(eq(orders.id, order.id))).toEqual([]);
  });

  it("runs through the worker when due: the job ends done and the stock is back", async () => {
    const before = await stockOf(t(), "petsies_bandana");
    const { order } = await leftReservation(1);
    await db().update(jobs).set({ runAt: new Date() }).where(eq(jobs.dedupeKey, `reservation:${order.id}`));
    await expect.poll(async () => (await db().select().from(jobs).where(eq(jobs.dedupeKey, `reservation:${order.id}`)))[0]!.status, { timeout: 10_000 }).toBe("done");
    expect(await stockOf(t(), "petsies_bandana")).toBe(before);
  });
});
