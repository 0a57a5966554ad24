"use client";

import { useId, type KeyboardEvent, type ReactNode } from "react";
import { Modal } from "../ui/Modal.tsx";
import { CloseIcon } from "../ui/icons.tsx";

/**
 * The frame every shell modal shares: a centred panel labelled by its heading, a Close button, and the
 * behaviour of components/ui/Modal.tsx (focus trapped, Escape closes, focus returns to the opener).
 */
export function ModalFrame({
  title,
  onClose,
  children,
  role,
  wide = false,
  describedBy,
  onKeyDown,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
  wide?: boolean;
  describedBy?: string;
  /** Keys the modal handles itself anywhere inside it (the gallery's arrows). */
  onKeyDown?: (e: KeyboardEvent) => void;
}) {
  const id = useId();
  return (
    <Modal open onClose={onClose} labelledBy={`${id}-title`} describedBy={describedBy} placement={wide ? "wide" : "center"} role={role}>
      <div onKeyDown={onKeyDown} className="flex max-h-[calc(100dvh-4rem)] flex-col">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto">{children}</div>
      </div>
    </Modal>
  );
}

export const PRIMARY_BUTTON =
  "inline-flex h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white no-underline hover:bg-brand-dark";
export const SECONDARY_BUTTON =
  "inline-flex h-11 items-center justify-center rounded-full border-2 border-sand px-6 font-semibold text-ink no-underline hover:bg-sand";
