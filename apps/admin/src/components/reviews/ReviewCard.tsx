/**
 * One review to moderate: what the shopper wrote (as text), its state, and the actions — approve, reject,
 * feature on /reviews/ (a published review), and a public reply shown under it on the storefront.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { REVIEW_STATUS_NAMES, reviewChangeBody, type AdminReview } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { useChangeReview } from "../../lib/reviews.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { TextAreaField } from "../ui/Field.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

const replyForm = z.object({ reply: reviewChangeBody.shape.reply.unwrap() });
const REPLY_FIELDS = { reply: "reply" } as const;

export function ReviewCard({ review }: { review: AdminReview }) {
  const change = useChangeReview(review.id);
  const form = useForm({ resolver: zodResolver(replyForm), defaultValues: { reply: review.reply ?? "" } });
  const unplaced = useServerFieldErrors(form, change.error, REPLY_FIELDS);
  const heading = `review-${review.id}`;

  // Each button says whose review it acts on, for a screen reader going through a page of them.
  const whose = (
    <span className="sr-only">
      {" "}
      — review by {review.nickname} of {review.productName}
    </span>
  );
  return (
    <article aria-labelledby={heading} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={heading} className="text-base font-semibold text-slate-900">
          {review.title}
        </h2>
        <p className="text-sm text-slate-700">
          {REVIEW_STATUS_NAMES[review.status]}
          {review.featured ? " · Featured" : ""}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {review.rating} of 5 stars · {review.nickname}
        {review.verifiedBuyer ? " · Verified buyer" : ""} · {review.productName} ({review.sku}) · {formatDateTime(review.createdAt)}
      </p>
      <p className="whitespace-pre-line text-sm text-slate-900">{review.text}</p>
      <ErrorNotice error={unplaced} />
      <div className="flex flex-wrap gap-2">
        {review.status !== "approved" ? (
          <Button variant="primary" size="sm" onClick={() => change.mutate({ status: "approved" })} disabled={change.isPending}>
            Approve
            {whose}
          </Button>
        ) : null}
        {review.status !== "rejected" ? (
          <Button variant="danger" size="sm" onClick={() => change.mutate({ status: "rejected" })} disabled={change.isPending}>
            Reject
            {whose}
          </Button>
        ) : null}
        {review.status === "approved" ? (
          <Button size="sm" onClick={() => change.mutate({ featured: !review.featured })} disabled={change.isPending}>
            {review.featured ? "Stop featuring" : "Feature on /reviews/"}
            {whose}
          </Button>
        ) : null}
      </div>
      <form onSubmit={form.handleSubmit((value) => change.mutate({ reply: value.reply }))} noValidate className="flex flex-col gap-2">
        <TextAreaField label="Public reply" rows={2} hint="Shown under the review on the storefront; empty to remove it" error={form.formState.errors.reply?.message} {...form.register("reply")} />
        <div>
          <Button type="submit" size="sm" pending={change.isPending} pendingText="Saving…">
            Save reply
            {whose}
          </Button>
        </div>
      </form>
    </article>
  );
}
