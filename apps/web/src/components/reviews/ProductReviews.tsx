import type { ReviewPage } from "../../lib/reviews.ts";
import { RatingSummary } from "./RatingSummary.tsx";
import { ReviewList } from "./ReviewList.tsx";
import { WriteReviewButton } from "./WriteReviewButton.tsx";

/** A product page's reviews: its rating by star, Write a review, and its published reviews with Load more (null: the API failed). */
export function ProductReviews({ sku, name, page }: { sku: string; name: string; page: ReviewPage | null }) {
  return (
    <section aria-labelledby="product-reviews" id="reviews" className="mx-auto flex max-w-[1272px] flex-col gap-6 px-4 pb-12 lg:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="product-reviews" className="text-2xl font-bold">
          Customer reviews
        </h2>
        <WriteReviewButton products={[{ sku, name }]} />
      </div>
      <RatingSummary summary={page?.summary ?? null} heading="Rating" headingId="product-rating" />
      {page && <ReviewList initial={page} sku={sku} showProduct={false} />}
    </section>
  );
}
