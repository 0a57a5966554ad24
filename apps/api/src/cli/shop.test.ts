import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config.ts";
import { orderItems, orderItemStatusLog } from "../db/schema.ts";
import { useTestApp } from "../test/app.ts";
import { newShopper, placeOrderFor, type PlacedTestOrder, type Shopper } from "../test/shopper.ts";
import { databaseKinds } from "../test/template.ts";
import { EXIT, runShopCommand, USAGE } from "./shop-commands.ts";
import { refuseIfHeld, startStaffSocket, type StaffSocket } from "./staff-socket.ts";
import { sendStaffCommand, staffSocketPath } from "./staff-socket-client.ts";

/** The tool as staff run it: `npm run shop -- …` is this command. */
function shop(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/cli/shop.ts", ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe.each(databaseKinds)("staff tool on %s", (kind) => {
  const t = useTestApp(kind);
  let shopper: Shopper;
  let placed: PlacedTestOrder;
  const run = (argv: string[], defaultBy = "dana") => runShopCommand(t().database.db, argv, { defaultBy, today: new Date("2030-05-06T12:00:00Z") });

  beforeAll(async () => {
    shopper = await newShopper(t(), "cli");
    placed = await placeOrderFor(t(), shopper, [
      { sku: "petsies_bandana", qty: 2 },
      { sku: "plush_care_kit", qty: 1 },
    ]);
  });

  it("prints its usage for help or no command", async () => {
    for (const argv of [[], ["--help"], ["help"], ["item", "status", "-h"]]) {
      expect(await run(argv)).toEqual({ code: EXIT.ok, stdout: `${USAGE}\n`, stderr: "" });
    }
    const statuses = (await run(["statuses"])).stdout.split("\n");
    expect(statuses[8]).toBe(" 9  In production");
    expect(statuses[21]).toBe("22  Awaiting customization");
  });

  it("moves an item, ships it and sets its estimate, printing each change", async () => {
    const [bandana, kit] = placed.itemIds;
    const moved = await run(["item", "status", String(bandana), "in-production", "--note", "cut and sewn", "--by", "erin"]);
    expect(moved).toEqual({
      code: 0,
      stdout: `Item ${bandana} (${placed.incrementId}-1 petsies_bandana): Created → In production (logged by erin)\n`,
      stderr: "",
    });
    expect((await run(["item", "status", String(bandana), "9"])).stdout).toContain("is already In production; nothing changed");
    const shipped = await run(["item", "ship", String(kit), "--carrier", "usps", "--tracking", "9400111"]);
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toContain("shipment added (usps 9400111), status Sent to customer (logged by dana)");
    expect((await run(["item", "estimate", String(kit), "2030-06-01"])).stdout).toContain("estimated shipment date 2030-06-01");

    const shown = await run(["orders", "show", placed.incrementId]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Order ${placed.incrementId} placed `);
    expect(shown.stdout).toContain(`by ${shopper.email} (payment authorized)`);
    expect(shown.stdout).toContain("Ships to: Ann Lee, 1 Main St, Albany, New York 12207, US");
    expect(shown.stdout).toContain("  Status: 9 In production");
    expect(shown.stdout).toContain("  Shipments: usps 9400111 on 2030-05-06");
    expect(shown.stdout).toContain("  Estimated shipment: 2030-06-01");
    expect(shown.stdout).toMatch(/erin {2}\[9 In production\] {2}Created → In production — cut and sewn/);

    const list = await run(["orders", "list", "--status", "9", "--email", shopper.email]);
    expect(list.stdout.split("\n")[0]).toMatch(/^ITEM\s+DISPLAY ID\s+PLACED\s+E-MAIL\s+STATUS\s+EST. SHIP\s+QTY\s+SKU$/);
    expect(list.stdout).toContain(`${placed.incrementId}-1`);
    expect(list.stdout).not.toContain(`${placed.incrementId}-2`);
    expect((await run(["orders", "list", "--email", "nobody@example.com"])).stdout).toBe("No order items match.\n");
  });

  it("refuses what is wrong with a clear message and exit code", async () => {
    const id = String(placed.itemIds[0]);
    const cases: [string[], number, string][] = [
      [["orders"], EXIT.usage, 'unknown command "orders"'],
      [["refund", "all"], EXIT.usage, 'unknown command "refund all"'],
      [["item", "status", id, "99"], EXIT.usage, '"99" is not a status'],
      [["item", "status", id, "shipped"], EXIT.usage, '"shipped" is not a status'],
      [["item", "status", "abc", "9"], EXIT.usage, '"abc" is not an order item id'],
      [["item", "status", id], EXIT.usage, "expected <order_item_id> <status>"],
      [["item", "status", "99999999", "9"], EXIT.notFound, "There is no order item 99999999"],
      [["orders", "show", "123"], EXIT.notFound, "There is no order 123"],
      [["item", "ship", id, "--carrier", "ups"], EXIT.usage, "item ship needs --carrier and --tracking"],
      [["item", "ship", id, "--carrier", "ups", "--tracking", "1Z", "--date", "2030-02-31"], EXIT.usage, '"2030-02-31" is not a date'],
      [["item", "estimate", id, "05/06/2030"], EXIT.usage, "write it as YYYY-MM-DD"],
      [["orders", "list", "--note", "x"], EXIT.usage, '"orders list" does not take --note'],
      [["orders", "list", "--limit", "0"], EXIT.usage, "--limit must be a whole number"],
      [["orders", "list", "--bogus"], EXIT.usage, "Unknown option '--bogus'"],
    ];
    for (const [argv, code, message] of cases) {
      const result = await run(argv);
      expect(result.code, argv.join(" ")).toBe(code);
      expect(result.stderr, argv.join(" ")).toContain(message);
      expect(result.stdout).toBe("");
    }
    const nobody = await runShopCommand(t().database.db, ["item", "status", id, "10"], { defaultBy: "" });
    expect(nobody).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining("--by NAME") });
  });

  describe("as a separate process", () => {
    let dataDir: string;
    let socket: StaffSocket;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "petsies-shop-"));
      // What the API does when it runs on the embedded database.
      socket = await startStaffSocket(t().database.db, dataDir, { error: () => {} });
    });
    afterAll(async () => {
      await socket?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("hands its command to the API that holds the database, logging the caller's login name", async () => {
      const id = placed.itemIds[1]!;
      const result = await shop(["item", "status", String(id), "15", "--note", "from the shell"], { DATA_DIR: dataDir, USER: "carol" });
      expect(result.stderr.split("\n")[0]).toBe(`shop: through the running API, on the embedded database in ${path.join(dataDir, "pglite")}`);
      // The kit was shipped by an earlier test (Sent to customer); a staff member may still move it back.
      expect(result, result.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining("Sent to customer → In design (logged by carol)") });
      const [row] = await t().database.db.select().from(orderItems).where(eq(orderItems.id, id));
      expect(row!.statusId).toBe(15);
      const log = await t().database.db.select().from(orderItemStatusLog).where(eq(orderItemStatusLog.orderItemId, id));
      expect(log.at(-1)).toMatchObject({ statusId: 15, changedBy: "carol", note: "Sent to customer → In design — from the shell" });

      const missing = await shop(["orders", "show", "999999999"], { DATA_DIR: dataDir, USER: "carol" });
      expect(missing).toMatchObject({ code: EXIT.notFound, stderr: expect.stringMatching(/\nshop: There is no order 999999999\n$/) });
      const bad = await shop(["item", "estimate", String(id), "soon"], { DATA_DIR: dataDir, USER: "carol" });
      expect(bad.code).toBe(EXIT.usage);
    });

    it("keeps a second process from opening the database the API holds", async () => {
      await expect(refuseIfHeld(dataDir)).rejects.toThrow(/another process holds the embedded database/);
      await expect(startStaffSocket(t().database.db, dataDir, { error: () => {} })).rejects.toThrow();
    });
  });
});

/** The tool on an embedded database no API holds: one PGlite made by the first test, as `npm run shop` makes it. */
describe("staff tool on its own embedded database", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "petsies-shop-direct-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("in a production shell, refuses to create a database, naming what is missing", async () => {
    const nowhere = await shop(["staff", "add", "olive@example.com", "--role", "owner"], { DATA_DIR: dataDir, NODE_ENV: "production" });
    expect(nowhere).toMatchObject({ code: EXIT.failed, stdout: "" });
    expect(nowhere.stderr).toContain(`shop: no shop to work on: DATABASE_URL is not set and ${path.join(dataDir, "pglite")} holds no embedded database.`);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("opens the embedded database itself when no API holds it, also past a stale socket file, and says so", async () => {
    await writeFile(staffSocketPath(dataDir), "");
    expect(await sendStaffCommand(dataDir, ["statuses"], "x")).toBeNull();
    const result = await shop(["orders", "list"], { DATA_DIR: dataDir });
    expect(result, result.stderr).toEqual({ code: 0, stdout: "No order items match.\n", stderr: `shop: on a new embedded database in ${path.join(dataDir, "pglite")}\n` });
    const help = await shop([], { DATA_DIR: path.join(dataDir, "never-created") });
    expect(help).toEqual({ code: 0, stdout: `${USAGE}\n`, stderr: "" });
  });

  it("in a production shell without SITE_URL, prints no link and adds nobody", async () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: "production", SITE_URL: "" };
    const noLink = await shop(["staff", "add", "olive@example.com", "--role", "owner"], production);
    expect(noLink).toMatchObject({ code: EXIT.usage, stdout: "" });
    expect(noLink.stderr).toBe(
      `shop: on the embedded database in ${path.join(dataDir, "pglite")}\nshop: SITE_URL is not set, so a link would lead nowhere: set SITE_URL to the storefront's address, as the API has it (e.g. https://www.petsies.com)\n`,
    );
    const added = await shop(["staff", "add", "olive@example.com", "--role", "owner"], { ...production, SITE_URL: "https://shop.example" });
    expect(added, added.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Added olive@example\.com \(Owner\)\.\n.*\nhttps:\/\/shop\.example\//) });
  });
});
