import { ratingLabel } from "@petsies/domain";

/** Five stars filled to the rating, named for screen readers ("4.8 out of 5 stars"). */
export function Stars({ rating, size = 20 }: { rating: number; size?: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span role="img" aria-label={ratingLabel(rating)} className="relative inline-block leading-none" style={{ fontSize: size }}>
      <span aria-hidden="true" className="text-sand">
        ★★★★★
      </span>
      <span aria-hidden="true" className="absolute inset-0 overflow-hidden whitespace-nowrap text-brand" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
