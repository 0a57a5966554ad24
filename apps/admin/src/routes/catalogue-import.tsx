import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { ImportView } from "@petsies/contract/admin";
import { exportUrl, importQueryOptions, isWorking, useApplyImport, useUploadImport } from "../lib/catalogue-import.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { ImportDropZone } from "../components/products/ImportDropZone.tsx";
import { ImportCounts, ImportMistakes } from "../components/products/ImportReport.tsx";
import { Button, buttonClass } from "../components/ui/Button.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";

const route = getRouteApi("/signed-in/shell/products/import");

function Progress({ view }: { view: ImportView }) {
  const rows = `${view.rowsDone.toLocaleString("en-US")} of ${view.rowCount.toLocaleString("en-US")} rows`;
  // An apply first checks the file against the catalogue again, then writes it a few hundred rows at a time.
  const what =
    view.status === "checking"
      ? `Checking ${view.fileName}: ${rows}`
      : view.rowsApplied > 0
        ? `Applying ${view.fileName}: ${rows} in the catalogue`
        : `Applying ${view.fileName}: checking it against the catalogue again, ${rows}`;
  return (
    <div className="mb-4">
      <label htmlFor="import-progress" className="block text-sm font-medium text-slate-900">
        {what}
      </label>
      <progress id="import-progress" max={view.rowCount} value={view.rowsDone} className="mt-1 w-full" />
      <p className="mt-1 text-sm text-slate-700">
        This runs in the background: you may leave this page and come back.
        {view.status === "applying" ? " Catalogue changes wait until it is done; the shop stays open, and shoppers see the new rows as they are written." : null}
      </p>
    </div>
  );
}

function ImportResult({ id }: { id: number }) {
  const imported = useQuery(importQueryOptions(id));
  const apply = useApplyImport(id);
  const view = imported.data;
  if (!view) return imported.isPending ? <Loading label="Loading the import…" /> : <ErrorNotice error={imported.error} />;
  const bad = view.report?.badRows ?? 0;
  const changes = (view.report?.create ?? 0) + (view.report?.change ?? 0);
  return (
    <section aria-labelledby="import-result" className="mt-6">
      <h2 id="import-result" className="mb-3 text-lg font-semibold text-slate-900">
        {view.status === "applied" ? `Applied: ${view.fileName}` : `Check of ${view.fileName}`}
      </h2>
      {isWorking(view) ? <Progress view={view} /> : null}
      {view.failure ? (
        <Notice tone="error" className="mb-4">
          {view.failure}
        </Notice>
      ) : null}
      {view.status === "applied" ? (
        <Notice tone="success" className="mb-4">
          The catalogue is updated: {view.report?.create ?? 0} created, {view.report?.change ?? 0} changed, {view.report?.unchanged ?? 0} unchanged.{" "}
          <Link to="/products" className="font-medium underline">
            See the products
          </Link>
        </Notice>
      ) : null}
      <ImportCounts view={view} />
      {view.status === "checked" && bad > 0 ? (
        <Notice tone="warning" className="mb-4">
          {bad === 1 ? "1 row has" : `${bad.toLocaleString("en-US")} rows have`} mistakes. Fix them in the file and upload it again: nothing is saved until every row is right.
        </Notice>
      ) : null}
      <ImportMistakes view={view} />
      {view.status === "checked" || (view.status === "failed" && view.rowsApplied > 0 && bad === 0) ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="primary" disabled={bad > 0} pending={apply.isPending} pendingText="Applying…" onClick={() => apply.mutate()}>
            {view.status === "failed" ? "Apply the rest" : `Apply ${changes.toLocaleString("en-US")} ${changes === 1 ? "change" : "changes"}`}
          </Button>
          {bad > 0 ? <p className="text-sm text-slate-700">Apply is off while the file has bad rows.</p> : null}
        </div>
      ) : null}
      <ErrorNotice error={apply.error} className="mt-4" />
    </section>
  );
}

function CatalogueImport() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const upload = useUploadImport();
  return (
    <>
      <PageHeader title="Import / export" documentTitle="Catalogue import and export">
        <a href={exportUrl("csv")} download className={buttonClass()}>
          Export catalogue (CSV)
        </a>
        <a href={exportUrl("json")} download className={buttonClass()}>
          Export catalogue (JSON)
        </a>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        Products with their prices and stock, one row per product, matched by SKU: a new SKU is created, a known one has only what differs changed. The export
        writes every product in the same columns, so you can edit it in a spreadsheet and upload it back.{" "}
        <Link to="/products" className="underline">
          Back to products
        </Link>
      </p>
      <ImportDropZone
        disabled={upload.isPending}
        onFile={(file) => upload.mutate(file, { onSuccess: (view) => void navigate({ search: { import: view.id } }) })}
      />
      {upload.isPending ? <Loading label="Reading the file…" /> : null}
      <ErrorNotice error={upload.error} className="mt-4" />
      {search.import && !upload.isPending && !upload.error ? <ImportResult key={search.import} id={search.import} /> : null}
    </>
  );
}

export default function CatalogueImportScreen() {
  return (
    <OwnerOnly title="Import / export">
      <CatalogueImport />
    </OwnerOnly>
  );
}
