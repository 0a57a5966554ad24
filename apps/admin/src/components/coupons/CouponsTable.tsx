/** One page of coupons, newest first; the code opens the coupon. */
import { Link } from "@tanstack/react-router";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { COUPON_STATE_NAMES, type CouponRow } from "@petsies/contract/admin";
import { formatDay } from "../../lib/dates.ts";
import { ListTable } from "../ui/ListTable.tsx";
import { discountText, targetText } from "./coupon-text.ts";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, CouponRow>();

const columns = column.columns([
  column.accessor("code", {
    header: "Coupon",
    cell: (info) => (
      <>
        <Link to="/coupons/$id" params={{ id: String(info.row.original.id) }} className="block font-mono font-medium text-indigo-800 hover:underline">
          {info.getValue()}
          {info.row.original.codeCount > 1 ? ` (+${info.row.original.codeCount - 1} codes)` : ""}
        </Link>
        <span className="block text-slate-600">{info.row.original.description}</span>
      </>
    ),
  }),
  column.display({ id: "discount", header: "Discount", cell: (info) => `${discountText(info.row.original)} · ${targetText(info.row.original.appliesTo)}` }),
  column.display({
    id: "window",
    header: "Dates",
    cell: (info) => <span className="whitespace-nowrap">{`${formatDay(info.row.original.startsOn)} – ${formatDay(info.row.original.endsOn)}`}</span>,
  }),
  column.accessor("uses", { header: "Uses", cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
  column.accessor("state", { header: "State", cell: (info) => COUPON_STATE_NAMES[info.getValue()] }),
]);

const RIGHT_ALIGNED = new Set(["uses"]);

export function CouponsTable({ rows, busy }: { rows: CouponRow[]; busy: boolean }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  return <ListTable table={table} caption="Coupons, newest first" busy={busy} minWidth="min-w-[40rem]" rightAligned={RIGHT_ALIGNED} empty="No coupons match these filters." />;
}
