/** The story's versions, newest first; any of them can be restored into the draft. */
import { useQuery } from "@tanstack/react-query";
import { STORY_VERSION_EVENT_NAMES } from "@petsies/contract/admin";
import { storyVersionsQueryOptions } from "../../lib/content.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice, Loading } from "../ui/Notice.tsx";

export function HistoryPanel({ storyId, onRestore, pending }: { storyId: number; onRestore: (versionId: number) => void; pending: boolean }) {
  const versions = useQuery(storyVersionsQueryOptions(storyId));
  return (
    <section aria-labelledby="story-history" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="story-history" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      <ErrorNotice error={versions.error} />
      {versions.isPending ? <Loading label="Loading the history…" /> : null}
      <ol className="flex max-h-80 flex-col gap-2 overflow-y-auto">
        {versions.data?.versions.map((v) => (
          <li key={v.id} className="flex items-center justify-between gap-2 border-b border-slate-100 pb-2 text-sm">
            <span>
              <span className="block font-medium text-slate-900">{STORY_VERSION_EVENT_NAMES[v.event]}</span>
              <span className="block text-slate-600">
                {formatDateTime(v.at)} · {v.staffEmail}
              </span>
            </span>
            <Button size="sm" onClick={() => onRestore(v.id)} disabled={pending} aria-label={`Restore the version of ${formatDateTime(v.at)} (${STORY_VERSION_EVENT_NAMES[v.event]})`}>
              Restore
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
