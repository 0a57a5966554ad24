/** An import's dry run: what it would create and change, and each mistake at its line (or JSON item) and column. */
import type { ImportView } from "@petsies/contract/admin";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

const count = (n: number) => n.toLocaleString("en-US");

export function ImportCounts({ view }: { view: ImportView }) {
  const report = view.report;
  if (!report) return null;
  const figures = [
    ["To create", report.create],
    ["To change", report.change],
    ["Unchanged", report.unchanged],
    ["Bad rows", report.badRows],
  ] as const;
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, n]) => (
        <div key={label} className={`rounded-lg border px-4 py-3 ${label === "Bad rows" && n > 0 ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{label}</dt>
          <dd className="text-2xl font-semibold text-slate-900">{count(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImportMistakes({ view }: { view: ImportView }) {
  const report = view.report;
  if (!report || report.mistakeCount === 0) return null;
  const where = view.format === "json" ? "Item" : "Line";
  return (
    <section aria-labelledby="import-mistakes" className="mb-6">
      <h2 id="import-mistakes" className="mb-2 text-lg font-semibold text-slate-900">
        What to fix
      </h2>
      {report.mistakeCount > report.mistakes.length ? (
        <p className="mb-2 text-sm text-slate-700">
          The first {count(report.mistakes.length)} of {count(report.mistakeCount)} mistakes are listed.
        </p>
      ) : null}
      <Table caption="Mistakes in the file, by line">
        <thead>
          <tr>
            <Th>{where}</Th>
            <Th>Column</Th>
            <Th>What is wrong</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {report.mistakes.length === 0 ? (
            <EmptyRow colSpan={3}>No mistakes.</EmptyRow>
          ) : (
            report.mistakes.map((m, i) => (
              <tr key={`${m.line}-${m.column}-${i}`}>
                <Td className="tabular-nums">{m.line}</Td>
                <Td>
                  <code>{m.column}</code>
                </Td>
                <Td>{m.message}</Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </section>
  );
}
