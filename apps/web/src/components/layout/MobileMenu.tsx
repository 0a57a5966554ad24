"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useHeaderPanel } from "../../lib/use-header-panel.ts";
import { CloseIcon, MenuIcon } from "../ui/icons.tsx";

const DIALOG_ID = "mobile-menu";

/**
 * The side menu of the mobile bar; it and the search panel exclude each other (spec §4 "Shell behaviour").
 * Its groups (`children`, every category link again) come into the page the first time it opens: until then
 * they are only in the page's component payload, not 100 elements of every page's HTML for the browser to
 * build and hydrate. Crawlers find the same links in the header's mega-menu.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { open, dialogRef, buttonRef, show, close, onClose, onDialogClick } = useHeaderPanel("mobile-menu");
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  // The side menu only exists below the desktop breakpoint; a modal left open across it would trap the page.
  useEffect(() => {
    const desktop = window.matchMedia("(min-width: 1024px)");
    const onChange = () => desktop.matches && dialogRef.current?.close();
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [dialogRef]);

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
          {opened && children}
        </div>
      </dialog>
    </>
  );
}
