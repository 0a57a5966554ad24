/** One page of gift cards; the masked code opens the card. */
import { Link } from "@tanstack/react-router";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { GIFT_CARD_STATE_NAMES, type GiftCardRow } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { ListTable } from "../ui/ListTable.tsx";
import { money, sourceText } from "./gift-card-text.ts";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, GiftCardRow>();

const columns = column.columns([
  column.accessor("code", {
    header: "Card",
    cell: (info) => (
      <>
        <Link to="/gift-cards/$id" params={{ id: String(info.row.original.id) }} className="block font-mono font-medium text-indigo-800 hover:underline">
          {info.getValue()}
        </Link>
        <span className="block text-slate-600">{sourceText(info.row.original)}</span>
      </>
    ),
  }),
  column.display({
    id: "recipient",
    header: "Recipient",
    cell: (info) => (
      <>
        <span className="block">{info.row.original.recipientName ?? "—"}</span>
        {info.row.original.recipientEmail ? <span className="block text-slate-600">{info.row.original.recipientEmail}</span> : null}
      </>
    ),
  }),
  column.accessor("balanceCents", {
    header: "Balance",
    cell: (info) => (
      <span className="tabular-nums">
        {money(info.getValue())} <span className="text-slate-600">of {money(info.row.original.initialCents)}</span>
      </span>
    ),
  }),
  column.accessor("state", { header: "State", cell: (info) => GIFT_CARD_STATE_NAMES[info.getValue()] }),
  column.accessor("createdAt", { header: "Made", cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span> }),
]);

const RIGHT_ALIGNED = new Set(["balanceCents"]);

export function GiftCardsTable({ rows, busy }: { rows: GiftCardRow[]; busy: boolean }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  return <ListTable table={table} caption="Gift cards" busy={busy} minWidth="min-w-[44rem]" rightAligned={RIGHT_ALIGNED} empty="No gift cards match these filters." />;
}
