import { messages, STARS, starShare, type RatingSummary as Summary } from "@petsies/domain";
import { Stars } from "./Stars.tsx";

/**
 * A rating with its star breakdown (store or product). Without a summary (the API failed) it says spec §8's
 * "Error while store rating fetching".
 */
export function RatingSummary({ summary, heading, headingId }: { summary: Summary | null; heading: string; headingId: string }) {
  if (!summary) {
    return (
      <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6">
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
        <p role="alert" className="mt-2 font-semibold text-sale">
          {messages.storeRatingFailed}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} data-testid="rating-summary" className="grid gap-6 rounded-2xl bg-white p-6 sm:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-start gap-1">
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="text-5xl font-extrabold" data-testid="rating-value">
          {summary.rating.toFixed(1)}
        </p>
        <Stars rating={summary.rating} size={24} />
        <p className="text-muted" data-testid="rating-count">
          {summary.reviewsCount === 1 ? "1 review" : `${summary.reviewsCount} reviews`}
        </p>
      </div>
      <table className="w-full max-w-md self-center text-sm">
        <caption className="sr-only">Reviews by star rating</caption>
        <tbody>
          {STARS.map((star) => (
            <tr key={star}>
              <th scope="row" className="w-16 py-1 pr-3 text-left font-semibold whitespace-nowrap">
                {star} {star === 1 ? "star" : "stars"}
              </th>
              <td className="py-1">
                <div className="h-3 w-full overflow-hidden rounded-full bg-sand" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand" style={{ width: `${starShare(summary, star)}%` }} />
                </div>
              </td>
              <td className="w-12 py-1 pl-3 text-right tabular-nums">{summary.byStar[star]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
