/**
 * The real storefront page of the story showing its draft, through the signed editor link (the back office
 * is served on the shop's origin, and the storefront lets its own origin frame editor previews of content
 * pages). It loads again whenever `revision` changes: after every draft saved.
 */
import { useQuery } from "@tanstack/react-query";
import { storyPreviewQueryOptions } from "../../lib/content.ts";
import { ErrorNotice, Loading } from "../ui/Notice.tsx";

export function PreviewFrame({ storyId, revision }: { storyId: number; revision: number }) {
  const preview = useQuery(storyPreviewQueryOptions(storyId));
  return (
    <section aria-labelledby="story-preview" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="story-preview" className="text-lg font-semibold text-slate-900">
          Preview of the draft
        </h2>
        {preview.data ? (
          <a href={preview.data.url} target="_blank" rel="noreferrer" className="text-sm font-medium text-indigo-800 hover:underline">
            Open in a new tab
          </a>
        ) : null}
      </div>
      <ErrorNotice error={preview.error} />
      {preview.isPending ? <Loading label="Loading the preview…" /> : null}
      {preview.data ? <iframe key={`${preview.data.url}#${revision}`} src={preview.data.url} title="Storefront preview of the draft" className="h-[70vh] w-full rounded-lg border border-slate-300 bg-white" /> : null}
    </section>
  );
}
