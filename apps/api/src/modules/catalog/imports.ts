/**
 * Catalogue import and export (issue 13). An upload is read whole (file-level mistakes refuse it at once), then
 * planned — the dry run — and kept with its report; the owner applies it when the report has no bad rows.
 *
 * Applying writes the file a chunk at a time (APPLY_CHUNK_ROWS rows, each chunk one short transaction that also
 * records how far the file is in: appliedRows), and the whole file always ends up in: the apply is a durable job
 * (infra/jobs) that, run again after a crash or a failed statement, plans the rows after appliedRows and writes
 * them; a row already written re-plans as unchanged. Why not one transaction any more: on the embedded database
 * (PGlite, one connection) a transaction holds every other query of the process until it ends. Profiled at 50,000
 * new rows on a loaded machine (load ~10), the one transaction took 54 s: product inserts 19 s, search_refresh
 * 14.5 s, listing_refresh 12 s, stock 4.6 s, category links 3.8 s (plus 5 s of planning before it); 50,000
 * changed url_keys added 665 s of moveAddress, one product at a time (now three statements per chunk,
 * import-write.ts). Even set-based from a staging table, writing 50,000 products with their indexes, listing and
 * search rows is seconds of work, so a single transaction cannot keep a shopper's wait under a second; chunks of a
 * few hundred rows do (bench/catalogue-import.ts measures it). The listing and search rows of a chunk are
 * refreshed in its own transaction, so a product never shows with stale listing or search rows.
 *
 * What keeps the later chunks good: the file is checked against the catalogue again when the apply starts (reads
 * only, outside any transaction), and while an import is applying, staff changes to products, categories and
 * customizations are refused with the reason (refuseWhileApplying); each chunk locks the catalogue's version row
 * and, if anything moved it since the plan (an order's stock, say), plans its own rows again inside its
 * transaction. Should a row be wrong all the same (an edit that was already under way), the apply stops, says how
 * many rows are in and which is wrong, and a re-upload of the fixed file finishes it. What a shopper sees during an
 * apply: the file's products appear (or change) a chunk at a time, each with its stock, categories, listing and
 * search rows; for the minute or so a 50,000-row file takes, part of the file is in the shop and part is not.
 *
 * Between two chunks, and between two batches of a plan, the job pauses for the event loop (setImmediate): PGlite
 * answers each query within the caller's task, so without it a long check or apply would keep every request out.
 * Files of more than BACKGROUND_IMPORT_ROWS rows are checked by a job too; smaller ones in the request.
 */
import { and, eq, getTableColumns, gt, inArray, notInArray } from "drizzle-orm";
import type { onRequestAsyncHookHandler } from "fastify";
import { BACKGROUND_IMPORT_ROWS, IMPORT_COLUMNS, SET_PRODUCT_TYPES, type ImportFormat, type ImportUploadQuery, type ImportView } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { catalogState, catalogueImports, products } from "../../db/schema.ts";
import { csvLine } from "../../infra/csv.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { enqueue, extendLease, LEASE_MS } from "../../infra/jobs/queue.ts";
import type { JobHandler, Worker } from "../../infra/jobs/worker.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { formatOf, jsonItem, readImportFile } from "./import-format.ts";
import { exportCells } from "./import-fields.ts";
import { categoryTable, currentProducts, planImport, reportOf, type ImportPlan } from "./import-plan.ts";
import { writePlan } from "./import-write.ts";

export const IMPORT_CHECK_JOB = "catalogue.import.check";
export const IMPORT_APPLY_JOB = "catalogue.import.apply";

type ImportRow = typeof catalogueImports.$inferSelect;

function viewOf(row: Omit<ImportRow, "source">): ImportView {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as ImportFormat,
    status: row.status as ImportView["status"],
    rowCount: row.rowCount,
    rowsDone: row.rowsDone,
    rowsApplied: row.appliedRows,
    background: row.background,
    report: row.report,
    failure: row.failure,
    staffEmail: row.staffEmail,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

/** An import without its file (megabytes the screen's progress polls have no use for): the jobs read that alone. */
async function importRow(db: Db, id: number): Promise<Omit<ImportRow, "source">> {
  const { source: _source, ...columns } = getTableColumns(catalogueImports);
  const [row] = await db.select(columns).from(catalogueImports).where(eq(catalogueImports.id, id));
  if (!row) throw new NotFound("No import has this id.");
  return row;
}

async function importSource(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ source: catalogueImports.source }).from(catalogueImports).where(eq(catalogueImports.id, id));
  return row?.source ?? "";
}

export async function importOf(db: Db, id: number): Promise<ImportView> {
  return viewOf(await importRow(db, id));
}

/** Reads the upload, refusing a file it cannot take whole, and checks it here or hands the check to a job. */
export async function startImport(db: Db, worker: Worker, actor: Actor, query: ImportUploadQuery, text: string, contentType: string | undefined): Promise<ImportView> {
  const format = formatOf(query.format, contentType, query.fileName, text);
  const file = readImportFile(text, format);
  const background = file.rows.length > BACKGROUND_IMPORT_ROWS;
  const plan = background ? null : await planImport(db, file);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(catalogueImports)
      .values({
        staffId: actor.staffId,
        staffEmail: actor.email,
        fileName: query.fileName,
        format,
        source: text,
        rowCount: file.rows.length,
        rowsDone: plan ? file.rows.length : 0,
        background,
        status: plan ? "checked" : "checking",
        report: plan ? reportOf(plan) : null,
      })
      .returning();
    if (background) await enqueue(tx, { kind: IMPORT_CHECK_JOB, payload: { importId: created!.id }, dedupeKey: `catalogue-import-check:${created!.id}` });
    return created!;
  });
  if (background) worker.kick();
  return viewOf(row);
}

/**
 * Staff changes to the catalogue wait while a file is being applied (an onRequest hook of the catalogue's
 * changing routes): the apply writes a few hundred rows per transaction, and an edit between two of them could
 * make a row it has not written yet wrong. Reads pass.
 */
export function refuseWhileApplying(db: Db): onRequestAsyncHookHandler {
  return async (req) => {
    if (req.method === "GET" || req.method === "HEAD") return;
    const [applying] = await db
      .select({ fileName: catalogueImports.fileName, rowCount: catalogueImports.rowCount, appliedRows: catalogueImports.appliedRows })
      .from(catalogueImports)
      .where(eq(catalogueImports.status, "applying"))
      .limit(1);
    if (!applying) return;
    throw new Conflict(
      `The catalogue import of ${applying.fileName} is being applied (${applying.appliedRows.toLocaleString("en-US")} of ${applying.rowCount.toLocaleString("en-US")} rows so far). Catalogue changes wait until it is done, so that the whole file goes in: try again in a minute.`,
      "import_applying",
    );
  };
}

/**
 * The owner's Apply: refused while the report has bad rows. The apply is always a job, written with the claim: a
 * small file's request runs it at once (worker.runNow) and answers how it ended; a large one's runs in the
 * background. Either way a process that dies mid-way leaves the job, which the worker runs again.
 */
export async function applyImport(db: Db, worker: Worker, actor: Actor, id: number): Promise<ImportView> {
  const row = await importRow(db, id);
  if (row.status === "applied") throw new Conflict("This file was applied already. Upload it again to compare it with the catalogue as it is now.", "import_applied");
  if (row.status === "checking" || row.status === "applying") throw new Conflict("This file is still being worked on: wait for it to finish.", "import_busy");
  if (!row.report || row.report.badRows > 0) {
    throw new Conflict(`The file has ${row.report?.badRows ?? 0} bad rows: fix them and upload it again. Nothing was saved.`, "import_has_mistakes");
  }
  if (row.status === "failed" && row.appliedRows === 0) throw new Conflict("This import failed and nothing was saved: upload the file again.", "import_failed");
  const dedupeKey = `catalogue-import-apply:${id}:${Date.now()}`;
  const claimed = await db.transaction(async (tx) => {
    // A failed import that wrote part of the file is applied again from where it stopped (appliedRows).
    const [claimed] = await tx
      .update(catalogueImports)
      .set({ status: "applying", rowsDone: 0, failure: null })
      .where(and(eq(catalogueImports.id, id), inArray(catalogueImports.status, ["checked", "failed"])))
      .returning();
    if (!claimed) throw new Conflict("This file is being applied already.", "import_busy");
    // A small file's job waits a minute for the worker: this request runs it now, the worker only after a crash.
    await enqueue(tx, {
      kind: IMPORT_APPLY_JOB,
      payload: { importId: id, staffId: actor.staffId, email: actor.email },
      dedupeKey,
      ...(row.background ? {} : { runAt: new Date(Date.now() + LEASE_MS) }),
    });
    return claimed;
  });
  if (row.background) {
    worker.kick();
    return viewOf(claimed);
  }
  await worker.runNow(dedupeKey);
  const ended = await importRow(db, id);
  if (ended.status === "checked" && ended.failure) throw new Conflict(ended.failure, "import_has_mistakes");
  return viewOf(ended);
}

/** File rows written per transaction: the longest a shopper's call waits on the embedded database is one of these. */
export const APPLY_CHUNK_ROWS = 250;

/** Another run of the same apply wrote this chunk first (its lease ran out while it still worked): it carries on. */
class ApplyTaken extends Error {}
/** A chunk planned again in its transaction has bad rows: the catalogue changed under the apply. */
class RowsNowWrong extends Error {}

/** Lets the process answer the requests that queued while it worked (see the file's head comment). */
const yieldToShop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Applies the file from its appliedRows on (see the file's head comment): the rest planned again outside any
 * transaction, then written APPLY_CHUNK_ROWS at a time, each chunk in its own short transaction with the place
 * it reached. The last one marks the import applied.
 */
async function runApply(db: Db, row: Omit<ImportRow, "source">, actor: Actor, jobId: number): Promise<void> {
  const file = readImportFile(await importSource(db, row.id), row.format as ImportFormat);
  const from = row.appliedRows;
  const rest = { ...file, rows: file.rows.slice(from) };
  // Reads only: a long file's check again takes seconds, and holds nothing while it runs.
  const plan = await planImport(db, rest, async (done) => {
    await db.update(catalogueImports).set({ rowsDone: from + done }).where(eq(catalogueImports.id, row.id));
    await extendLease(db, jobId);
  });
  if (plan.badRows > 0) {
    const failure =
      from === 0
        ? `The catalogue changed since the check: ${plan.badRows} rows are now wrong. Nothing was saved; see the report.`
        : `The catalogue changed while the file was being applied: ${plan.badRows} of its remaining rows are now wrong. ${from.toLocaleString("en-US")} rows were applied; see the report, fix the file and upload it again (the rows already applied will show as unchanged).`;
    await db
      .update(catalogueImports)
      .set({ status: from === 0 ? "checked" : "failed", report: from === 0 ? reportOf(plan) : { ...row.report!, badRows: plan.badRows, mistakes: reportOf(plan).mistakes, mistakeCount: plan.mistakes.length }, failure })
      .where(eq(catalogueImports.id, row.id));
    return;
  }
  // The report of the whole file: this plan's, unless an earlier run wrote part of it (then the check's).
  const report = from === 0 ? reportOf(plan) : row.report!;
  type Write = { line: number; create?: ImportPlan["creates"][number]; change?: ImportPlan["changes"][number] };
  const writes: Write[] = [...plan.creates.map((c) => ({ line: c.line, create: c })), ...plan.changes.map((c) => ({ line: c.line, change: c }))].sort((a, b) => a.line - b.line);
  const indexOfLine = new Map(rest.rows.map((r, i) => [r.line, from + i]));
  const rowOfLine = new Map(rest.rows.map((r) => [r.line, r]));
  let version = plan.version;
  let done = from;
  for (let start = 0; start === 0 || start < writes.length; start += APPLY_CHUNK_ROWS) {
    const part = writes.slice(start, start + APPLY_CHUNK_ROWS);
    const last = start + APPLY_CHUNK_ROWS >= writes.length;
    // The file's place after this chunk: every row up to its last write (the unchanged rows between need nothing).
    const upTo = last ? file.rows.length : indexOfLine.get(part.at(-1)!.line)! + 1;
    try {
      version = await db.transaction(async (tx) => {
        const [mine] = await tx
          .select({ status: catalogueImports.status, appliedRows: catalogueImports.appliedRows })
          .from(catalogueImports)
          .where(eq(catalogueImports.id, row.id))
          .for("update");
        // Another run of this job got here first (a lease that ran out): it carries on, this one stops.
        if (!mine || mine.status !== "applying" || mine.appliedRows !== done) throw new ApplyTaken();
        // Every catalogue change bumps this row (migration 0002's triggers): holding it keeps them out until we commit.
        const [state] = await tx.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1)).for("update");
        let chunk: ImportPlan = { ...plan, creates: part.flatMap((w) => (w.create ? [w.create] : [])), changes: part.flatMap((w) => (w.change ? [w.change] : [])) };
        if (part.length > 0 && Number(state?.version) !== version) {
          // Something changed the catalogue since the plan (an order's stock, say): this chunk's rows are planned again, here.
          chunk = await planImport(tx, { ...file, rows: part.map((w) => rowOfLine.get(w.line)!) });
          if (chunk.badRows > 0) throw new RowsNowWrong(chunk.mistakes.map((m) => `line ${m.line}, ${m.column}: ${m.message}`).join("; "));
        }
        await writePlan(tx, chunk);
        const [after] = await tx.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
        await tx
          .update(catalogueImports)
          .set({ appliedRows: upTo, rowsDone: upTo, report, ...(last ? { status: "applied", failure: null, appliedAt: new Date() } : {}) })
          .where(eq(catalogueImports.id, row.id));
        // The audit row goes with the file's first write (or, with nothing to write, with its end).
        if (from === 0 && start === 0) {
          await writeAudit(tx, actor, {
            action: "catalogue.import",
            entityType: "catalogue_import",
            entityId: row.id,
            after: { fileName: row.fileName, rows: row.rowCount, created: report.create, changed: report.change, unchanged: report.unchanged },
          });
        }
        return Number(after?.version);
      });
    } catch (err) {
      if (err instanceof ApplyTaken) return;
      if (!(err instanceof RowsNowWrong)) throw err;
      await db
        .update(catalogueImports)
        .set({
          status: "failed",
          failure: `The catalogue changed while the file was being applied, and a row is now wrong (${err.message.slice(0, 500)}). ${done.toLocaleString("en-US")} rows were applied; fix the file and upload it again (the rows already applied will show as unchanged).`,
        })
        .where(eq(catalogueImports.id, row.id));
      return;
    }
    done = upTo;
    await extendLease(db, jobId);
    await yieldToShop();
  }
}

export function importJobHandlers(db: Db): Record<string, JobHandler> {
  return {
    [IMPORT_CHECK_JOB]: async (payload, job) => {
      const row = await importRow(db, Number(payload.importId));
      if (row.status !== "checking") return;
      const plan = await planImport(db, readImportFile(await importSource(db, row.id), row.format as ImportFormat), async (rowsDone) => {
        await db.update(catalogueImports).set({ rowsDone }).where(eq(catalogueImports.id, row.id));
        await extendLease(db, job.id);
      });
      await db.update(catalogueImports).set({ status: "checked", report: reportOf(plan), rowsDone: row.rowCount }).where(eq(catalogueImports.id, row.id));
    },
    [IMPORT_APPLY_JOB]: async (payload, job) => {
      const row = await importRow(db, Number(payload.importId));
      if (row.status !== "applying") return;
      try {
        await runApply(db, row, { staffId: payload.staffId === null ? null : Number(payload.staffId), email: String(payload.email) }, job.id);
      } catch (err) {
        // Out of tries: the owner sees it failed, and how much of the file is in (each chunk is whole or absent).
        if (job.attempts >= job.maxAttempts) {
          const [now] = await db.select({ appliedRows: catalogueImports.appliedRows }).from(catalogueImports).where(eq(catalogueImports.id, row.id));
          const applied = now?.appliedRows ?? 0;
          const failure =
            applied === 0
              ? "The import failed and nothing was saved. Upload the file again; if it fails again, see Jobs."
              : `The import failed after ${applied.toLocaleString("en-US")} of ${row.rowCount.toLocaleString("en-US")} rows were applied. Apply again to write the rest (the rows already applied are skipped); if it fails again, see Jobs.`;
          await db.update(catalogueImports).set({ status: "failed", failure }).where(eq(catalogueImports.id, row.id));
        }
        throw err;
      }
    },
  };
}

const EXPORT_BATCH = 1_000;

/**
 * The whole catalogue in the import's format, a thousand products at a time (README "Catalogue import and export"):
 * bundles and grouped products last, so that the file makes their parts before them in a shop that has none yet.
 */
export async function* exportCatalogue(db: Db, format: ImportFormat): AsyncGenerator<string> {
  const table = await categoryTable(db);
  yield format === "csv" ? csvLine(IMPORT_COLUMNS) : "[";
  let first = true;
  for (const types of [notInArray(products.typeId, [...SET_PRODUCT_TYPES]), inArray(products.typeId, [...SET_PRODUCT_TYPES])]) {
    let after = 0;
    for (;;) {
      const batch = await currentProducts(db, and(types, gt(products.id, after))!, EXPORT_BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      let chunk = "";
      for (const p of batch) {
        const cells = exportCells(p.fields, table);
        chunk += format === "csv" ? csvLine(IMPORT_COLUMNS.map((c) => cells[c])) : `${first ? "\n" : ",\n"}${JSON.stringify(jsonItem(cells))}`;
        first = false;
      }
      yield chunk;
    }
  }
  if (format === "json") yield "\n]\n";
}
