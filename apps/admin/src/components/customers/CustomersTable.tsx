/** One page of customers, newest first, drawn with TanStack Table; the name opens the customer's page. */
import { Link } from "@tanstack/react-router";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { CustomerRow } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { ListTable } from "../ui/ListTable.tsx";
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
  return <ListTable table={table} caption="Customers, newest first" busy={busy} minWidth="min-w-[36rem]" rightAligned={RIGHT_ALIGNED} empty="No customers match this search." />;
}
