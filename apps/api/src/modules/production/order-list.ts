/**
 * What the back office lists: placed orders with their items (search, filters, sort, pages), the
 * production board (items per status) and the dashboard. Reads only; changes go through service.ts.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, notInArray, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DashboardAnswer, OrderListAnswer, OrderListQuery, StatusBoardAnswer } from "@petsies/contract/admin";
import { BASE_CURRENCY, COMPLETED_STATUSES, ORDER_ITEM_STATUS, ORDER_ITEM_STATUS_NAMES, orderItemStatusName } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { orderItems, orders } from "../../db/schema.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { isoDate } from "../order-history/service.ts";
import { itemPositions, parseDay } from "./service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Past this many matches the list says "10,000+" instead of counting every one. */
export const COUNT_CAP = 10_000;
const PLACED = "authorized";

/** The name on an order: the personal details' name, else the billing address's. */
export function customerNameOf(order: { personalDetails: Record<string, unknown>; billingAddress: Record<string, unknown> }): string {
  const pick = (a: Record<string, unknown>, first: string, last: string) =>
    [a[first], a[last]].filter((v): v is string => typeof v === "string" && v.trim() !== "").join(" ");
  return pick(order.personalDetails, "firstName", "lastName") || pick(order.billingAddress, "firstname", "lastname");
}

export function paymentTitle(code: string): string {
  return paymentMethod(code)?.title ?? code;
}

/** The shopper's name as the name index holds it (migration 0018). */
const NAME = sql`(coalesce(${orders.personalDetails}->>'firstName', '') || ' ' || coalesce(${orders.personalDetails}->>'lastName', ''))`;

/**
 * The orders a search finds: its increment id, or the text in an e-mail, a name or an item's sku. One arm
 * per index (the increment id's, and the trigram indexes of migration 0018), so none scans the table;
 * worked out once for both the page and its count.
 */
async function searchMatches(db: Db, text: string): Promise<number[]> {
  const like = containsPattern(text);
  const rows = await unionAll(
    db.select({ id: orders.id }).from(orders).where(eq(orders.incrementId, text)),
    db.select({ id: orders.id }).from(orders).where(ilike(orders.email, like)),
    db.select({ id: orders.id }).from(orders).where(sql`${NAME} ilike ${like}`),
    db.select({ id: orderItems.orderId }).from(orderItems).where(ilike(orderItems.sku, like)),
  ).limit(COUNT_CAP + 1);
  return [...new Set(rows.map((r) => r.id))];
}

/** Filters on the order row itself (everything but the item status); `matches`: a search's orders. */
function orderFilter(query: OrderListQuery, matches: number[] | undefined): SQL[] {
  const where: SQL[] = [eq(orders.paymentState, query.paymentState ?? PLACED)];
  if (query.paymentMethod) where.push(eq(orders.paymentMethodCode, query.paymentMethod));
  if (query.from) where.push(gte(orders.createdAt, parseDay(query.from)));
  if (query.to) where.push(lt(orders.createdAt, new Date(parseDay(query.to).getTime() + DAY_MS)));
  if (matches !== undefined) where.push(matches.length ? inArray(orders.id, matches) : sql`false`);
  return where;
}

function listFilter(db: Db, query: OrderListQuery, matches: number[] | undefined): SQL | undefined {
  const where = orderFilter(query, matches);
  if (query.status !== undefined) {
    where.push(inArray(orders.id, db.select({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.statusId, query.status))));
  }
  return and(...where);
}

/**
 * How many orders match, up to the cap. With a status, counting starts from that status's items (an
 * index range) and looks each order up; otherwise it reads at most the cap's worth of the list's index.
 */
async function countOrders(db: Db, query: OrderListQuery, matches: number[] | undefined): Promise<number> {
  if (query.status !== undefined) {
    // A scalar subquery per order, on purpose: the planner would rather join by scanning every order, which
    // at 100,000 orders costs ten times the few thousand key lookups this does.
    const items = db.selectDistinct({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.statusId, query.status)).as("items");
    const matching = db.select({ ok: sql`true` }).from(orders).where(and(sql`${orders.id} = ${items.orderId}`, ...orderFilter(query, matches)));
    const [row] = await db.select({ n: count() }).from(items).where(sql`coalesce((${matching}), false)`);
    return row?.n ?? 0;
  }
  const capped = db.select({ one: sql`1` }).from(orders).where(and(...orderFilter(query, matches))).limit(COUNT_CAP + 1).as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

const SORTS = {
  created_desc: [desc(orders.createdAt), desc(orders.id)],
  created_asc: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.grandTotalCents), desc(orders.id)],
  total_asc: [asc(orders.grandTotalCents), asc(orders.id)],
} as const;

export async function listOrders(db: Db, query: OrderListQuery): Promise<OrderListAnswer> {
  const q = query.q?.trim();
  const matches = q ? await searchMatches(db, q) : undefined;
  const filter = listFilter(db, query, matches);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(filter)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countOrders(db, query, matches),
  ]);
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(orderItems.id))
    : [];
  return {
    orders: rows.map((o) => ({
      incrementId: o.incrementId,
      createdAt: o.createdAt.toISOString(),
      email: o.email,
      customerName: customerNameOf(o),
      grandTotalCents: o.grandTotalCents,
      currencyCode: o.currencyCode,
      paymentMethodCode: o.paymentMethodCode,
      paymentMethodTitle: paymentTitle(o.paymentMethodCode),
      paymentState: o.paymentState,
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i, n) => ({
          id: i.id,
          displayId: `${o.incrementId}-${n + 1}`,
          sku: i.sku,
          name: i.name,
          qty: i.qty,
          statusId: i.statusId,
          statusName: orderItemStatusName(i.statusId),
          estimatedShipmentDate: i.estimatedShipmentDate ? isoDate(i.estimatedShipmentDate) : null,
        })),
    })),
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Items of placed orders per status, every status listed (0 where none). */
export async function statusBoard(db: Db): Promise<StatusBoardAnswer> {
  const rows = await db
    .select({ statusId: orderItems.statusId, n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.paymentState, PLACED))
    .groupBy(orderItems.statusId);
  const counts = new Map(rows.map((r) => [r.statusId, r.n]));
  return {
    statuses: Object.entries(ORDER_ITEM_STATUS_NAMES).map(([id, name]) => ({ statusId: Number(id), name, count: counts.get(Number(id)) ?? 0 })),
  };
}

const LATE_LIST = 50;

/** Orders and revenue today and this month (UTC days), the board, and items late against their estimate. */
export async function dashboard(db: Db, now = new Date()): Promise<DashboardAnswer> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const since = (from: Date) =>
    db
      .select({ n: count(), revenue: sql<string>`coalesce(sum(${orders.grandTotalCents}), 0)` })
      .from(orders)
      .where(and(eq(orders.paymentState, PLACED), gte(orders.createdAt, from)));
  const notShipped = [...COMPLETED_STATUSES, ORDER_ITEM_STATUS.cancelled, ORDER_ITEM_STATUS.shippedToMainFacility];
  const [[day], [mon], board, late] = await Promise.all([
    since(today),
    since(month),
    statusBoard(db),
    db
      .select({ item: orderItems, incrementId: orders.incrementId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.paymentState, PLACED), lt(orderItems.estimatedShipmentDate, today), notInArray(orderItems.statusId, notShipped)))
      .orderBy(asc(orderItems.estimatedShipmentDate), asc(orderItems.id))
      .limit(LATE_LIST),
  ]);
  const positions = await itemPositions(
    db,
    late.map((l) => l.item.orderId),
  );
  return {
    today: { orders: day?.n ?? 0, revenueCents: Number(day?.revenue ?? 0) },
    month: { orders: mon?.n ?? 0, revenueCents: Number(mon?.revenue ?? 0) },
    currencyCode: BASE_CURRENCY,
    statuses: board.statuses,
    late: late.map(({ item, incrementId }) => ({
      id: item.id,
      incrementId,
      displayId: `${incrementId}-${positions.get(item.id) ?? 1}`,
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      statusId: item.statusId,
      statusName: orderItemStatusName(item.statusId),
      estimatedShipmentDate: item.estimatedShipmentDate ? isoDate(item.estimatedShipmentDate) : null,
    })),
  };
}
