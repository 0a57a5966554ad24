"use client";

import { dismissNewsletterPrompt, readNewsletterState } from "../../lib/newsletter.ts";
import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { Modal } from "../ui/Modal.tsx";
import { NewsletterForm } from "./NewsletterForm.tsx";

/**
 * The newsletter modal (spec §2 "modals"): the invitation to subscribe for 10% off that NewsletterPrompt
 * offers once per visitor. Closing it, subscribed or not, is remembered: it does not come back.
 */
export default function NewsletterModal({ onClose }: ModalComponentProps<"newsletter">) {
  const close = () => {
    dismissNewsletterPrompt();
    onClose();
  };

  return (
    <Modal open onClose={close} labelledBy="newsletter-modal-title" describedBy="newsletter-modal-text" placement="center">
      <div className="space-y-4">
        <div className="flex items-start justify-between gap-4">
          <h2 id="newsletter-modal-title" className="text-2xl font-extrabold">
            10% off your first order
          </h2>
          <button type="button" onClick={close} aria-label="Close" className="-m-2 rounded-full p-2 text-2xl leading-none hover:bg-sand">
            ×
          </button>
        </div>
        <p id="newsletter-modal-text">
          {readNewsletterState().isSubscribed
            ? "You are on the list. Your code is in your inbox."
            : "Pet stories, new designs and a 10% code for your first plush, straight to your inbox."}
        </p>
        <NewsletterForm idPrefix="newsletter-modal" />
      </div>
    </Modal>
  );
}
