"use client";

import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useModal } from "../../lib/use-modal.ts";

const PANEL = {
  // The minicart: a right-side panel 700px wide on wide screens, the full width on phones (spec §2).
  right:
    "absolute inset-y-0 right-0 flex w-full flex-col bg-white shadow-xl transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none md:w-[700px]",
  center:
    "absolute top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl",
  // Tables and pictures (size guide, terms, the images gallery).
  wide: "absolute top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl",
} as const;

/**
 * A modal panel above the page (see useModal for why it is not a native <dialog>). The z-index stays
 * under the notifications (1000) so they show above it.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  placement,
  role = "dialog",
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  placement: keyof typeof PANEL;
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}) {
  const { panelRef, onKeyDown } = useModal(open, onClose);
  if (!open) return null;
  return createPortal(
    <div data-modal-host className="fixed inset-0 z-[900] text-ink" onKeyDown={onKeyDown}>
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50" onClick={onClose} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${PANEL[placement]} outline-none`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
