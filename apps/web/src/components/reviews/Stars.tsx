import { ratingLabel } from "@petsies/domain";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** One star drawn in SVG (pictures, so the sand outline of an empty star is not text that needs text contrast). */
export function StarShape({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={filled ? "text-brand" : "text-cocoa-muted"}>
      <path d={STAR} fill="currentColor" />
    </svg>
  );
}

/** Five stars filled to the rating, named for screen readers ("4.8 out of 5 stars"). */
export function Stars({ rating, size = 20 }: { rating: number; size?: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const row = (filled: boolean) => [1, 2, 3, 4, 5].map((n) => <StarShape key={n} filled={filled} size={size} />);
  return (
    <span role="img" aria-label={ratingLabel(rating)} className="relative inline-flex shrink-0">
      <span className="flex">{row(false)}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden" style={{ width: `${percent}%` }}>
        {row(true)}
      </span>
    </span>
  );
}
