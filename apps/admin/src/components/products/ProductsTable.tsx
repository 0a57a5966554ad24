/**
 * One page of products, drawn with TanStack Table. The server sorts and pages: the Name, SKU and Price headers
 * are buttons that ask for the other order through the URL, and each says which way it is sorted (aria-sort).
 */
import { Link } from "@tanstack/react-router";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { ProductListQuery, ProductRow } from "@petsies/contract/admin";
import { BASE_CURRENCY } from "@petsies/domain";
import { formatMoney } from "../../lib/money.ts";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";
import { typeLabel } from "./product-labels.ts";

type Sort = ProductListQuery["sort"];

const features = tableFeatures({});
const column = createColumnHelper<typeof features, ProductRow>();

const columns = column.columns([
  column.accessor("name", {
    header: "Name",
    cell: (info) => (
      <Link to="/products/$id" params={{ id: String(info.row.original.id) }} className="font-medium text-indigo-800 hover:underline">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor("sku", { header: "SKU", cell: (info) => <code className="break-all">{info.getValue()}</code> }),
  column.accessor("type", {
    header: "Type",
    cell: (info) => (
      <>
        {typeLabel(info.getValue())}
        {info.row.original.editable ? null : <span className="block text-xs text-slate-600">read-only</span>}
      </>
    ),
  }),
  column.accessor("enabled", {
    header: "Status",
    cell: (info) => (info.getValue() ? <span className="text-emerald-800">Enabled</span> : <span className="text-slate-700">Disabled</span>),
  }),
  column.accessor("qty", {
    header: "Stock",
    cell: (info) => (
      <span className="whitespace-nowrap tabular-nums">
        {info.getValue()}
        {info.row.original.isInStock ? "" : " · out of stock"}
      </span>
    ),
  }),
  column.accessor("priceCents", { header: "Price", cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatMoney(info.getValue(), BASE_CURRENCY)}</span> }),
]);

/** The columns the server can sort by: [first click, second click]. */
const SORTABLE: Partial<Record<string, readonly [Sort, Sort]>> = {
  name: ["name_asc", "name_desc"],
  sku: ["sku_asc", "sku_asc"],
  priceCents: ["price_asc", "price_desc"],
};
const ASCENDING = new Set<Sort>(["name_asc", "sku_asc", "price_asc"]);
const RIGHT_ALIGNED = new Set(["priceCents", "qty"]);

function SortHeader({ label, pair, sort, onSort }: { label: string; pair: readonly [Sort, Sort]; sort: Sort; onSort: (sort: Sort) => void }) {
  const active = pair.includes(sort);
  const direction = active ? (ASCENDING.has(sort) ? "ascending" : "descending") : undefined;
  const next = sort === pair[0] ? pair[1] : pair[0];
  const nextDirection = ASCENDING.has(next) ? "ascending" : "descending";
  return (
    <button type="button" onClick={() => onSort(next)} className="inline-flex items-center gap-1 uppercase hover:text-indigo-800">
      {label}
      <span aria-hidden="true">{direction === "descending" ? "↓" : direction === "ascending" ? "↑" : "↕"}</span>
      <span className="sr-only">{direction ? `, sorted ${direction}. Sort ${nextDirection}` : ", sort"}</span>
    </button>
  );
}

export function ProductsTable({ rows, sort, onSort, busy }: { rows: ProductRow[]; sort: Sort; onSort: (sort: Sort) => void; busy: boolean }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });

  return (
    <Table caption="Products" className={busy ? "opacity-60" : ""} minWidth="min-w-[48rem]">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const pair = SORTABLE[header.column.id];
              const label = String(header.column.columnDef.header);
              const ariaSort = pair ? (pair.includes(sort) ? (ASCENDING.has(sort) ? "ascending" : "descending") : "none") : undefined;
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
          <EmptyRow colSpan={columns.length}>No products match these filters.</EmptyRow>
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
