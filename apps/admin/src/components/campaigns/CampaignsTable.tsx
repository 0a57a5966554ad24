/** One page of campaigns, the latest starting first; the name opens the campaign. */
import { Link } from "@tanstack/react-router";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { CAMPAIGN_STATE_NAMES, type CampaignRow } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { ListTable } from "../ui/ListTable.tsx";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, CampaignRow>();

const columns = column.columns([
  column.accessor("name", {
    header: "Campaign",
    cell: (info) => (
      <>
        <Link to="/campaigns/$id" params={{ id: String(info.row.original.id) }} className="block font-medium text-indigo-800 hover:underline">
          {info.getValue()}
        </Link>
        <span className="block font-mono text-slate-600">{info.row.original.code}</span>
      </>
    ),
  }),
  column.display({
    id: "window",
    header: "Runs",
    cell: (info) => <span className="whitespace-nowrap">{`${formatDateTime(info.row.original.startsAt)} – ${formatDateTime(info.row.original.endsAt)}`}</span>,
  }),
  column.accessor("discountCount", { header: "Discounts", cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
  column.accessor("bannerTitle", { header: "Banner", cell: (info) => info.getValue() ?? "—" }),
  column.accessor("state", { header: "State", cell: (info) => `${CAMPAIGN_STATE_NAMES[info.getValue()]}${info.row.original.isDefault ? " · Default" : ""}` }),
]);

const RIGHT_ALIGNED = new Set(["discountCount"]);

export function CampaignsTable({ rows, busy }: { rows: CampaignRow[]; busy: boolean }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  return <ListTable table={table} caption="Campaigns, the latest starting first" busy={busy} minWidth="min-w-[44rem]" rightAligned={RIGHT_ALIGNED} empty="No campaigns match these filters." />;
}
