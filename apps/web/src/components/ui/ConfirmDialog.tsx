"use client";

import { useId } from "react";
import { Modal } from "./Modal.tsx";

/**
 * An accessible confirmation (an alertdialog): the safe choice has focus first, Escape and the backdrop
 * cancel, and focus returns to the control that asked.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Modal open={open} onClose={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-message`} placement="center" role="alertdialog">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p id={`${id}-message`} className="mt-2 text-muted">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          data-autofocus
          onClick={onCancel}
          className="rounded-full border-2 border-sand px-5 py-2 font-semibold hover:bg-sand"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="rounded-full bg-sale px-5 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
