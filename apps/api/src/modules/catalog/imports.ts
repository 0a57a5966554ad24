/**
 * Catalogue import and export (issue 13). An upload is read whole (file-level mistakes refuse it at once), then
 * planned — the dry run — and kept with its report; the owner applies it when the report has no bad rows.
 *
 * All or nothing, for every size: applying plans the file again outside any transaction (reads only, in batches,
 * with progress a background import shows), then opens ONE transaction that locks the catalogue's version row,
 * re-plans inside it only if the catalogue moved since, and writes every row (import-write.ts, a few hundred rows per
 * statement) with the import's status and its audit row. So the shop never sees half a file, even when a worker dies
 * mid-way (the transaction rolls back, the job runs again), and the long part — reading and judging 50,000 rows —
 * holds no lock. We chose this over staging rows in a table and swapping: the write itself is a few statements per
 * thousand rows, short enough to run in one transaction, and a staging table would be a second copy of the catalogue's
 * columns to keep in step.
 *
 * Files of more than BACKGROUND_IMPORT_ROWS rows are checked and applied by jobs (DESIGN.md "Background work"),
 * written in the same transaction as the import's row; smaller ones in the request.
 */
import { and, eq, gt } from "drizzle-orm";
import { BACKGROUND_IMPORT_ROWS, IMPORT_COLUMNS, type ImportFormat, type ImportUploadQuery, type ImportView } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { catalogState, catalogueImports, products } from "../../db/schema.ts";
import { csvLine } from "../../infra/csv.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { enqueue, extendLease } from "../../infra/jobs/queue.ts";
import type { JobHandler, Worker } from "../../infra/jobs/worker.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { formatOf, jsonItem, readImportFile } from "./import-format.ts";
import { exportCells } from "./import-fields.ts";
import { categoryTable, currentProducts, planImport, reportOf, type ImportPlan } from "./import-plan.ts";
import { writePlan } from "./import-write.ts";

export const IMPORT_CHECK_JOB = "catalogue.import.check";
export const IMPORT_APPLY_JOB = "catalogue.import.apply";

type ImportRow = typeof catalogueImports.$inferSelect;

function viewOf(row: ImportRow): ImportView {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as ImportFormat,
    status: row.status as ImportView["status"],
    rowCount: row.rowCount,
    rowsDone: row.rowsDone,
    background: row.background,
    report: row.report,
    failure: row.failure,
    staffEmail: row.staffEmail,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

async function importRow(db: Db, id: number): Promise<ImportRow> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
  if (!row) throw new NotFound("No import has this id.");
  return row;
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

/** The owner's Apply: refused while the report has bad rows; a background import's apply is a job. */
export async function applyImport(db: Db, worker: Worker, actor: Actor, id: number): Promise<ImportView> {
  const row = await importRow(db, id);
  if (row.status === "applied") throw new Conflict("This file was applied already. Upload it again to compare it with the catalogue as it is now.", "import_applied");
  if (row.status === "checking" || row.status === "applying") throw new Conflict("This file is still being worked on: wait for it to finish.", "import_busy");
  if (!row.report || row.report.badRows > 0) {
    throw new Conflict(`The file has ${row.report?.badRows ?? 0} bad rows: fix them and upload it again. Nothing was saved.`, "import_has_mistakes");
  }
  if (!row.background) {
    const applied = await runApply(db, row, actor);
    if (applied.status !== "applied") throw new Conflict(applied.failure ?? "The import could not be applied. Nothing was saved.", "import_has_mistakes");
    return viewOf(applied);
  }
  const started = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(catalogueImports)
      .set({ status: "applying", rowsDone: 0, failure: null })
      .where(and(eq(catalogueImports.id, id), eq(catalogueImports.status, "checked")))
      .returning();
    if (!claimed) throw new Conflict("This file is being applied already.", "import_busy");
    await enqueue(tx, { kind: IMPORT_APPLY_JOB, payload: { importId: id, staffId: actor.staffId, email: actor.email }, dedupeKey: `catalogue-import-apply:${id}:${Date.now()}` });
    return claimed!;
  });
  worker.kick();
  return viewOf(started);
}

/** The plan again, then one transaction: see the file's head comment. Answers the import as it ends. */
async function runApply(db: Db, row: ImportRow, actor: Actor, progress?: (rowsDone: number) => Promise<void>): Promise<ImportRow> {
  const file = readImportFile(row.source, row.format as ImportFormat);
  let plan: ImportPlan = await planImport(db, file, progress);
  return db.transaction(async (tx) => {
    const [mine] = await tx.select().from(catalogueImports).where(eq(catalogueImports.id, row.id)).for("update");
    if (!mine || mine.status === "applied") return mine!;
    // Every catalogue change bumps this row (migration 0002's triggers): holding it keeps them out until we commit.
    const [state] = await tx.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1)).for("update");
    if (Number(state?.version) !== plan.version) plan = await planImport(tx, file);
    const report = reportOf(plan);
    if (plan.badRows > 0) {
      const [refused] = await tx
        .update(catalogueImports)
        .set({ status: "checked", report, failure: `The catalogue changed since the check: ${plan.badRows} rows are now wrong. Nothing was saved; see the report.` })
        .where(eq(catalogueImports.id, row.id))
        .returning();
      return refused!;
    }
    await writePlan(tx, plan);
    const [applied] = await tx
      .update(catalogueImports)
      .set({ status: "applied", report, failure: null, rowsDone: row.rowCount, appliedAt: new Date() })
      .where(eq(catalogueImports.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      action: "catalogue.import",
      entityType: "catalogue_import",
      entityId: row.id,
      after: { fileName: row.fileName, rows: row.rowCount, created: report.create, changed: report.change, unchanged: report.unchanged },
    });
    return applied!;
  });
}

/** Progress written after each batch, and the job's lease renewed with it, so a long import is not taken as dead. */
const progressOf = (db: Db, importId: number, jobId: number) => async (rowsDone: number) => {
  await db.update(catalogueImports).set({ rowsDone }).where(eq(catalogueImports.id, importId));
  await extendLease(db, jobId);
};

export function importJobHandlers(db: Db): Record<string, JobHandler> {
  return {
    [IMPORT_CHECK_JOB]: async (payload, job) => {
      const row = await importRow(db, Number(payload.importId));
      if (row.status !== "checking") return;
      const plan = await planImport(db, readImportFile(row.source, row.format as ImportFormat), progressOf(db, row.id, job.id));
      await db.update(catalogueImports).set({ status: "checked", report: reportOf(plan), rowsDone: row.rowCount }).where(eq(catalogueImports.id, row.id));
    },
    [IMPORT_APPLY_JOB]: async (payload, job) => {
      const row = await importRow(db, Number(payload.importId));
      if (row.status !== "applying") return;
      try {
        await runApply(db, row, { staffId: payload.staffId === null ? null : Number(payload.staffId), email: String(payload.email) }, progressOf(db, row.id, job.id));
      } catch (err) {
        // Out of tries: the owner sees it failed (nothing was saved: the one transaction rolled back).
        if (job.attempts >= job.maxAttempts) {
          await db.update(catalogueImports).set({ status: "failed", failure: "The import failed and nothing was saved. Upload the file again; if it fails again, see Jobs." }).where(eq(catalogueImports.id, row.id));
        }
        throw err;
      }
    },
  };
}

const EXPORT_BATCH = 1_000;

/** The whole catalogue in the import's format, a thousand products at a time (README "Catalogue import and export"). */
export async function* exportCatalogue(db: Db, format: ImportFormat): AsyncGenerator<string> {
  const table = await categoryTable(db);
  yield format === "csv" ? csvLine(IMPORT_COLUMNS) : "[";
  let after = 0;
  let first = true;
  for (;;) {
    const batch = await currentProducts(db, gt(products.id, after), EXPORT_BATCH);
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
  if (format === "json") yield "\n]\n";
}
