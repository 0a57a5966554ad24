/**
 * One customer story in the queue: who sent it (the e-mail opens a reply), whether they consent to publishing,
 * the photo as a thumbnail that opens the full picture, the story as text, and the moves — mark handled, back to
 * new, archive — with who made the last one and when.
 */
import { CUSTOMER_STORY_STATE_NAMES, type AdminCustomerStory, type CustomerStoryState } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { useSetCustomerStoryState } from "../../lib/reviews.ts";
import { safeHref } from "../../lib/urls.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

const MOVED: Record<CustomerStoryState, string> = { new: "back to new", handled: "marked handled", archived: "archived" };

const MOVES: Record<CustomerStoryState, { to: CustomerStoryState; label: string; variant: "primary" | "secondary" }[]> = {
  new: [
    { to: "handled", label: "Mark handled", variant: "primary" },
    { to: "archived", label: "Archive", variant: "secondary" },
  ],
  handled: [
    { to: "new", label: "Back to new", variant: "secondary" },
    { to: "archived", label: "Archive", variant: "secondary" },
  ],
  archived: [{ to: "new", label: "Back to new", variant: "secondary" }],
};

const STATE_LOOK: Record<CustomerStoryState, string> = {
  new: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  handled: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  archived: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** `onMoved` tells the page what happened, for its status line: the card may leave the filtered list. */
export function CustomerStoryCard({ story, onMoved }: { story: AdminCustomerStory; onMoved: (message: string) => void }) {
  const move = useSetCustomerStoryState(story.id);
  const heading = `story-${story.id}`;
  const photoUrl = story.photo ? safeHref(story.photo.url) : undefined;
  return (
    <article aria-labelledby={heading} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={heading} className="text-base font-semibold text-slate-900">
          {story.name}
        </h2>
        <p className="flex flex-wrap gap-2 text-sm">
          <span className={`rounded-full px-2 py-0.5 font-medium ring-1 ${STATE_LOOK[story.state]}`}>{CUSTOMER_STORY_STATE_NAMES[story.state]}</span>
          {story.consent ? (
            <span className="rounded-full bg-white px-2 py-0.5 text-slate-800 ring-1 ring-slate-300">May be published</span>
          ) : (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-300">No consent to publish</span>
          )}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        <a href={`mailto:${story.email}?subject=${encodeURIComponent("Your Petsies story")}`} className="font-medium text-indigo-800 hover:underline">
          {story.email}
        </a>{" "}
        · Shared {formatDateTime(story.createdAt)}
        {story.handledAt ? (
          <>
            {" "}
            · {story.state === "archived" ? "Archived" : "Handled"} by {story.handledBy} on {formatDateTime(story.handledAt)}
          </>
        ) : null}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {story.photo && photoUrl ? (
          <a href={photoUrl} target="_blank" rel="noopener" className="shrink-0 self-start rounded focus-visible:outline-2 focus-visible:outline-indigo-700">
            <img src={safeHref(story.photo.thumbnailUrl)} alt={`Photo shared by ${story.name}`} width={160} height={160} loading="lazy" className="h-40 w-40 rounded border border-slate-200 object-cover" />
            <span className="mt-1 block text-sm font-medium text-indigo-800 hover:underline">
              Open full picture<span className="sr-only"> (new tab)</span>
            </span>
          </a>
        ) : null}
        <p className="whitespace-pre-line text-sm text-slate-900">{story.story}</p>
      </div>
      <ErrorNotice error={move.error} />
      <div className="flex flex-wrap gap-2">
        {MOVES[story.state].map((m) => (
          <Button key={m.to} variant={m.variant} size="sm" onClick={() => move.mutate(m.to, { onSuccess: () => onMoved(`The story from ${story.name} is ${MOVED[m.to]}.`) })} disabled={move.isPending}>
            {m.label}
            <span className="sr-only"> — story from {story.name}</span>
          </Button>
        ))}
      </div>
    </article>
  );
}
