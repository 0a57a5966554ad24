/**
 * One page of orders, drawn with TanStack Table. The server sorts and pages: the Date and Total headers are
 * buttons that ask for the other order through the URL, and each says which way it is sorted (aria-sort).
 */
import { Link } from "@tanstack/react-router";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { OrderListQuery, OrderListRow } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { formatMoney } from "../../lib/money.ts";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";
import { StatusBadge } from "./StatusBadge.tsx";

type Sort = OrderListQuery["sort"];

const features = tableFeatures({});
const column = createColumnHelper<typeof features, OrderListRow>();

const columns = column.columns([
  column.accessor("incrementId", {
    header: "Order",
    cell: (info) => (
      <Link to="/orders/$incrementId" params={{ incrementId: info.getValue() }} className="font-medium whitespace-nowrap text-indigo-800 hover:underline">
        #{info.getValue()}
      </Link>
    ),
  }),
  column.accessor("createdAt", { header: "Placed", cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span> }),
  column.accessor("customerName", {
    header: "Customer",
    cell: (info) => (
      <>
        <span className="block">{info.getValue()}</span>
        <span className="block text-slate-600">{info.row.original.email}</span>
      </>
    ),
  }),
  column.accessor("items", {
    header: "Items",
    cell: (info) => (
      <ul className="flex flex-col gap-1">
        {info.getValue().map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-2">
            <span>
              {item.qty > 1 ? `${item.qty} × ` : ""}
              {item.name}
            </span>
            <StatusBadge statusId={item.statusId} name={item.statusName} />
          </li>
        ))}
      </ul>
    ),
  }),
  column.accessor("paymentMethodTitle", {
    header: "Payment",
    cell: (info) => (
      <>
        <span className="block">{info.getValue()}</span>
        <span className="block text-slate-600">
          {info.row.original.paymentState} · <code>{info.row.original.paymentMethodCode}</code>
        </span>
      </>
    ),
  }),
  column.accessor("grandTotalCents", {
    header: "Total",
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatMoney(info.getValue(), info.row.original.currencyCode)}</span>,
  }),
]);

/** The columns the server can sort by: [descending, ascending]. */
const SORTABLE: Partial<Record<string, readonly [Sort, Sort]>> = {
  createdAt: ["created_desc", "created_asc"],
  grandTotalCents: ["total_desc", "total_asc"],
};

const RIGHT_ALIGNED = new Set(["grandTotalCents"]);

function SortHeader({ label, pair, sort, onSort }: { label: string; pair: readonly [Sort, Sort]; sort: Sort; onSort: (sort: Sort) => void }) {
  const [desc, asc] = pair;
  const direction = sort === desc ? "descending" : sort === asc ? "ascending" : undefined;
  const next = sort === desc ? asc : desc;
  return (
    <button type="button" onClick={() => onSort(next)} className="inline-flex items-center gap-1 uppercase hover:text-indigo-800">
      {label}
      <span aria-hidden="true">{direction === "descending" ? "↓" : direction === "ascending" ? "↑" : "↕"}</span>
      <span className="sr-only">{direction ? `, sorted ${direction}. Sort ${direction === "descending" ? "ascending" : "descending"}` : ", sort"}</span>
    </button>
  );
}

export function OrdersTable({ rows, sort, onSort, busy }: { rows: OrderListRow[]; sort: Sort; onSort: (sort: Sort) => void; busy: boolean }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.incrementId });

  return (
    <Table caption="Orders" className={busy ? "opacity-60" : ""} minWidth="min-w-[60rem]">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const pair = SORTABLE[header.column.id];
              const label = String(header.column.columnDef.header);
              const ariaSort = pair ? (sort === pair[0] ? "descending" : sort === pair[1] ? "ascending" : "none") : undefined;
              return (
                <Th key={header.id} aria-sort={ariaSort} className={RIGHT_ALIGNED.has(header.column.id) ? "text-right" : ""}>
                  {pair ? <SortHeader label={label} pair={pair} sort={sort} onSort={onSort} /> : <table.FlexRender header={header} />}
                </Th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-100" aria-busy={busy || undefined}>
        {rows.length === 0 ? (
          <EmptyRow colSpan={columns.length}>No orders match these filters.</EmptyRow>
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
