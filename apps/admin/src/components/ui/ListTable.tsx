/**
 * A list screen's table: the column headers and one row per record of a TanStack table, in the shop's table
 * look, with a row that says so when nothing matches. Lists whose headers sort (products, orders) draw their
 * own header row.
 */
import type { ReactNode } from "react";
import type { ReactTable, RowData, TableFeatures } from "@tanstack/react-table";
import { EmptyRow, Table, Td, Th } from "./Table.tsx";

export function ListTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  caption,
  busy,
  minWidth,
  rightAligned = new Set(),
  empty,
}: {
  table: ReactTable<TFeatures, TData>;
  caption: string;
  /** A new page is on its way: the rows shown are the last ones. */
  busy: boolean;
  minWidth: string;
  /** Columns of numbers, by id. */
  rightAligned?: ReadonlySet<string>;
  /** What the table says when there are no rows. */
  empty: ReactNode;
}) {
  const align = (columnId: string) => (rightAligned.has(columnId) ? "text-right" : "");
  const rows = table.getRowModel().rows;
  return (
    <Table caption={caption} className={busy ? "opacity-60" : ""} minWidth={minWidth}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <Th key={header.id} className={align(header.column.id)}>
                <table.FlexRender header={header} />
              </Th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-100" aria-busy={busy || undefined}>
        {rows.length === 0 ? (
          <EmptyRow colSpan={table.getAllLeafColumns().length}>{empty}</EmptyRow>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              {row.getAllCells().map((cell) => (
                <Td key={cell.id} className={align(cell.column.id)}>
                  <table.FlexRender cell={cell} />
                </Td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
