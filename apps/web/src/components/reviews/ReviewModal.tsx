"use client";

import { useId, useState, type FormEvent } from "react";
import { REVIEW_LIMITS } from "@petsies/domain";
import { placeRefusal } from "../../lib/field-errors.ts";
import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { notify } from "../../lib/notifications/store.ts";
import { REVIEW_SAVED, reviewApi } from "../../lib/reviews.ts";
import { asCustomer } from "../../lib/user/session.ts";
import { ModalFrame, PRIMARY_BUTTON } from "../modals/ModalFrame.tsx";
import { INPUT } from "../ui/Field.tsx";
import { StarShape } from "./Stars.tsx";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

/** Spec §8 has no text for this: a review from someone who has not bought the product waits for the shop. */
export const REVIEW_AWAITS_APPROVAL = "Thank you! Your review will appear once we have approved it.";

type Errors = Partial<Record<"sku" | "rating" | "title" | "text" | "nickname" | "form", string>>;

function check(v: { sku: string; rating: number; title: string; text: string; nickname: string }): Errors {
  const errors: Errors = {};
  if (!v.sku) errors.sku = "Choose the product you are reviewing";
  if (v.rating < 1) errors.rating = "Choose a rating from 1 to 5 stars";
  if (!v.title.trim()) errors.title = "Give your review a title";
  if (v.text.trim().length < REVIEW_LIMITS.minText) errors.text = `Tell us a little more (at least ${REVIEW_LIMITS.minText} characters)`;
  if (!v.nickname.trim()) errors.nickname = "Enter the name to show with your review";
  return errors;
}

/**
 * Spec §2 "modals: review": a star rating, a title, the review and a nickname, for one product (product
 * pages) or a product chosen from a list (/reviews/). Only opened for a logged-in customer; writing again
 * about the same product updates the earlier review. A published review reaches the page's review list
 * through the REVIEW_SAVED window event; one that awaits approval is only announced.
 */
export default function ReviewModal({ products, onClose }: ModalComponentProps<"review">) {
  const id = useId();
  const [sku, setSku] = useState(products.length === 1 ? products[0]!.sku : "");
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [nickname, setNickname] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const product = products.find((p) => p.sku === sku);

  const focusField = (field: string | undefined) => {
    if (field) document.getElementById(field === "rating" ? `${id}-rating-1` : `${id}-${field}`)?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = check({ sku, rating, title, text, nickname });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusField(Object.keys(found)[0]);
      return;
    }
    setSending(true);
    const answer = await asCustomer((token) => reviewApi.create(token, { sku, rating, title: title.trim(), text: text.trim(), nickname: nickname.trim() }));
    setSending(false);
    if (!answer.ok) {
      // The shop's refusal of a field shows at that field (the request's fields are named as the form's).
      const placed = placeRefusal(answer, { sku: "sku", rating: "rating", title: "title", text: "text", nickname: "nickname" });
      setErrors(placed.message === null ? placed.errors : { form: placed.message });
      focusField(Object.keys(placed.errors)[0]);
      return;
    }
    const pending = answer.value.status === "pending";
    notify({ type: "success", message: pending ? REVIEW_AWAITS_APPROVAL : "Thank you! Your review is published." });
    onClose();
    // A review that awaits approval is in no list yet.
    if (!pending) window.dispatchEvent(new CustomEvent(REVIEW_SAVED, { detail: answer.value }));
  };

  const describe = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: keyof Errors) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-sm font-semibold text-sale">
        {errors[field]}
      </p>
    );

  return (
    <ModalFrame title={product && products.length === 1 ? `Review ${product.name}` : "Write a review"} onClose={onClose}>
      <form {...SCRIPT_FORM} onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="review-form">
        {products.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-sku`} className="font-semibold">
              Product
            </label>
            <select id={`${id}-sku`} value={sku} onChange={(e) => setSku(e.target.value)} aria-invalid={errors.sku ? true : undefined} aria-describedby={describe("sku")} className={INPUT}>
              <option value="">Choose a product</option>
              {products.map((p) => (
                <option key={p.sku} value={p.sku}>
                  {p.name}
                </option>
              ))}
            </select>
            {error("sku")}
          </div>
        )}
        <fieldset aria-describedby={describe("rating")}>
          <legend className="font-semibold">Your rating</legend>
          <div className="mt-1 flex gap-1">
            {[1, 2, 3, 4, 5].map((star) => (
              <label key={star} className="cursor-pointer rounded has-focus-visible:outline-2 has-focus-visible:outline-brand">
                <input
                  id={`${id}-rating-${star}`}
                  type="radio"
                  name="rating"
                  value={star}
                  checked={rating === star}
                  onChange={() => setRating(star)}
                  className="sr-only"
                />
                <StarShape filled={star <= rating} size={32} />
                <span className="sr-only">{star === 1 ? "1 star" : `${star} stars`}</span>
              </label>
            ))}
          </div>
          {error("rating")}
        </fieldset>
        {(
          [
            ["title", "Title", title, setTitle, REVIEW_LIMITS.title],
            ["nickname", "Your name as shown", nickname, setNickname, REVIEW_LIMITS.nickname],
          ] as const
        ).map(([field, label, value, set, max]) => (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${field}`} className="font-semibold">
              {label}
            </label>
            <input
              id={`${id}-${field}`}
              value={value}
              maxLength={max}
              onChange={(e) => set(e.target.value)}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describe(field)}
              className={INPUT}
            />
            {error(field)}
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="font-semibold">
            Your review
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            rows={5}
            maxLength={REVIEW_LIMITS.text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={describe("text")}
            className={`${INPUT} h-auto py-2`}
          />
          {error("text")}
        </div>
        {errors.form && (
          <p role="alert" className="font-semibold text-sale">
            {errors.form}
          </p>
        )}
        <button type="submit" aria-busy={sending} className={`${PRIMARY_BUTTON} self-end`}>
          {sending ? "Sending…" : "Submit review"}
        </button>
      </form>
    </ModalFrame>
  );
}
