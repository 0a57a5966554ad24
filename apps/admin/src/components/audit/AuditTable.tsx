/** Audit entries, newest first; each row opens to show the record before and after, as formatted JSON. */
import { Fragment, useState } from "react";
import type { AuditEntry } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

function Json({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-700">{title}</p>
      <pre className="max-h-96 overflow-auto rounded border border-slate-200 bg-white p-3 text-xs leading-relaxed text-slate-900">
        {value === null || value === undefined ? "—" : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table caption="Audit log, newest first" minWidth="min-w-[44rem]">
      <thead>
        <tr>
          <Th>When</Th>
          <Th>Who</Th>
          <Th>Action</Th>
          <Th>Entity</Th>
          <Th>
            <span className="sr-only">Details</span>
          </Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {entries.length === 0 ? (
          <EmptyRow colSpan={5}>No entries match these filters.</EmptyRow>
        ) : (
          entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailsId = `audit-${entry.id}-details`;
            return (
              <Fragment key={entry.id}>
                <tr>
                  <Td className="whitespace-nowrap">{formatDateTime(entry.at)}</Td>
                  <Td>{entry.staffEmail}</Td>
                  <Td>
                    <code>{entry.action}</code>
                  </Td>
                  <Td>
                    <code>
                      {entry.entityType} {entry.entityId}
                    </code>
                  </Td>
                  <Td className="text-right">
                    <button type="button" aria-expanded={expanded} aria-controls={detailsId} onClick={() => toggle(entry.id)} className="whitespace-nowrap text-sm font-medium text-indigo-800 hover:underline">
                      {expanded ? "Hide changes" : "Show changes"}
                      <span className="sr-only"> of entry {entry.id}</span>
                    </button>
                  </Td>
                </tr>
                <tr id={detailsId} hidden={!expanded} className="bg-slate-50">
                  <td colSpan={5} className="px-3 py-3">
                    {expanded ? (
                      <div className="grid gap-3 md:grid-cols-2">
                        <Json title="Before" value={entry.before} />
                        <Json title="After" value={entry.after} />
                      </div>
                    ) : null}
                  </td>
                </tr>
              </Fragment>
            );
          })
        )}
      </tbody>
    </Table>
  );
}
