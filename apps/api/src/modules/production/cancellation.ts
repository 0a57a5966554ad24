/**
 * Cancelling items and giving money back (issue "Back office I"). One transaction, with the order row
 * locked, cancels the items, returns their stock (and, when the whole order goes, its gift card amounts),
 * reserves the refund on the order so no two refunds can pass what was charged, and writes the shopper's
 * e-mail as a job. The payment provider is called after the commit, never inside it, with the refund's own
 * idempotency key; a job settles the refund should this process die first. The request key the app sends
 * makes double clicks and retries one action.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ORDER_ITEM_STATUS, orderItemStatusName } from "@petsies/domain";
import type { StaffRole } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { giftCards, orderGiftCards, orderItems, orderItemStatusLog, orderRefunds, orders, staffRequests, stock } from "../../db/schema.ts";
import { Forbidden, Invalid, NotFound } from "../../infra/errors.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { addRefunded, refundPayment } from "../payments/money.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { recordGiftCardReturn } from "../giftcards/admin.ts";
import { formatUsd, REFUND_MAIL_JOBS } from "./refund-mail.ts";

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

export const REFUND_JOB = "payment.refund";
/** The job that settles a provider refund if the request that made it did not get to. */
const SAFETY_NET_MS = 60 * 1000;

export interface StaffMemberRef {
  actor: Actor;
  name: string;
  role: StaffRole;
  refundLimitCents: number | null;
}

export interface CancelRequest {
  incrementId: string;
  itemIds?: number[] | undefined;
  refundCents?: number | undefined;
  reason: string;
  requestKey: string;
  by: StaffMemberRef;
}

export interface RefundRequest {
  incrementId: string;
  amountCents: number;
  reason: string;
  requestKey: string;
  by: StaffMemberRef;
}

/** What an item costs the shopper: its price times quantity, less its discount, plus its tax. */
export function itemValueCents(item: Pick<ItemRow, "priceCents" | "qty" | "discountCents" | "taxCents">): number {
  return Math.max(item.priceCents * item.qty - item.discountCents + item.taxCents, 0);
}

function checkRefundAllowed(by: StaffMemberRef, amountCents: number): void {
  if (amountCents === 0 || by.role === "owner") return;
  if (by.role !== "support" || by.refundLimitCents === null) throw new Forbidden("Your role makes no refunds. Ask an owner.", "forbidden");
  if (amountCents > by.refundLimitCents) {
    throw new Forbidden(`You may refund at most ${formatUsd(by.refundLimitCents)} at once. Ask an owner for more.`, "refund_limit");
  }
}

async function lockPlacedOrder(tx: Db, incrementId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.incrementId, incrementId.trim())).for("update");
  if (!order) throw new NotFound(`There is no order ${incrementId}`);
  if (order.paymentState !== "authorized") throw new Invalid(`Order ${order.incrementId} is not placed (payment ${order.paymentState})`);
  return order;
}

/** True the first time a request key is seen; false for a repeat (the work is done, or being done). */
async function firstTime(tx: Db, requestKey: string, action: string): Promise<boolean> {
  const rows = await tx.insert(staffRequests).values({ requestKey, action }).onConflictDoNothing().returning({ key: staffRequests.requestKey });
  return rows.length > 0;
}

/** Reserves a refund on the locked order: a provider refund waits for the provider, a manual one is done. */
async function reserveRefund(tx: Db, order: OrderRow, input: { amountCents: number; reason: string; requestKey: string; itemIds: number[]; by: StaffMemberRef }): Promise<RefundRow | null> {
  if (input.amountCents === 0) return null;
  const refundable = order.grandTotalCents - order.refundedCents;
  if (input.amountCents > refundable) {
    throw new Invalid(refundable === 0 ? "Nothing is left to refund on this order." : `At most ${formatUsd(refundable)} can be refunded on this order.`);
  }
  checkRefundAllowed(input.by, input.amountCents);
  const provider = paymentMethod(order.paymentMethodCode);
  const online = provider !== undefined && !provider.offline && provider.refund !== undefined;
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      requestKey: input.requestKey,
      amountCents: input.amountCents,
      method: online ? "provider" : "manual",
      status: online ? "pending" : "succeeded",
      reason: input.reason,
      itemIds: input.itemIds,
      staffId: input.by.actor.staffId,
      staffEmail: input.by.actor.email,
      settledAt: online ? null : new Date(),
    })
    .returning();
  await tx.update(orders).set({ refundedCents: sql`${orders.refundedCents} + ${input.amountCents}`, updatedAt: new Date() }).where(eq(orders.id, order.id));
  if (online) await enqueue(tx, { kind: REFUND_JOB, payload: { refundId: refund!.id }, runAt: new Date(Date.now() + SAFETY_NET_MS) });
  return refund!;
}

/**
 * Asks the provider for a pending refund and records the answer, once: a refund that failed gives its
 * amount back to what may be refunded. Safe to call any number of times, from anywhere.
 */
export async function settleRefund(db: Db, refundId: number): Promise<void> {
  const [row] = await db.select({ refund: orderRefunds, order: orders }).from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.orderId)).where(eq(orderRefunds.id, refundId));
  if (!row || row.refund.status !== "pending") return;
  const result = await refundPayment(db, row.order, { idempotencyKey: `refund:${row.refund.requestKey}`, amountCents: row.refund.amountCents });
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(orderRefunds)
      .set(result.ok ? { status: "succeeded", providerReference: result.reference, settledAt: new Date() } : { status: "failed", failure: result.message, settledAt: new Date() })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending")))
      .returning();
    if (settled && result.ok) await addRefunded(tx, row.order.orderKey, settled.amountCents);
    if (settled && !result.ok) {
      await tx.update(orders).set({ refundedCents: sql`${orders.refundedCents} - ${settled.amountCents}` }).where(eq(orders.id, settled.orderId));
    }
  });
}

/** Cancels items (every one not yet cancelled, when none are named) and refunds them. */
export async function cancelItems(db: Db, request: CancelRequest): Promise<void> {
  const refund = await db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, request.incrementId);
    if (!(await firstTime(tx, request.requestKey, "order.cancel"))) {
      const [earlier] = await tx.select().from(orderRefunds).where(eq(orderRefunds.requestKey, request.requestKey));
      return earlier ?? null;
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).for("update");
    const live = items.filter((i) => i.statusId !== ORDER_ITEM_STATUS.cancelled);
    let targets: ItemRow[];
    if (request.itemIds) {
      targets = [...new Set(request.itemIds)].map((id) => {
        const item = items.find((i) => i.id === id);
        if (!item) throw new NotFound(`Item ${id} is not part of order ${order.incrementId}`);
        if (item.statusId === ORDER_ITEM_STATUS.cancelled) throw new Invalid(`${item.name} (item ${id}) is already cancelled`);
        return item;
      });
    } else {
      targets = live;
    }
    if (targets.length === 0) throw new Invalid("Every item of this order is already cancelled.");
    const wholeOrder = targets.length === live.length;

    for (const item of targets) {
      await tx.update(orderItems).set({ statusId: ORDER_ITEM_STATUS.cancelled, heldFromStatusId: null }).where(eq(orderItems.id, item.id));
      await tx.update(stock).set({ qty: sql`${stock.qty} + ${item.qty}` }).where(and(eq(stock.productId, item.productId), eq(stock.manageStock, true)));
      const note = `${orderItemStatusName(item.statusId)} → Cancelled — ${request.reason}`;
      await tx.insert(orderItemStatusLog).values({ orderItemId: item.id, statusId: ORDER_ITEM_STATUS.cancelled, note, changedBy: request.by.name });
    }
    let giftCardsBack = 0;
    if (wholeOrder) {
      for (const used of await tx.select().from(orderGiftCards).where(eq(orderGiftCards.orderId, order.id))) {
        await tx.update(giftCards).set({ balanceCents: sql`${giftCards.balanceCents} + ${used.amountCents}` }).where(eq(giftCards.id, used.giftCardId));
        await recordGiftCardReturn(tx, request.by.actor, used.giftCardId, used.amountCents, order.id, request.reason);
        giftCardsBack += used.amountCents;
      }
    }
    const refundable = order.grandTotalCents - order.refundedCents;
    const value = wholeOrder ? refundable : Math.min(targets.reduce((sum, i) => sum + itemValueCents(i), 0), refundable);
    const amountCents = request.refundCents ?? value;
    const itemIds = targets.map((i) => i.id);
    const refund = await reserveRefund(tx, order, { amountCents, reason: request.reason, requestKey: request.requestKey, itemIds, by: request.by });
    await enqueue(tx, {
      kind: REFUND_MAIL_JOBS.cancelled,
      payload: { orderId: order.id, itemIds, refundCents: amountCents, giftCardCents: giftCardsBack, reason: request.reason },
      dedupeKey: `cancelled:${request.requestKey}`,
    });
    await writeAudit(tx, request.by.actor, {
      action: wholeOrder ? "order.cancel" : "order.cancel_items",
      entityType: "order",
      entityId: order.incrementId,
      before: { items: targets.map((i) => ({ id: i.id, statusId: i.statusId })), refundedCents: order.refundedCents },
      after: { items: itemIds.map((id) => ({ id, statusId: ORDER_ITEM_STATUS.cancelled })), refundedCents: order.refundedCents + amountCents, refundCents: amountCents, giftCardCents: giftCardsBack, reason: request.reason },
    });
    return refund;
  });
  if (refund?.status === "pending") await settleRefund(db, refund.id);
}

/** Gives money back without cancelling anything (a goodwill refund, a late parcel). */
export async function refundOrder(db: Db, request: RefundRequest): Promise<void> {
  const refund = await db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, request.incrementId);
    if (!(await firstTime(tx, request.requestKey, "order.refund"))) {
      const [earlier] = await tx.select().from(orderRefunds).where(eq(orderRefunds.requestKey, request.requestKey));
      return earlier ?? null;
    }
    const refund = await reserveRefund(tx, order, { amountCents: request.amountCents, reason: request.reason, requestKey: request.requestKey, itemIds: [], by: request.by });
    await enqueue(tx, {
      kind: REFUND_MAIL_JOBS.refunded,
      payload: { orderId: order.id, refundCents: request.amountCents, reason: request.reason },
      dedupeKey: `refunded:${request.requestKey}`,
    });
    await writeAudit(tx, request.by.actor, {
      action: "order.refund",
      entityType: "order",
      entityId: order.incrementId,
      before: { refundedCents: order.refundedCents },
      after: { refundedCents: order.refundedCents + request.amountCents, reason: request.reason },
    });
    return refund;
  });
  if (refund?.status === "pending") await settleRefund(db, refund.id);
}

/** The order's refunds, oldest first. */
export function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, [orderId])).orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
