"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";
import { announcePanelOpen, closeWhenOtherPanelOpens, type PanelId } from "./panels.ts";

/**
 * A header panel shown as a modal <dialog> (focus containment, Escape and an inert page come with it),
 * opened by a button that gets focus back when the panel closes. Opening one panel closes the others.
 */
export function useHeaderPanel(id: PanelId) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => dialogRef.current?.close();

  const show = () => {
    announcePanelOpen(id);
    dialogRef.current?.showModal();
    setOpen(true);
  };

  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Clicks on the backdrop land on the <dialog> itself; following a link inside also closes the panel.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget || (e.target as Element).closest("a")) close();
  };

  useEffect(() => closeWhenOtherPanelOpens(id, () => dialogRef.current?.close()), [id]);

  return { open, dialogRef, buttonRef, show, close, onClose, onDialogClick };
}
