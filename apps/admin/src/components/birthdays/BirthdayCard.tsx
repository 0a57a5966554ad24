/**
 * One pet on the artists' birthday list: its name and photo (a thumbnail that opens the full picture), the day
 * it turns how old, the owner's e-mail (it opens a greeting), and whether the greeting for that birthday is sent:
 * who marked it and when, and the button to mark it or take the mark back.
 */
import type { AdminBirthday } from "@petsies/contract/admin";
import { useSetBirthdayGreeting } from "../../lib/birthdays.ts";
import { formatDateTime, formatDay } from "../../lib/dates.ts";
import { safeHref } from "../../lib/urls.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

const years = (n: number) => (n === 1 ? "1 year" : `${n} years`);

/** `today` is the day the list counts from; `onMarked` tells the page what happened, for its status line. */
export function BirthdayCard({ pet, today, onMarked }: { pet: AdminBirthday; today: string; onMarked: (message: string) => void }) {
  const mark = useSetBirthdayGreeting(pet.id);
  const heading = `birthday-${pet.id}`;
  const photoUrl = pet.photo ? safeHref(pet.photo.url) : undefined;
  const when = pet.nextBirthday === today ? "today" : `on ${formatDay(pet.nextBirthday)}`;
  const setSent = (sent: boolean) =>
    mark.mutate(sent, { onSuccess: () => onMarked(sent ? `The greeting for ${pet.petName} is marked sent.` : `The greeting for ${pet.petName} is marked not sent.`) });
  return (
    <article aria-labelledby={heading} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row">
      {pet.photo && photoUrl ? (
        <a href={photoUrl} target="_blank" rel="noopener" className="shrink-0 self-start rounded focus-visible:outline-2 focus-visible:outline-indigo-700">
          <img src={safeHref(pet.photo.thumbnailUrl)} alt={`Photo of ${pet.petName}`} width={112} height={112} loading="lazy" className="h-28 w-28 rounded border border-slate-200 object-cover" />
          <span className="mt-1 block text-sm font-medium text-indigo-800 hover:underline">
            Open full picture<span className="sr-only"> (new tab)</span>
          </span>
        </a>
      ) : null}
      <div className="flex grow flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={heading} className="text-base font-semibold text-slate-900">
            {pet.petName}
          </h2>
          {pet.greeting ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">Greeting sent</span>
          ) : (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">Greeting to send</span>
          )}
        </div>
        <p className="text-sm text-slate-900">
          Turns {years(pet.turns)} {when} (born {formatDay(pet.birthday)})
        </p>
        <p className="text-sm text-slate-700">
          <a href={`mailto:${pet.ownerEmail}?subject=${encodeURIComponent(`Happy birthday, ${pet.petName}!`)}`} className="font-medium text-indigo-800 hover:underline">
            {pet.ownerEmail}
          </a>{" "}
          · Shared {formatDateTime(pet.sharedAt)}
          {pet.greeting ? (
            <>
              {" "}
              · Greeting marked sent by {pet.greeting.sentBy} on {formatDateTime(pet.greeting.sentAt)}
            </>
          ) : null}
        </p>
        <ErrorNotice error={mark.error} />
        <div>
          {/* Not disabled while the call runs: a disabled button loses the keyboard's focus; a press meanwhile does nothing. */}
          <Button variant={pet.greeting ? "secondary" : "primary"} size="sm" aria-disabled={mark.isPending || undefined} onClick={() => mark.isPending || setSent(!pet.greeting)}>
            {pet.greeting ? "Mark not sent" : "Mark greeting sent"}
            <span className="sr-only"> — {pet.petName}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
