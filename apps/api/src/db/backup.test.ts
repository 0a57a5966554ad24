/**
 * Backups of the embedded database (README "Backups"): `npm run shop -- backup FILE` while the API runs and
 * takes orders, then `restore FILE` with the API stopped brings back the shop as it was at the backup.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config.ts";
import { startApi } from "../test/api-process.ts";
import { TEMPLATE_DUMP } from "../test/template.ts";
import { openDatabase, pgliteExtensions } from "./client.ts";
import { orders } from "./schema.ts";

/** The staff tool as a shop owner runs it, in its own process; answers its exit code and output. */
function shop(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/cli/shop.ts", ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

async function placeOrder(base: string): Promise<string> {
  const post = async (url: string, body?: unknown) => {
    const res = await fetch(base + url, { method: "POST", headers: body === undefined ? {} : { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(res.status, url).toBe(200);
    return ((await res.json()) as { result: any }).result;
  };
  const cartId = await post("/api/cart/create");
  const item = await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "inspiration_kit", qty: 1 } });
  const address = { firstname: "Bo", lastname: "Ack", street: ["1 Main St"], city: "Albany", postcode: "12207", country_id: "US", region_id: 43, telephone: "518 555 0143" };
  const placed = await post("/api/order", {
    order_id: randomUUID(),
    cart_id: cartId,
    products: [{ server_item_id: item.item_id, sku: "inspiration_kit", qty: 1 }],
    addressInformation: { billingAddress: address, payment_method_code: "checkmo" },
    personalDetails: { emailAddress: "backup@example.com" },
  });
  return placed.increment_id as string;
}

async function orderNumbers(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    return (await database.db.select({ n: orders.incrementId }).from(orders)).map((o) => o.n).sort();
  } finally {
    await database.close();
  }
}

describe("backing up the embedded database", () => {
  it("copies it while the shop runs, and restores that copy with the API stopped", { timeout: 240_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "petsies-backup-"));
    const dataDir = path.join(dir, "data");
    const env = { DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
    const file = path.join(dir, "shop.tar.gz");
    try {
      await mkdir(path.join(dataDir, "pglite"), { recursive: true });
      const template = await PGlite.create(path.join(dataDir, "pglite"), { loadDataDir: new Blob([await readFile(TEMPLATE_DUMP)]), extensions: pgliteExtensions() });
      await template.close();

      let api = await startApi(29161, env);
      const first = await placeOrder(api.base);
      const backup = await shop(["backup", file], env);
      expect(backup, backup.out).toMatchObject({ code: 0 });
      expect(backup.out).toContain(`copied to ${file}`);
      expect(existsSync(`${file}.partial`)).toBe(false);
      const second = await placeOrder(api.base); // after the backup: not in it

      const refused = await shop(["restore", file], env);
      expect(refused.code).toBe(2);
      expect(refused.out).toContain("stop the API first");
      expect(await api.stop()).toBe(0);
      expect(await orderNumbers(dataDir)).toEqual(expect.arrayContaining([first, second]));

      // Not a backup: refused, and the database is as it was.
      const junk = path.join(dir, "junk.tar.gz");
      await writeFile(junk, "not a backup");
      const wrong = await shop(["restore", junk], env);
      expect(wrong.code).not.toBe(0);
      expect(wrong.out).toContain("is not a backup of the embedded database");
      expect(await orderNumbers(dataDir)).toEqual(expect.arrayContaining([first, second]));

      const restored = await shop(["restore", file], env);
      expect(restored, restored.out).toMatchObject({ code: 0 });
      expect(restored.out).toMatch(/kept in .*pglite\.before-restore-/);
      const numbers = await orderNumbers(dataDir);
      expect(numbers).toContain(first);
      expect(numbers).not.toContain(second);

      // The shop runs on the restored database.
      api = await startApi(29161, env);
      expect((await fetch(`${api.base}/api/ready`)).status).toBe(200);
      await placeOrder(api.base);
      expect(await api.stop()).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)("points a PostgreSQL shop to pg_dump and pg_restore", { timeout: 60_000 }, async () => {
    const env = { DATABASE_URL: process.env.DATABASE_URL as string };
    const backup = await shop(["backup", "x.tar.gz"], env);
    expect(backup.code).toBe(2);
    expect(backup.out).toContain("backed up with pg_dump");
    const restore = await shop(["restore", "x.tar.gz"], env);
    expect(restore.code).toBe(2);
    expect(restore.out).toContain("restored with pg_restore");
  });
});
