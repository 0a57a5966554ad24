/**
 * What the back office lists: placed orders with their items (search, filters, sort, pages), the
 * production board (items per status) and the dashboard. Reads only; changes go through service.ts.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { DashboardAnswer, OrderListAnswer, OrderListQuery, StatusBoardAnswer } from "@petsies/contract/admin";
import { BASE_CURRENCY, COMPLETED_STATUSES, ORDER_ITEM_STATUS, ORDER_ITEM_STATUS_NAMES, orderItemStatusName } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { isoDate } from "../order-history/service.ts";
import { itemPositions, parseDay } from "./service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const PLACED = "authorized";
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The name on an order: the personal details' name, else the billing address's. */
export function customerNameOf(order: { personalDetails: Record<string, unknown>; billingAddress: Record<string, unknown> }): string {
  const pick = (a: Record<string, unknown>, first: string, last: string) =>
    [a[first], a[last]].filter((v): v is string => typeof v === "string" && v.trim() !== "").join(" ");
  return pick(order.personalDetails, "firstName", "lastName") || pick(order.billingAddress, "firstname", "lastname");
}

export function paymentTitle(code: string): string {
  return paymentMethod(code)?.title ?? code;
}

function listFilter(query: OrderListQuery): SQL | undefined {
  const where: SQL[] = [eq(orders.paymentState, query.paymentState ?? PLACED)];
  if (query.paymentMethod) where.push(eq(orders.paymentMethodCode, query.paymentMethod));
  if (query.from) where.push(gte(orders.createdAt, parseDay(query.from)));
  if (query.to) where.push(lt(orders.createdAt, new Date(parseDay(query.to).getTime() + DAY_MS)));
  if (query.status !== undefined) {
    where.push(sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.statusId} = ${query.status})`);
  }
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const name = sql`coalesce(${orders.personalDetails}->>'firstName', '') || ' ' || coalesce(${orders.personalDetails}->>'lastName', '')`;
    where.push(
      or(
        eq(orders.incrementId, q),
        ilike(orders.email, like),
        sql`${name} ilike ${like}`,
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sku} ilike ${like})`,
      )!,
    );
  }
  return and(...where);
}

const SORTS = {
  created_desc: [desc(orders.createdAt), desc(orders.id)],
  created_asc: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.grandTotalCents), desc(orders.id)],
  total_asc: [asc(orders.grandTotalCents), asc(orders.id)],
} as const;

export async function listOrders(db: Db, query: OrderListQuery): Promise<OrderListAnswer> {
  const filter = listFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(filter)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(filter),
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
    total: total?.n ?? 0,
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
