"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { newsletterPromptDelay } from "../../lib/newsletter.ts";
import { offerModal } from "../../lib/modals/modals.ts";

/**
 * Offers the newsletter modal once per visitor, after a while on the site and never while they pay or
 * manage their account. If another modal is open then, the invitation waits for the next page.
 */
export function NewsletterPrompt() {
  const pathname = usePathname();
  useEffect(() => {
    const delay = newsletterPromptDelay(pathname);
    if (delay === null) return;
    const timer = setTimeout(() => offerModal("newsletter", {}), delay);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
