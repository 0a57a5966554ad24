import { randomUUID } from "node:crypto";
import { and, count, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ImportView } from "@petsies/contract/admin";
import { auditLog, catalogueImports, jobs, products } from "../../db/schema.ts";
import { useTestApp, type TestApp } from "../../test/app.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { STAFF_COOKIE } from "../staff/access.ts";
import { catalogVersion } from "./cache.ts";
import { APPLY_CHUNK_ROWS, IMPORT_APPLY_JOB } from "./imports.ts";

const HEADER = "sku,type,name,url_key,price,special_price,qty,categories";

async function upload(t: TestApp, owner: StaffClient, text: string, options: { fileName?: string; contentType?: string } = {}) {
  const fileName = options.fileName ?? "catalogue.csv";
  const res = await t.app.inject({
    method: "POST",
    url: `/api/admin/catalogue/imports?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie: `${STAFF_COOKIE}=${owner.cookie}`, "x-csrf-token": owner.csrf, "content-type": options.contentType ?? "text/csv" },
    payload: text,
  });
  const body = res.json();
  return { status: res.statusCode, result: body.result, error: body.error as string | undefined };
}

async function exported(t: TestApp, owner: StaffClient, format: "csv" | "json") {
  const res = await t.app.inject({ method: "GET", url: `/api/admin/catalogue/export?format=${format}`, headers: { cookie: `${STAFF_COOKIE}=${owner.cookie}` } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

/** Waits for a background import to reach a status: the job worker polls every 100 ms in tests. */
async function until(owner: StaffClient, id: number, status: ImportView["status"], seen: ImportView[] = []): Promise<ImportView> {
  for (let i = 0; i < 1200; i++) {
    const view = (await owner.call("GET", `/api/admin/catalogue/imports/${id}`)).result as ImportView;
    seen.push(view);
    if (view.status === status) return view;
    if (view.status === "failed") throw new Error(`import ${id} failed: ${view.failure}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} never reached ${status}`);
}

describe.each(databaseKinds)("catalogue import and export on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
  const productPage = async (sku: string) => (await t().app.inject({ method: "GET", url: `/api/product/${sku}` })).json().result;

  it("round-trips: the whole catalogue exported and imported again changes nothing, as CSV and as JSON", async () => {
    const owner = await newStaff(t(), "owner");
    for (const format of ["csv", "json"] as const) {
      const file = await exported(t(), owner, format);
      expect(file.headers["content-type"]).toContain(format === "csv" ? "text/csv" : "application/json");
      expect(file.headers["content-disposition"]).toMatch(new RegExp(`attachment; filename="petsies-catalogue-.*\\.${format}"`));
      const version = await catalogVersion(db());
      const checked = await upload(t(), owner, file.body, { fileName: `catalogue.${format}`, contentType: file.headers["content-type"] as string });
      expect(checked.status, JSON.stringify(checked.result).slice(0, 500)).toBe(200);
      const total = await productCount();
      expect(checked.result).toMatchObject({ status: "checked", format, rowCount: total, report: { create: 0, change: 0, unchanged: total, badRows: 0, mistakes: [] } });
      const applied = await owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {});
      expect(applied.status, JSON.stringify(applied.result)).toBe(200);
      expect(applied.result).toMatchObject({ status: "applied", report: { create: 0, change: 0 } });
      expect(await catalogVersion(db())).toBe(version);
      const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "catalogue_import"), eq(auditLog.entityId, String(checked.result.id))));
      expect(audit).toMatchObject({ action: "catalogue.import", staffEmail: owner.email, after: { fileName: `catalogue.${format}`, created: 0, changed: 0, unchanged: total } });
    }
  });

  it("reports both bad rows with their line, column and reason, refuses to apply, and saves nothing; the fixed file applies", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const before = await productCount();
    const rows = [
      HEADER,
      `good_${id},simple,Good Mouse ${id},good-mouse-${id},12.50,,5,petsies-accessories`,
      `price_${id},simple,"Priced, badly ${id}",priced-${id},12$,,5,`,
      `cat_${id},simple,Lost Cat ${id},lost-cat-${id},9.00,,5,no-such-shelf`,
    ];
    const checked = await upload(t(), owner, rows.join("\n"));
    expect(checked.status).toBe(200);
    expect(checked.result.report).toEqual({
      create: 1,
      change: 0,
      unchanged: 0,
      badRows: 2,
      mistakeCount: 2,
      mistakes: [
        { line: 3, column: "price", message: "Write the price in dollars with a dot, like 19.99 (no currency sign)." },
        { line: 4, column: "categories", message: "No category has the address key “no-such-shelf”." },
      ],
    });
    const refused = await owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {});
    expect(refused).toMatchObject({ status: 409, error: "import_has_mistakes" });
    expect(await productCount()).toBe(before);

    rows[2] = `price_${id},simple,"Priced, well ${id}",priced-${id},12.00,9.99,5,`;
    rows[3] = `cat_${id},simple,Found Cat ${id},lost-cat-${id},9.00,,5,petsies-accessories`;
    const fixed = await upload(t(), owner, rows.join("\r\n"));
    expect(fixed.result.report).toMatchObject({ create: 3, badRows: 0 });
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${fixed.result.id}/apply`, {})).result.status).toBe("applied");
    expect(await productCount()).toBe(before + 3);
    expect(await productPage(`price_${id}`)).toMatchObject({ name: `Priced, well ${id}`, price: 12, final_price: 9.99 });
  });

  it("changes only what differs, keeps the old address, and a re-import of the same file changes nothing", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const first = await upload(t(), owner, `${HEADER}\nedit_${id},simple,Edit Me ${id},edit-me-${id},20.00,,3,petsies-accessories\n`);
    await owner.call("POST", `/api/admin/catalogue/imports/${first.result.id}/apply`, {});
    // Only sku, price and url_key: the other columns are left as they are.
    const change = `sku,type,name,url_key,price\nedit_${id},simple,Edit Me ${id},edited-${id},24.00\n`;
    const checked = await upload(t(), owner, change);
    expect(checked.result.report).toMatchObject({ create: 0, change: 1, unchanged: 0, badRows: 0 });
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {})).status).toBe(200);
    expect(await productPage(`edit_${id}`)).toMatchObject({ price: 24, url_key: `edited-${id}`, category_ids: [expect.any(Number)] });
    const moved = (await t().app.inject({ method: "GET", url: `/api/url-rewrite/redirect?requestPath=${encodeURIComponent(`/edit-me-${id}/`)}` })).json();
    expect(moved.result).toMatchObject({ target_path: `/edited-${id}/`, status: 301 });

    const version = await catalogVersion(db());
    const again = await upload(t(), owner, change);
    expect(again.result.report).toMatchObject({ create: 0, change: 0, unchanged: 1 });
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${again.result.id}/apply`, {})).status).toBe(200);
    expect(await catalogVersion(db())).toBe(version);
  });

  it("refuses a file without a required column, with an unknown column, or that is not CSV, whole and clearly", async () => {
    const owner = await newStaff(t(), "owner");
    const imports = async () => (await db().select({ n: count() }).from(catalogueImports))[0]!.n;
    const before = await imports();
    const missing = await upload(t(), owner, "sku,type,name,price\nx,simple,X,1.00\n");
    expect(missing).toMatchObject({ status: 400, error: "import_file", result: "The header line lacks the required column “url_key”. Nothing was saved." });
    const unknown = await upload(t(), owner, "sku,type,name,url_key,price,colour\nx,simple,X,x,1.00,red\n");
    expect(unknown).toMatchObject({ status: 400, error: "import_file" });
    expect(unknown.result).toMatch(/a column the import does not know: “colour”/);
    const binary = await upload(t(), owner, "PK\u0003\u0004\u0000\u0000", { fileName: "catalogue.xlsx", contentType: "application/octet-stream" });
    expect(binary).toMatchObject({ status: 400, error: "import_file" });
    const notJson = await upload(t(), owner, "[{", { fileName: "catalogue.json", contentType: "application/json" });
    expect(notJson).toMatchObject({ status: 400, error: "import_file" });
    expect(notJson.result).toMatch(/^This is not a JSON file the import can read/);
    expect(await imports()).toBe(before);
  });

  it("reports a sku that is twice in the file at its second line", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const checked = await upload(t(), owner, `${HEADER}\ntwin_${id},simple,Twin ${id},twin-${id},5.00,,1,\nTWIN_${id},simple,Twin again ${id},twin-b-${id},5.00,,1,\n`);
    expect(checked.result.report).toMatchObject({ create: 1, badRows: 1, mistakes: [{ line: 3, column: "sku", message: "This SKU is also on line 2: give each product one row." }] });
  });

  it("takes the same rows as JSON, reporting a bad item by its number", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const items = [
      { sku: `json_${id}`, type: "virtual", name: `Gift Note ${id}`, url_key: `gift-note-${id}`, price: "3.50", qty: 100, manage_stock: false, categories: ["petsies-accessories"] },
      { sku: `bundle_${id}`, type: "bundle", name: `Bundle ${id}`, url_key: `bundle-${id}`, price: 10, parts: `Size (radio, required): no_such_${id}*1 default` },
    ];
    const checked = await upload(t(), owner, JSON.stringify(items), { fileName: "catalogue.json", contentType: "application/json" });
    expect(checked.result).toMatchObject({ format: "json", report: { create: 1, badRows: 1, mistakes: [{ line: 2, column: "parts", message: `Option “Size”, no_such_${id}: No product has the SKU no_such_${id}.` }] } });
    const good = await upload(t(), owner, JSON.stringify(items.slice(0, 1)), { fileName: "catalogue.json", contentType: "application/octet-stream" });
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${good.result.id}/apply`, {})).result.status).toBe("applied");
    expect(await productPage(`json_${id}`)).toMatchObject({ type_id: "virtual", price: 3.5 });
  });

  it("lets only owners import and export", async () => {
    const owner = await newStaff(t(), "owner");
    const checked = await upload(t(), owner, `${HEADER}\n`);
    for (const role of ["production", "support"] as const) {
      const member = await newStaff(t(), role);
      expect(await upload(t(), member, `${HEADER}\n`)).toMatchObject({ status: 403, error: "forbidden" });
      expect(await member.call("GET", `/api/admin/catalogue/imports/${checked.result.id}`)).toMatchObject({ status: 403, error: "forbidden" });
      expect(await member.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {})).toMatchObject({ status: 403, error: "forbidden" });
      expect(await member.call("GET", "/api/admin/catalogue/export?format=csv")).toMatchObject({ status: 403, error: "forbidden" });
    }
    expect(await upload(t(), { ...owner, csrf: "stale" }, `${HEADER}\n`)).toMatchObject({ status: 403, error: "csrf" });
  });

  it("checks and applies a large file in the background, showing its progress", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const rows = Array.from({ length: 2_500 }, (_, i) => `bulk_${id}_${i},simple,Bulk Toy ${id} ${i},bulk-toy-${id}-${i},${(5 + (i % 50)).toFixed(2)},,${i % 7},petsies-accessories`);
    const before = await productCount();
    const started = await upload(t(), owner, [HEADER, ...rows].join("\n"));
    expect(started.result).toMatchObject({ status: "checking", background: true, rowCount: 2_500, report: null });
    const seen: ImportView[] = [];
    const checked = await until(owner, started.result.id, "checked", seen);
    expect(checked).toMatchObject({ rowsDone: 2_500, report: { create: 2_500, badRows: 0 } });
    const applying = await owner.call("POST", `/api/admin/catalogue/imports/${started.result.id}/apply`, {});
    expect(applying.result).toMatchObject({ status: "applying", rowsDone: 0 });
    const applied = await until(owner, started.result.id, "applied", seen);
    expect(applied).toMatchObject({ rowsDone: 2_500, report: { create: 2_500 } });
    expect(await productCount()).toBe(before + 2_500);
    // Progress only ever counts up within a phase, and never past the file.
    for (const view of seen) expect(view.rowsDone).toBeLessThanOrEqual(2_500);
    expect(await productPage(`bulk_${id}_42`)).toMatchObject({ price: 47 });
  });

  /** A file of `size` new simple products; row i has the sku `${prefix}_${i}`. */
  const fileOf = (prefix: string, size: number) =>
    [HEADER, ...Array.from({ length: size }, (_, i) => `${prefix}_${i},simple,Chunk Toy ${prefix} ${i},${prefix.replace(/_/g, "-")}-${i},${(5 + (i % 50)).toFixed(2)},,${1 + (i % 7)},petsies-accessories`)].join("\n");
  const countLike = async (prefix: string) => (await db().select({ n: count() }).from(products).where(like(products.sku, `${prefix}\\_%`)))[0]!.n;

  it("applies a file a chunk at a time; a job that fails mid-way leaves whole chunks, refuses catalogue edits meanwhile, and its retry writes the rest", async () => {
    const owner = await newStaff(t(), "owner");
    const prefix = `chunk_${randomUUID().slice(0, 8)}`;
    const size = 2 * APPLY_CHUNK_ROWS + 100;
    const checked = await upload(t(), owner, fileOf(prefix, size));
    expect(checked.result).toMatchObject({ status: "checked", report: { create: size, badRows: 0 } });

    // A real failure at write time, past the file's check: the database refuses one row of the second chunk.
    const failing = `${prefix}_${APPLY_CHUNK_ROWS + 150}`;
    const refuse = `refuse_${prefix}`;
    await db().execute(sql.raw(`CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the test refuses this row'; END; $$`));
    await db().execute(sql.raw(`CREATE TRIGGER ${refuse} BEFORE INSERT ON products FOR EACH ROW WHEN (NEW.sku = '${failing}') EXECUTE FUNCTION ${refuse}()`));
    const stopped = await owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {});
    expect(stopped.status, JSON.stringify(stopped.result)).toBe(200);
    // The first chunk is in, whole; nothing of the second (its rows before the refused one included) nor the third.
    expect(stopped.result).toMatchObject({ status: "applying", rowsApplied: APPLY_CHUNK_ROWS });
    expect(await countLike(prefix)).toBe(APPLY_CHUNK_ROWS);
    expect(await productPage(`${prefix}_0`)).toMatchObject({ sku: `${prefix}_0`, price: 5 });
    const [job] = await db().select().from(jobs).where(and(eq(jobs.kind, IMPORT_APPLY_JOB), sql`${jobs.payload}->>'importId' = ${String(checked.result.id)}`));
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/Failed query/) });

    // Until it is done, catalogue changes are refused with the reason; reads still answer.
    const [first] = await db().select({ id: products.id }).from(products).where(eq(products.sku, `${prefix}_0`));
    const edit = await owner.call("POST", `/api/admin/products/${first!.id}/status`, { enabled: false });
    expect(edit).toMatchObject({ status: 409, error: "import_applying" });
    expect(edit.result).toMatch(/is being applied \(250 of 600 rows so far\)\. Catalogue changes wait until it is done/);
    expect((await owner.call("POST", "/api/admin/categories", { name: "Not now", parentId: null })).error).toBe("import_applying");
    expect((await owner.call("GET", `/api/admin/products/${first!.id}`)).status).toBe(200);

    await db().execute(sql.raw(`DROP TRIGGER ${refuse} ON products`));
    await db().execute(sql.raw(`DROP FUNCTION ${refuse}()`));
    expect((await owner.call("POST", `/api/admin/jobs/${job!.id}/retry`, {})).status).toBe(200);
    const applied = await until(owner, checked.result.id, "applied");
    expect(applied).toMatchObject({ rowsApplied: size, rowsDone: size, failure: null, report: { create: size, change: 0, badRows: 0 } });
    expect(await countLike(prefix)).toBe(size);
    expect(await productPage(failing)).toMatchObject({ sku: failing });
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "catalogue_import"), eq(auditLog.entityId, String(checked.result.id))));
    expect(audits).toHaveLength(1);
    expect((await owner.call("POST", `/api/admin/products/${first!.id}/status`, { enabled: false })).status).toBe(200);
  });

  it("answers the shop while a file is applied: a product read started during the apply ends before it", async () => {
    const owner = await newStaff(t(), "owner");
    const prefix = `during_${randomUUID().slice(0, 8)}`;
    const size = 6 * APPLY_CHUNK_ROWS;
    const checked = await upload(t(), owner, fileOf(prefix, size));
    const events: string[] = [];
    const applying = owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {}).then((answer) => {
      events.push("apply answered");
      return answer;
    });
    // Once the first chunk is in, a shopper asks for its first product.
    for (;;) {
      const [row] = await db().select({ applied: catalogueImports.appliedRows }).from(catalogueImports).where(eq(catalogueImports.id, checked.result.id));
      if (row!.applied > 0) break;
      await new Promise((r) => setImmediate(r));
    }
    events.push("read started");
    const page = await productPage(`${prefix}_0`);
    events.push("read answered");
    expect(page).toMatchObject({ sku: `${prefix}_0` });
    expect((await applying).result).toMatchObject({ status: "applied", rowsApplied: size });
    expect(events).toEqual(["read started", "read answered", "apply answered"]);
    expect(await countLike(prefix)).toBe(size);
  });

  it("an apply out of tries part-way says how much is in, and Apply again writes the rest", async () => {
    const owner = await newStaff(t(), "owner");
    const prefix = `tries_${randomUUID().slice(0, 8)}`;
    const size = APPLY_CHUNK_ROWS + 50;
    const checked = await upload(t(), owner, fileOf(prefix, size));
    const refuse = `refuse_${prefix}`;
    await db().execute(sql.raw(`CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the test refuses this row'; END; $$`));
    await db().execute(sql.raw(`CREATE TRIGGER ${refuse} BEFORE INSERT ON products FOR EACH ROW WHEN (NEW.sku = '${prefix}_${size - 1}') EXECUTE FUNCTION ${refuse}()`));
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {})).result).toMatchObject({ status: "applying", rowsApplied: APPLY_CHUNK_ROWS });
    // Its second try is its last: it fails the same way.
    await db()
      .update(jobs)
      .set({ maxAttempts: 2, runAt: new Date() })
      .where(and(eq(jobs.kind, IMPORT_APPLY_JOB), sql`${jobs.payload}->>'importId' = ${String(checked.result.id)}`));
    let failed: ImportView;
    for (;;) {
      failed = (await owner.call("GET", `/api/admin/catalogue/imports/${checked.result.id}`)).result;
      if (failed.status === "failed") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(failed).toMatchObject({ rowsApplied: APPLY_CHUNK_ROWS, failure: `The import failed after ${APPLY_CHUNK_ROWS} of ${size} rows were applied. Apply again to write the rest (the rows already applied are skipped); if it fails again, see Jobs.` });
    expect(await countLike(prefix)).toBe(APPLY_CHUNK_ROWS);
    // No longer applying: the back office may change the catalogue again.
    const [first] = await db().select({ id: products.id }).from(products).where(eq(products.sku, `${prefix}_0`));
    expect((await owner.call("POST", `/api/admin/products/${first!.id}/status`, { enabled: true })).status).toBe(200);

    await db().execute(sql.raw(`DROP TRIGGER ${refuse} ON products`));
    await db().execute(sql.raw(`DROP FUNCTION ${refuse}()`));
    const again = await owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {});
    expect(again.result).toMatchObject({ status: "applied", rowsApplied: size, failure: null, report: { create: size } });
    expect(await countLike(prefix)).toBe(size);
  });

  it("makes a grouped product and a bundle from parts made above them in the same file, and their export round-trips unchanged", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const head = "sku,type,name,url_key,price,qty,parts";
    const file = [
      head,
      `brush_${id},simple,Brush ${id},brush-${id},12.00,10,`,
      `comb_${id},simple,Comb ${id},comb-${id},8.00,10,`,
      `note_${id},virtual,Note ${id},note-${id},2.50,0,`,
      `groom_${id},grouped,Grooming Set ${id},grooming-set-${id},0,,brush_${id}*1 | comb_${id}*2`,
      `kit_${id},bundle,Grooming Kit ${id},grooming-kit-${id},0,,"Tool (radio, required): brush_${id}*1 default choose-qty, comb_${id}*2 | Extras \\| notes (checkbox): note_${id}*1"`,
    ].join("\n");
    const checked = await upload(t(), owner, file);
    expect(checked.result.report, JSON.stringify(checked.result.report)).toMatchObject({ create: 5, change: 0, badRows: 0 });
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {})).result.status).toBe("applied");

    // Stored as the set editor stores them: the back office and the storefront read them as theirs.
    const [grouped] = await db().select().from(products).where(eq(products.sku, `groom_${id}`));
    expect(grouped).toMatchObject({ typeId: "grouped", priceCents: 2000 });
    const groupedPage = (await owner.call("GET", `/api/admin/products/${grouped!.id}`)).result;
    expect(groupedPage.grouped.links).toMatchObject([
      { sku: `brush_${id}`, qty: 1, enabled: true },
      { sku: `comb_${id}`, qty: 2, enabled: true },
    ]);
    const [bundle] = await db().select().from(products).where(eq(products.sku, `kit_${id}`));
    // A bundle's row keeps its default parts' price (the optional Extras has no default), as the editor's does.
    expect(bundle).toMatchObject({ typeId: "bundle", priceCents: 1200 });
    const bundlePage = (await owner.call("GET", `/api/admin/products/${bundle!.id}`)).result;
    expect(bundlePage.bundle.options).toMatchObject([
      { title: "Tool", type: "radio", required: true, selections: [{ sku: `brush_${id}`, isDefault: true, qty: 1, canChangeQty: true }, { sku: `comb_${id}`, isDefault: false, qty: 2, canChangeQty: false }] },
      { title: "Extras | notes", type: "checkbox", required: false, selections: [{ sku: `note_${id}`, isDefault: false, qty: 1, canChangeQty: false }] },
    ]);
    expect(await productPage(`groom_${id}`)).toMatchObject({ type_id: "grouped", price: 20 });
    const toolId = bundlePage.bundle.options[0].optionId as number;

    // The export writes the parts; imported again, the whole catalogue (these, the demo's sets) is unchanged.
    for (const format of ["csv", "json"] as const) {
      const out = await exported(t(), owner, format);
      if (format === "csv") {
        expect(out.body).toContain(`groom_${id},grouped,Grooming Set ${id},grooming-set-${id}`);
        expect(out.body).toContain(`brush_${id}*1 | comb_${id}*2`);
        expect(out.body).toContain(`Tool (radio, required): brush_${id}*1 default choose-qty, comb_${id}*2 | Extras \\| notes (checkbox, optional): note_${id}*1`);
        // Parts go above the sets made of them.
        expect(out.body.indexOf(`brush_${id},`)).toBeLessThan(out.body.indexOf(`groom_${id},`));
      }
      const version = await catalogVersion(db());
      const uploaded = (await upload(t(), owner, out.body, { fileName: `catalogue.${format}`, contentType: out.headers["content-type"] as string })).result as ImportView;
      // The earlier tests may have made the catalogue large enough to be checked and applied in the background.
      const again = uploaded.background ? await until(owner, uploaded.id, "checked") : uploaded;
      expect(again.report, JSON.stringify(again.report).slice(0, 500)).toMatchObject({ create: 0, change: 0, badRows: 0 });
      const applied = (await owner.call("POST", `/api/admin/catalogue/imports/${again.id}/apply`, {})).result as ImportView;
      expect((applied.background ? await until(owner, again.id, "applied") : applied).status).toBe("applied");
      expect(await catalogVersion(db())).toBe(version);
    }

    // A changed cell changes the parts; an option keeps its id by its title (carts name it).
    const changed = await upload(t(), owner, `${head}\nkit_${id},bundle,Grooming Kit ${id},grooming-kit-${id},0,,"Tool (select, required): comb_${id}*3 default"\n`);
    expect(changed.result.report).toMatchObject({ create: 0, change: 1, unchanged: 0, badRows: 0 });
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${changed.result.id}/apply`, {})).result.status).toBe("applied");
    expect((await owner.call("GET", `/api/admin/products/${bundle!.id}`)).result.bundle.options).toMatchObject([{ optionId: toolId, title: "Tool", type: "select", selections: [{ sku: `comb_${id}`, qty: 3, isDefault: true }] }]);
    expect((await db().select({ priceCents: products.priceCents }).from(products).where(eq(products.id, bundle!.id)))[0]).toEqual({ priceCents: 2400 });
  });

  it("reads a part SKU written in another case as the part the shop has: unchanged, until a part really changes", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const head = "sku,type,name,url_key,price,qty,parts";
    const set = (parts: string) => `pair_${id},grouped,Pair ${id},pair-${id},0,,${parts}`;
    const made = await upload(t(), owner, [head, `left_${id},simple,Left ${id},left-${id},5.00,10,`, `right_${id},simple,Right ${id},right-${id},6.00,10,`, set(`left_${id}*1 | right_${id}*2`)].join("\n"));
    expect(made.result.report).toMatchObject({ create: 3, badRows: 0 });
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${made.result.id}/apply`, {})).result.status).toBe("applied");

    // The same parts in capitals: the set editor would save them as they are stored, so nothing is to change.
    const shouting = await upload(t(), owner, `${head}\n${set(`LEFT_${id.toUpperCase()}*1 | Right_${id}*2`)}\n`);
    expect(shouting.result.report).toMatchObject({ create: 0, change: 0, unchanged: 1, badRows: 0 });
    // A real change, in any case, is still one.
    const changed = await upload(t(), owner, `${head}\n${set(`LEFT_${id.toUpperCase()}*3 | right_${id}*2`)}\n`);
    expect(changed.result.report).toMatchObject({ create: 0, change: 1, unchanged: 0, badRows: 0 });
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${changed.result.id}/apply`, {})).result.status).toBe("applied");
    const [pair] = await db().select().from(products).where(eq(products.sku, `pair_${id}`));
    expect((await owner.call("GET", `/api/admin/products/${pair!.id}`)).result.grouped.links).toMatchObject([
      { sku: `left_${id}`, qty: 3 },
      { sku: `right_${id}`, qty: 2 },
    ]);
  });

  it("refuses bad parts at their line and the parts column, in the set editor's words, and saves nothing", async () => {
    const owner = await newStaff(t(), "owner");
    const id = randomUUID().slice(0, 8);
    const before = await productCount();
    const file = [
      "sku,type,name,url_key,price,parts",
      `cup_${id},simple,Cup ${id},cup-${id},4.00,`,
      `set_a_${id},grouped,Set A ${id},set-a-${id},0,cup_${id}*1 | gone_${id}*1`,
      `set_b_${id},bundle,Set B ${id},set-b-${id},0,Size (radio): `,
      `set_c_${id},grouped,Set C ${id},set-c-${id},0,later_${id}*1 | plush_care_bundle | cup_${id}*0`,
      `set_d_${id},bundle,Set D ${id},set-d-${id},0,"Size (radio, required): cup_${id}*1 default, set_d_${id}*1 default"`,
      `later_${id},simple,Later ${id},later-${id},4.00,`,
      `plain_${id},simple,Plain ${id},plain-${id},4.00,cup_${id}*1`,
      `set_e_${id},bundle,Set E ${id},set-e-${id},0,Size radio: cup_${id}`,
    ];
    const checked = await upload(t(), owner, file.join("\n"));
    expect(checked.result.report).toMatchObject({ create: 2, badRows: 6 });
    expect(checked.result.report.mistakes).toEqual([
      { line: 3, column: "parts", message: `Part 2 (gone_${id}): No product has the SKU gone_${id}.` },
      { line: 4, column: "parts", message: "Option “Size”: Add at least one product to choose from." },
      { line: 5, column: "parts", message: "Part 3 (cup_" + id + "): The default quantity must be at least 1." },
      { line: 5, column: "parts", message: `Part 1 (later_${id}): later_${id} is on line 7, below this product: put the products a set is made of above it.` },
      { line: 5, column: "parts", message: "Part 2 (plush_care_bundle): “Plush Care Bundle” is a grouped product: choose a simple product, which is bought as it is." },
      { line: 6, column: "parts", message: "Option “Size”: A radio-button or drop-down option has at most one default product." },
      { line: 6, column: "parts", message: `Option “Size”, set_d_${id}: A product cannot be a part of itself.` },
      { line: 8, column: "parts", message: "Only a bundle or grouped product is made of parts: leave this cell empty." },
      { line: 9, column: "parts", message: `Option 1 (Size radio: cup_${id}): write it as Title (radio, required): SKU*1 default, SKU*2.` },
    ]);
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${checked.result.id}/apply`, {})).status).toBe(409);
    expect(await productCount()).toBe(before);
  });
});
