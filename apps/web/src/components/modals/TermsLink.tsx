"use client";

import type { MouseEvent } from "react";
import { openModal } from "../../lib/modals/modals.ts";

/**
 * A link to the terms that opens them in the terms modal, so the shopper keeps their place (checkout);
 * with a modifier key or without scripts it is the plain link to the Terms page.
 */
export function TermsLink({ className, children }: { className?: string; children: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openModal("terms", {});
  };
  return (
    <a href="/terms/" onClick={onClick} className={className}>
      {children}
    </a>
  );
}
