/** One page of content stories by address; the name opens the editor. */
import { Link } from "@tanstack/react-router";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { STORY_STATE_NAMES, type StoryRow } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { ListTable } from "../ui/ListTable.tsx";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StoryRow>();

const columns = column.columns([
  column.accessor("name", {
    header: "Story",
    cell: (info) => (
      <>
        <Link to="/content/$id" params={{ id: String(info.row.original.id) }} className="block font-medium text-indigo-800 hover:underline">
          {info.getValue()}
        </Link>
        <span className="block font-mono text-slate-600">{info.row.original.fullSlug}</span>
      </>
    ),
  }),
  column.accessor("kind", { header: "Kind", cell: (info) => (info.getValue() === "page" ? "Page" : "Block") }),
  column.display({
    id: "state",
    header: "State",
    cell: (info) => {
      const s = info.row.original;
      if (!s.published) return STORY_STATE_NAMES.unpublished;
      return s.draftChanged ? `${STORY_STATE_NAMES.published} · ${STORY_STATE_NAMES.changed}` : STORY_STATE_NAMES.published;
    },
  }),
  column.accessor("updatedAt", { header: "Changed", cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span> }),
]);

export function StoriesTable({ rows, busy }: { rows: StoryRow[]; busy: boolean }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  return <ListTable table={table} caption="Content stories by address" busy={busy} minWidth="min-w-[40rem]" rightAligned={new Set()} empty="No stories match these filters." />;
}
