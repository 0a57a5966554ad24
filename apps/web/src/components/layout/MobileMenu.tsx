"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { announcePanelOpen, closeWhenOtherPanelOpens } from "../../lib/panels.ts";
import { CloseIcon, MenuIcon } from "../ui/icons.tsx";

const DIALOG_ID = "mobile-menu";

/**
 * The side menu of the mobile bar. A modal <dialog> gives focus containment, Escape and an inert page for
 * free; we only move focus back to the menu button when it closes.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => dialogRef.current?.close();

  const show = () => {
    announcePanelOpen("mobile-menu");
    dialogRef.current?.showModal();
    setOpen(true);
  };

  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Clicks on the backdrop land on the <dialog> itself; following a link should also close the menu.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget || (e.target as Element).closest("a")) close();
  };

  // The search panel and this menu exclude each other (spec §4 "Shell behaviour").
  useEffect(() => closeWhenOtherPanelOpens("mobile-menu", () => dialogRef.current?.close()), []);

  // The side menu only exists below the desktop breakpoint; a modal left open across it would trap the page.
  useEffect(() => {
    const desktop = window.matchMedia("(min-width: 1024px)");
    const onChange = () => desktop.matches && dialogRef.current?.close();
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        onClick={show}
        className="-ml-1 flex size-10 sm:size-11 items-center justify-center rounded-full text-ink hover:bg-sand lg:hidden"
      >
        <MenuIcon />
      </button>
      <dialog
        id={DIALOG_ID}
        ref={dialogRef}
        aria-label="Menu"
        onClose={onClose}
        onClick={onDialogClick}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[80%] bg-white p-0 text-ink shadow-xl"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex items-center justify-between border-b border-sand px-4 py-2">
            <span className="font-semibold">Menu</span>
            <button
              type="button"
              autoFocus
              aria-label="Close menu"
              onClick={close}
              className="flex size-11 items-center justify-center rounded-full hover:bg-sand"
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
