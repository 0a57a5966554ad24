"use client";

import { openModal } from "../../lib/modals/modals.ts";
import { openAuthModal } from "../../lib/user/auth-modal.ts";
import { userToken } from "../../lib/user/session.ts";

/** "Write a review": the review modal for a logged-in customer, else the login modal (spec §2). */
export function WriteReviewButton({ products }: { products: { sku: string; name: string }[] }) {
  return (
    <button
      type="button"
      onClick={() => (userToken() ? openModal("review", { products }) : openAuthModal("login", "Log in to write a review."))}
      className="inline-flex h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
    >
      Write a review
    </button>
  );
}
