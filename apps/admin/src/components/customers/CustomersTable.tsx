/** One page of customers, newest first, drawn with TanStack Table; the name opens the customer's page. */
import { Link } from "@tanstack/react-router";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { CustomerRow } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";
import { AccountState } from "./AccountState.tsx";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, CustomerRow>();

const columns = column.columns([
  column.accessor("name", {
    header: "Customer",
    cell: (info) => (
      <>
        <Link to="/customers/$id" params={{ id: String(info.row.original.id) }} className="block font-medium text-indigo-800 hover:underline">
          {info.getValue() || "(no name)"}
        </Link>
        <span className="block break-all text-slate-600">{info.row.original.email}</span>
      </>
    ),
  }),
  column.accessor("createdAt", { header: "Customer since", cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span> }),
  column.accessor("orders", { header: "Orders", cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
  column.accessor("disabled", { header: "Account", cell: (info) => <AccountState disabled={info.getValue()} /> }),
]);

const RIGHT_ALIGNED = new Set(["orders"]);

export function CustomersTable({ rows, busy }: { rows: CustomerRow[]; busy: boolean }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  return (
    <Table caption="Customers, newest first" className={busy ? "opacity-60" : ""} minWidth="min-w-[36rem]">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <Th key={header.id} className={RIGHT_ALIGNED.has(header.column.id) ? "text-right" : ""}>
                <table.FlexRender header={header} />
              </Th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-100" aria-busy={busy || undefined}>
        {rows.length === 0 ? (
          <EmptyRow colSpan={columns.length}>No customers match this search.</EmptyRow>
        ) : (
          table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              {row.getAllCells().map((cell) => (
                <Td key={cell.id} className={RIGHT_ALIGNED.has(cell.column.id) ? "text-right" : ""}>
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
