/** An order found by its idempotency key: every attempt at one order (a retry, a second tab) meets here. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";

export type OrderRow = typeof orders.$inferSelect;

export async function findByKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderKey, key)).limit(1);
  return row;
}
