/**
 * The order production pipeline (issue 5): staff move order items through the 22 statuses, add shipments
 * and set the estimated shipment date, so the shopper's progress tracker means something. The back office
 * (production/routes.ts) and the staff command-line tool (cli/shop.ts) both change items only here. Every
 * change is validated and written to order_item_status_log with who made it, and to the audit log.
 */
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import {
  isOrderItemStatusId,
  normaliseEmail,
  ORDER_ITEM_STATUS,
  orderItemKind,
  orderItemStatusName,
  SHIPPED_STATUS,
  shipmentError,
  statusMoveError,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderItems, orderItemShipments, orderItemStatusLog, orders } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { isoDate } from "../order-history/service.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import { captureOnShipment } from "../payments/record.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { STATUS_MAIL_JOBS } from "./status-mail.ts";

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export const MAX_LIST = 500;
const MAX_TEXT = 200;

/** A calendar day written YYYY-MM-DD, kept as midnight UTC. */
export function parseDay(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || isoDate(date) !== text.trim()) throw new Invalid(`"${text}" is not a date: write it as YYYY-MM-DD (e.g. 2030-01-31)`);
  return date;
}

function checkedText(name: string, value: string | undefined, required: boolean): string {
  const text = (value ?? "").trim();
  if (required && !text) throw new Invalid(`${name} is required`);
  if (text.length > MAX_TEXT) throw new Invalid(`${name} is at most ${MAX_TEXT} characters`);
  return text;
}

function checkedStatus(statusId: number): number {
  if (!isOrderItemStatusId(statusId)) throw new Invalid(`"${statusId}" is not a status: use a number from 1 to 22 or a status name`);
  return statusId;
}

export interface ItemLine {
  orderItemId: number;
  incrementId: string;
  displayId: string;
  createdAt: Date;
  email: string;
  sku: string;
  name: string;
  qty: number;
  statusId: number;
  statusName: string;
  estimatedShipmentDate: string | null;
}

export interface ListFilter {
  statusId?: number;
  email?: string;
  limit?: number;
}

/** Items of placed orders, newest order first; filtered by an item status and/or the order's e-mail. */
export async function listItems(db: Db, filter: ListFilter = {}): Promise<ItemLine[]> {
  const where: SQL[] = [eq(orders.paymentState, "authorized")];
  if (filter.statusId !== undefined) where.push(eq(orderItems.statusId, checkedStatus(filter.statusId)));
  if (filter.email !== undefined) where.push(eq(orders.email, normaliseEmail(filter.email)));
  const limit = Math.min(Math.max(filter.limit ?? 100, 1), MAX_LIST);
  const rows = await db
    .select({ order: orders, item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
    .limit(limit);
  const positions = await itemPositions(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order, item }) => line(order, item, positions.get(item.id) ?? 0));
}

/** n of each item within its order (the n of display_id "increment_id-n"). */
export async function itemPositions(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...new Set(orderIds)]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const positions = new Map<number, number>();
  const seen = new Map<number, number>();
  for (const r of rows) {
    const n = (seen.get(r.orderId) ?? 0) + 1;
    seen.set(r.orderId, n);
    positions.set(r.id, n);
  }
  return positions;
}

function line(order: OrderRow, item: ItemRow, n: number): ItemLine {
  return {
    orderItemId: item.id,
    incrementId: order.incrementId,
    displayId: `${order.incrementId}-${n}`,
    createdAt: order.createdAt,
    email: order.email,
    sku: item.sku,
    name: item.name,
    qty: item.qty,
    statusId: item.statusId,
    statusName: orderItemStatusName(item.statusId),
    estimatedShipmentDate: item.estimatedShipmentDate ? isoDate(item.estimatedShipmentDate) : null,
  };
}

export interface LogEntry {
  statusId: number;
  statusName: string;
  note: string;
  changedBy: string;
  changedAt: Date;
}

export interface ItemDetails extends ItemLine {
  shipments: { carrierCode: string; trackingNumber: string; shipmentDate: string }[];
  log: LogEntry[];
}

export interface OrderDetails {
  incrementId: string;
  createdAt: Date;
  email: string;
  paymentState: string;
  grandTotalCents: number;
  currencyCode: string;
  shippingAddress: Record<string, unknown> | null;
  items: ItemDetails[];
}

export async function orderDetails(db: Db, incrementId: string): Promise<OrderDetails> {
  const [order] = await db.select().from(orders).where(eq(orders.incrementId, incrementId.trim())).limit(1);
  if (!order) throw new NotFound(`There is no order ${incrementId}`);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const ids = items.map((i) => i.id);
  const [shipments, log] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(orderItemShipments).where(inArray(orderItemShipments.orderItemId, ids)).orderBy(asc(orderItemShipments.shipmentDate), asc(orderItemShipments.id)),
          db.select().from(orderItemStatusLog).where(inArray(orderItemStatusLog.orderItemId, ids)).orderBy(asc(orderItemStatusLog.changedAt), asc(orderItemStatusLog.id)),
        ]);
  return {
    incrementId: order.incrementId,
    createdAt: order.createdAt,
    email: order.email,
    paymentState: order.paymentState,
    grandTotalCents: order.grandTotalCents,
    currencyCode: order.currencyCode,
    shippingAddress: order.shippingAddress,
    items: items.map((item, i) => ({
      ...line(order, item, i + 1),
      shipments: shipments
        .filter((s) => s.orderItemId === item.id)
        .map((s) => ({ carrierCode: s.carrierCode, trackingNumber: s.trackingNumber, shipmentDate: isoDate(s.shipmentDate) })),
      log: log
        .filter((l) => l.orderItemId === item.id)
        .map((l) => ({ statusId: l.statusId, statusName: orderItemStatusName(l.statusId), note: l.note, changedBy: l.changedBy, changedAt: l.changedAt })),
    })),
  };
}

/**
 * Who made a change: the staff member's name (--by, else the login name) for the item's log, and for the
 * audit log the signed-in member (the staff tool has none: its login name stands in).
 */
export interface Change {
  orderItemId: number;
  by: string;
  note?: string | undefined;
  actor?: Actor;
}

export interface ChangeResult {
  item: ItemLine;
  /** The status before the change (equal to item.statusId when the status did not change). */
  previousStatusId: number;
  /** False when the change asked for what was already so: nothing was written. */
  changed: boolean;
}

type Apply = (tx: Db, item: ItemRow) => Promise<{ statusId: number; note: string; action: string } | null>;

interface Applied {
  orderId: number;
  previousStatusId: number;
  changed: boolean;
}

/**
 * Runs a change on one item of a placed order inside the caller's transaction, with the item row locked,
 * and writes the item's log entry and the audit row. `apply` answers the log note for the change, or null
 * when there is nothing to change.
 */
async function changeItemIn(tx: Db, change: Change, apply: Apply): Promise<Applied> {
  if (!Number.isSafeInteger(change.orderItemId) || change.orderItemId < 1 || change.orderItemId > 2_147_483_647) {
    throw new Invalid(`"${change.orderItemId}" is not an order item id`);
  }
  const by = checkedText("The name of who makes the change", change.by, true);
  const extra = checkedText("The note", change.note, false);
  const [found] = await tx
    .select({ item: orderItems, paymentState: orders.paymentState, incrementId: orders.incrementId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, change.orderItemId))
    .for("update", { of: orderItems });
  if (!found) throw new NotFound(`There is no order item ${change.orderItemId}`);
  if (found.paymentState !== "authorized") {
    throw new Invalid(`Order ${found.incrementId} is not placed (payment ${found.paymentState}); its items cannot change`);
  }
  const entry = await apply(tx, found.item);
  if (entry) {
    const note = [entry.note, extra].filter(Boolean).join(" — ");
    await tx.insert(orderItemStatusLog).values({ orderItemId: found.item.id, statusId: entry.statusId, note, changedBy: by });
    const [after] = await tx.select().from(orderItems).where(eq(orderItems.id, found.item.id));
    await writeAudit(tx, change.actor ?? { staffId: null, email: `staff tool: ${by}` }, {
      action: entry.action,
      entityType: "order_item",
      entityId: found.item.id,
      before: auditView(found.item),
      after: { ...auditView(after!), note },
    });
  }
  return { previousStatusId: found.item.statusId, changed: entry !== null, orderId: found.item.orderId };
}

/** What the audit log keeps of an item. */
function auditView(item: ItemRow) {
  return {
    statusId: item.statusId,
    estimatedShipmentDate: item.estimatedShipmentDate ? isoDate(item.estimatedShipmentDate) : null,
    heldFromStatusId: item.heldFromStatusId,
  };
}

async function resultOf(db: Db, orderItemId: number, applied: Applied): Promise<ChangeResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, applied.orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, applied.orderId)).orderBy(asc(orderItems.id));
  const n = items.findIndex((i) => i.id === orderItemId);
  return { item: line(order!, items[n]!, n + 1), previousStatusId: applied.previousStatusId, changed: applied.changed };
}

async function changeItem(db: Db, change: Change, apply: Apply): Promise<ChangeResult> {
  const applied = await db.transaction((tx) => changeItemIn(tx, change, apply));
  return resultOf(db, change.orderItemId, applied);
}

function moveTo(statusId: number): Apply {
  return async (tx, item) => {
    if (item.statusId === statusId) return null;
    const refused = statusMoveError(item.statusId, statusId);
    if (refused) throw new Invalid(refused);
    await tx.update(orderItems).set({ statusId }).where(eq(orderItems.id, item.id));
    if (statusId === SHIPPED_STATUS) await captureOnShipment(tx, item.orderId);
    if (statusId === ORDER_ITEM_STATUS.customerPreview) await enqueue(tx, { kind: STATUS_MAIL_JOBS.previewReady, payload: { orderItemId: item.id } });
    return { statusId, note: `${orderItemStatusName(item.statusId)} → ${orderItemStatusName(statusId)}`, action: "order_item.status" };
  };
}

/** Moves an item to a status (1–22). Setting the status it already has changes nothing. */
export async function setItemStatus(db: Db, change: Change & { statusId: number }): Promise<ChangeResult> {
  return changeItem(db, change, moveTo(checkedStatus(change.statusId)));
}

/** Moves several items to one status in one transaction: all move, or none (the first refusal says why). */
export async function setItemsStatus(db: Db, change: Omit<Change, "orderItemId"> & { orderItemIds: number[]; statusId: number }): Promise<ChangeResult[]> {
  const move = moveTo(checkedStatus(change.statusId));
  // Locked in id order, so two bulk changes over the same items cannot deadlock.
  const ids = [...new Set(change.orderItemIds)].sort((a, b) => a - b);
  const applied = await db.transaction(async (tx) => {
    const done: Applied[] = [];
    for (const orderItemId of ids) done.push(await changeItemIn(tx, { ...change, orderItemId }, move));
    return done;
  });
  return Promise.all(ids.map((id, i) => resultOf(db, id, applied[i]!)));
}

/** Puts an item on hold (status 14), remembering the status it was in. */
export async function holdItem(db: Db, change: Change): Promise<ChangeResult> {
  return changeItem(db, change, async (tx, item) => {
    if (item.statusId === ORDER_ITEM_STATUS.onHold) return null;
    if (item.statusId === ORDER_ITEM_STATUS.cancelled) throw new Invalid("The item is cancelled; it cannot be put on hold.");
    await tx.update(orderItems).set({ statusId: ORDER_ITEM_STATUS.onHold, heldFromStatusId: item.statusId }).where(eq(orderItems.id, item.id));
    return { statusId: ORDER_ITEM_STATUS.onHold, note: `${orderItemStatusName(item.statusId)} → On hold`, action: "order_item.hold" };
  });
}

/** Takes an item off hold, back to the status it was in when held. */
export async function releaseItem(db: Db, change: Change): Promise<ChangeResult> {
  return changeItem(db, change, async (tx, item) => {
    if (item.statusId !== ORDER_ITEM_STATUS.onHold) throw new Invalid("The item is not on hold.");
    const statusId = item.heldFromStatusId ?? ORDER_ITEM_STATUS.created;
    await tx.update(orderItems).set({ statusId, heldFromStatusId: null }).where(eq(orderItems.id, item.id));
    return { statusId, note: `On hold → ${orderItemStatusName(statusId)}`, action: "order_item.release" };
  });
}

/**
 * Adds a shipment (carrier, tracking number, date: today when not given), moves the item to its shipped
 * status (domain shipmentError says when it may not leave) and e-mails the shopper. The back office and the
 * staff tool both ship through here, so the shopper's tracker never shows a shipped item as still being made.
 */
export async function addShipment(
  db: Db,
  change: Change & { carrier: string; tracking: string; date?: string },
  today = new Date(),
): Promise<ChangeResult> {
  const carrier = checkedText("The carrier", change.carrier, true);
  const tracking = checkedText("The tracking number", change.tracking, true);
  const shipmentDate = change.date === undefined ? parseDay(isoDate(today)) : parseDay(change.date);
  return changeItem(db, change, async (tx, item) => {
    const kind = orderItemKind({ type_id: item.typeId, giftCard: item.giftcardOptions !== null, giftcardShipped: item.giftcardOptions?.recipient_ship === true });
    const refused = shipmentError(kind, item.statusId);
    if (refused) throw new Invalid(refused);
    const [shipment] = await tx
      .insert(orderItemShipments)
      .values({ orderItemId: item.id, carrierCode: carrier, trackingNumber: tracking, shipmentDate })
      .returning({ id: orderItemShipments.id });
    if (item.statusId !== SHIPPED_STATUS) await tx.update(orderItems).set({ statusId: SHIPPED_STATUS }).where(eq(orderItems.id, item.id));
    await enqueue(tx, { kind: STATUS_MAIL_JOBS.shipped, payload: { orderItemId: item.id, shipmentId: shipment!.id } });
    await captureOnShipment(tx, item.orderId);
    const moved = item.statusId !== SHIPPED_STATUS ? `${orderItemStatusName(item.statusId)} → ${orderItemStatusName(SHIPPED_STATUS)}: ` : "";
    return { statusId: SHIPPED_STATUS, note: `${moved}Shipment ${carrier} ${tracking} on ${isoDate(shipmentDate)}`, action: "order_item.shipment" };
  });
}

/** Sets the estimated shipment date the shopper sees. */
export async function setEstimatedShipment(db: Db, change: Change & { date: string }): Promise<ChangeResult> {
  const date = parseDay(change.date);
  return changeItem(db, change, async (tx, item) => {
    if (item.estimatedShipmentDate && isoDate(item.estimatedShipmentDate) === isoDate(date)) return null;
    await tx.update(orderItems).set({ estimatedShipmentDate: date }).where(eq(orderItems.id, item.id));
    return { statusId: item.statusId, note: `Estimated shipment date ${isoDate(date)}`, action: "order_item.estimate" };
  });
}
