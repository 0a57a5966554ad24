// The back office's order list at 100,000 orders (issue "Back office I"): p50/p95 of the list with a
// status filter, with a text search, and unfiltered, through the real app (Fastify inject, no network)
// on an embedded database, beside a baseline in the same run: the same app answering one order's page.
// Prints one JSON line; scripts/bench.mjs turns it into a report section. Run with `node --import tsx`.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { buildApp } from "../apps/api/src/app.ts";
import { fromPglite, pgliteExtensions } from "../apps/api/src/db/client.ts";
import { createMailer } from "../apps/api/src/infra/mail.ts";
import { diskStorage } from "../apps/api/src/infra/storage.ts";
import { addStaff, setPasswordWithToken } from "../apps/api/src/modules/staff/accounts.ts";
import { summary } from "./latency.mjs";

const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const ROUNDS = 40;

const dir = await mkdtemp(path.join(os.tmpdir(), "petsies-bench-admin-"));
const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions() }));
await database.migrate();
const { db } = database;

// Synthetic placed orders: one cart for all, 1–2 items each across the 22 statuses, a day apart in turn.
await db.execute(sql`insert into products (sku, type_id, name, url_key, url_path, price_cents) values ('bench_plush', 'simple', 'Bench plush', 'bench-plush', 'bench-plush', 5000)`);
const productId = ((await db.execute(sql`select id from products where sku = 'bench_plush'`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
await db.execute(sql`insert into carts (id, is_active, recovery_id, recovery_code_hash) values (1, false, 'bench', 'bench')`);
await db.execute(sql`
  insert into orders (increment_id, order_key, cart_id, payment_state, email, currency_code, subtotal_cents, discount_cents, tax_cents,
    shipping_cents, gift_card_cents, grand_total_cents, billing_address, shipping_method_code, payment_method_code, personal_details, created_at)
  select (100000000 + n)::text, 'bench-' || n, 1, 'authorized', 'shopper' || n || '@example.com', 'USD', 5000 + n % 9000, 0, 0, 0, 0,
    5000 + n % 9000, '{}'::jsonb, 'domestic', 'checkmo',
    jsonb_build_object('firstName', 'Name' || (n % 5000), 'lastName', 'Family' || (n % 777)),
    now() - (n || ' minutes')::interval
  from generate_series(1, ${ORDERS}) n`);
await db.execute(sql`
  insert into order_items (order_id, product_id, sku, name, type_id, qty, price_cents, discount_cents, tax_cents, status_id)
  select o.id, ${productId}::int, case when o.id % 3 = 0 then 'ForeversDog_bundle' else 'petsies_bandana' end, 'Bench plush', 'simple', 1, 5000, 0, 0, 1 + (o.id * 7) % 22
  from orders o
  union all
  select o.id, ${productId}::int, 'petsies_socks', 'Bench socks', 'simple', 1, 2000, 0, 0, 1 + (o.id * 11) % 22
  from orders o where o.id % 2 = 0`);
await db.execute(sql`analyze`);

const app = await buildApp({
  database,
  storage: diskStorage(path.join(dir, "files")),
  mailer: createMailer({ smtpUrl: undefined, mailFrom: "bench@petsies.test", dataDir: dir }, { info: () => {} }),
  siteUrl: "http://bench.test",
  logLevel: "silent",
  backOfficeDir: path.join(dir, "no-admin-build"),
});
const { token } = await addStaff(db, { staffId: null, email: "bench" }, { email: "bench@petsies.test", name: "Bench", role: "production", refundLimitCents: null });
await setPasswordWithToken(db, token, "Bench-password-2030");
const signIn = await app.inject({ method: "POST", url: "/api/admin/session", payload: { email: "bench@petsies.test", password: "Bench-password-2030" } });
const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
// Every role sets up two-factor before anything else (the shop's default), as the back office does it.
const csrf: string = signIn.json().result.csrfToken;
const setup = await app.inject({ method: "POST", url: "/api/admin/session/totp/setup", headers: { cookie, "x-csrf-token": csrf }, payload: {} });
await app.inject({ method: "POST", url: "/api/admin/session/totp/confirm", headers: { cookie, "x-csrf-token": csrf }, payload: { otp: await generate({ secret: setup.json().result.secret }) } });

async function time(url: string): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: "GET", url, headers: { cookie } });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return ms;
}

async function measure(urlOf: (round: number) => string) {
  await time(urlOf(0));
  const ms: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) ms.push(await time(urlOf(round)));
  return summary(ms);
}

const result = {
  orders: ORDERS,
  baseline: await measure((r) => `/api/admin/orders/${100000001 + r * 997}`),
  status: await measure((r) => `/api/admin/orders?status=${1 + (r % 22)}&page=${1 + (r % 5)}`),
  search: await measure((r) => `/api/admin/orders?q=shopper${r * 1234}%40example`),
  name: await measure((r) => `/api/admin/orders?q=Family${r % 777}`),
  plain: await measure((r) => `/api/admin/orders?page=${r + 1}`),
};
await app.close();
await database.close();
await rm(dir, { recursive: true, force: true });
console.log(JSON.stringify(result));
