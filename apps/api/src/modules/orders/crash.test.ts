/**
 * The API process is killed (SIGKILL) while orders are being placed, then started again on the same
 * database. Every order a shopper saw confirmed must be there, retrying with the same key must never make
 * a second order, and every placed order gets exactly one confirmation e-mail.
 */
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, pgliteExtensions } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { startApi } from "../../test/api-process.ts";
import { adminQuery, databaseKinds, PG_TEMPLATE, TEMPLATE_DUMP, withDatabaseName, type DatabaseKind } from "../../test/template.ts";

const ORDERS = 30;
const address = {
  firstname: "Kim",
  lastname: "Park",
  street: ["5 Elm St"],
  city: "Austin",
  postcode: "73301",
  country_id: "US",
  region_id: 57,
  telephone: "512 555 0199",
};

/** A database the API process can open: a PGlite directory made from the test template, or a PostgreSQL copy. */
async function prepareDatabase(kind: DatabaseKind, dir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === "pglite") {
    const dataDir = path.join(dir, "data");
    await mkdir(path.join(dataDir, "pglite"), { recursive: true });
    const client = await PGlite.create(path.join(dataDir, "pglite"), {
      loadDataDir: new Blob([await readFile(TEMPLATE_DUMP)]),
      extensions: pgliteExtensions(),
    });
    await client.close();
    return { env: { DATABASE_URL: "", DATA_DIR: dataDir }, drop: async () => {} };
  }
  const name = `petsies_crash_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  return {
    env: { DATABASE_URL: withDatabaseName(process.env.DATABASE_URL as string, name), DATA_DIR: dir },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Orders in the database after the API has stopped, and how many are still awaiting payment. */
async function countOrders(env: Record<string, string>): Promise<{ orders: number; pending: number }> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR! });
  try {
    const [row] = await database.db
      .select({ orders: sql<number>`count(*)::int`, pending: sql<number>`count(*) filter (where ${orders.paymentState} = 'pending')::int` })
      .from(orders);
    return row!;
  } finally {
    await database.close();
  }
}

async function json(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, result: ((await res.json()) as { result: any }).result };
}

describe.each(databaseKinds)("an API killed while placing orders (%s)", (kind) => {
  it("keeps every confirmed order, never duplicates a retried one, and confirms each by e-mail once", { timeout: 360_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "petsies-crash-"));
    const database = await prepareDatabase(kind, dir);
    const port = kind === "pglite" ? 39141 : 39142;
    try {
      let api = await startApi(port, { ...database.env, LOG_LEVEL: "warn" });
      const placements = [];
      for (let i = 0; i < ORDERS; i++) {
        const cartId = (await json(api.base, "POST", "/api/cart/create")).result as string;
        const item = (await json(api.base, "POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 1 } })).result;
        placements.push({
          key: randomUUID(),
          body: {
            cart_id: cartId,
            products: [{ server_item_id: item.item_id, sku: "petsies_bandana", qty: 1 }],
            addressInformation: {
              shippingAddress: address,
              billingAddress: address,
              shipping_method_code: "domestic",
              payment_method_code: "checkmo",
            },
            personalDetails: { emailAddress: `shopper${i}@example.com` },
          },
        });
      }

      // Send every order at once and kill the process as soon as a few have been confirmed.
      const confirmed = new Map<string, string>();
      let killed: Promise<void> | null = null;
      const firstApi = api;
      await Promise.all(
        placements.map(async (o) => {
          try {
            const res = await json(firstApi.base, "POST", "/api/order", o.body, { "idempotency-key": o.key });
            if (res.status === 200) confirmed.set(o.key, res.result.increment_id);
            if (confirmed.size >= 5) killed ??= firstApi.kill();
          } catch {
            // The connection died with the process: the shopper saw no confirmation.
          }
        }),
      );
      await killed;
      expect(confirmed.size).toBeGreaterThanOrEqual(5);
      expect(confirmed.size).toBeLessThan(ORDERS);

      api = await startApi(port, { ...database.env, LOG_LEVEL: "warn" });
      const numbers = new Map<string, string>();
      for (const o of placements) {
        const retried = await json(api.base, "POST", "/api/order", o.body, { "idempotency-key": o.key });
        expect(retried.status, JSON.stringify(retried.result)).toBe(200);
        numbers.set(o.key, retried.result.increment_id);
        if (confirmed.has(o.key)) expect(retried.result.increment_id).toBe(confirmed.get(o.key));
        const again = await json(api.base, "POST", "/api/order", o.body, { "idempotency-key": o.key });
        expect(again.result.increment_id).toBe(retried.result.increment_id);
      }
      expect(new Set(numbers.values()).size).toBe(ORDERS);
      // A confirmation job that the killed process held is taken back once its lease (a minute) runs out.
      const outbox = path.join(database.env.DATA_DIR!, "outbox");
      const confirmations = async () => {
        const mails = await readOutbox(outbox);
        return [...numbers.values()].map((n) => mails.filter((m) => m.subject.includes(`#${n}`)).length);
      };
      await expect.poll(async () => (await confirmations()).every((n) => n >= 1), { timeout: 120_000, interval: 1000 }).toBe(true);
      expect(await confirmations()).toEqual(Array(ORDERS).fill(1));
      expect(await api.stop()).toBe(0);
      expect(await countOrders(database.env)).toEqual({ orders: ORDERS, pending: 0 });
    } finally {
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
