import type { CSSProperties } from "react";
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

/**
 * Five stars filled to the rating, named for screen readers ("4.8 out of 5 stars"): one element, the `.stars`
 * mask of app/globals.css (ten SVG stars and three boxes each were a fifth of a product page's elements).
 */
export function Stars({ rating, size = 20 }: { rating: number; size?: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const style = { "--stars-size": `${size}px`, "--stars-fill": `${percent}%` } as CSSProperties;
  return <span role="img" aria-label={ratingLabel(rating)} className="stars" style={style} />;
}
