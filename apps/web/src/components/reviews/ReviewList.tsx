"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { Review } from "@petsies/domain";
import { formatDay } from "../../lib/dates.ts";
import { REVIEW_SAVED, reviewApi, type ReviewPage } from "../../lib/reviews.ts";
import { Stars } from "./Stars.tsx";

/**
 * Published reviews, newest first (the store's list: the featured ones first), with the shop's reply under a
 * review and Load more. Text is rendered as text (React escapes it): a review can never add markup to the page.
 */
export function ReviewList({ initial, sku, showProduct }: { initial: ReviewPage; sku?: string; showProduct: boolean }) {
  const [items, setItems] = useState<Review[]>(initial.items);
  const [page, setPage] = useState(initial.page);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [total, setTotal] = useState(initial.total);
  const router = useRouter();
  const more = items.length < total;

  // A review just written shows at the top at once; the page's rating summary is fetched again.
  useEffect(() => {
    const onSaved = (e: Event) => {
      const review = (e as CustomEvent<Review>).detail;
      if (sku && review.sku !== sku) return;
      setItems((shown) => {
        if (!shown.some((r) => r.id === review.id)) setTotal((n) => n + 1);
        return [review, ...shown.filter((r) => r.id !== review.id)];
      });
      router.refresh();
    };
    window.addEventListener(REVIEW_SAVED, onSaved);
    return () => window.removeEventListener(REVIEW_SAVED, onSaved);
  }, [sku, router]);

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    setError(null);
    const answer = await reviewApi.page(page + 1, sku);
    setLoading(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setPage(answer.value.page);
    setTotal(answer.value.total);
    setItems((shown) => [...shown, ...answer.value.items.filter((r) => !shown.some((s) => s.id === r.id))]);
  };

  if (items.length === 0) return <p className="text-muted">No reviews yet. Be the first to write one!</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" data-testid="review-list">
        {items.map((r) => (
          <li key={r.id} className="rounded-2xl bg-white p-5" data-testid="review">
            <article aria-labelledby={`review-${r.id}`}>
              <div className="flex flex-wrap items-center gap-3">
                <Stars rating={r.rating} />
                <h3 id={`review-${r.id}`} className="text-lg font-bold">
                  {r.title}
                </h3>
              </div>
              <p className="mt-1 text-sm text-muted">
                {r.featured && showProduct && "Featured · "}
                {r.nickname}
                {r.verified_buyer && " · Verified buyer"} · <time dateTime={r.created_at}>{formatDay(r.created_at.slice(0, 10))}</time>
                {showProduct && <> · {r.product_name}</>}
              </p>
              <p className="mt-3 whitespace-pre-line">{r.text}</p>
              {r.reply && (
                <div className="mt-3 border-l-4 border-sand pl-4" data-testid="review-reply">
                  <p className="text-sm font-semibold">Reply from Petsies</p>
                  <p className="mt-1 whitespace-pre-line">{r.reply}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="font-semibold text-sale">
          {error}
        </p>
      )}
      {more && (
        <button
          type="button"
          onClick={() => void loadMore()}
          aria-busy={loading}
          className="self-center rounded-full border-2 border-brand px-6 py-2 font-semibold text-brand-dark hover:bg-sand"
        >
          {loading ? "Loading…" : "Load more"}
        </button>
      )}
    </div>
  );
}
