"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { dismissNewsletterPrompt, newsletterPromptDelay, readNewsletterState } from "../../lib/newsletter.ts";
import { Modal } from "../ui/Modal.tsx";
import { NewsletterForm } from "./NewsletterForm.tsx";

/**
 * The newsletter modal (spec §2 "modals"): once per visitor, after a while on the site and never while
 * they pay or manage their account, an invitation to subscribe for 10% off. Closing it is remembered.
 */
export function NewsletterModal() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const delay = newsletterPromptDelay(pathname);
    if (delay === null) return;
    const timer = setTimeout(() => setOpen(true), delay);
    return () => clearTimeout(timer);
  }, [pathname]);

  const close = () => {
    setOpen(false);
    // Subscribed or not, the invitation has been seen: it does not come back.
    dismissNewsletterPrompt();
  };

  return (
    <Modal open={open} onClose={close} labelledBy="newsletter-modal-title" describedBy="newsletter-modal-text" placement="center">
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
