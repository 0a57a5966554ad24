"use client";

import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";

/** Elements that stay usable while a modal is open: the notifications must be readable and clickable. */
export const STAY_ACTIVE_ATTR = "data-stay-active";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes everything outside `keep` inert, walking down only into elements that contain a kept one. */
function inertOutside(keep: Element[]): Element[] {
  const made: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child) || child.hasAttribute("inert")) continue;
      if (keep.some((k) => child.contains(k))) walk(child);
      else if (!["SCRIPT", "STYLE", "LINK", "TEMPLATE"].includes(child.tagName)) {
        child.setAttribute("inert", "");
        made.push(child);
      }
    }
  };
  walk(document.body);
  return made;
}

/**
 * A modal that is not a native <dialog>: a native modal makes every other element inert, the notification
 * live region included, and the shop's notifications must stay readable while the minicart is open
 * (it opens with the "added to the cart" notice). While `open`, the page outside the panel and the
 * notifications is inert, focus moves in (to `[data-autofocus]` or the panel), Tab and Shift+Tab wrap
 * inside the panel, Escape closes, the page does not scroll, and on close focus returns to the opener.
 */
export function useModal(open: boolean, onClose: () => void): { panelRef: RefObject<HTMLDivElement | null>; onKeyDown: (e: KeyboardEvent) => void } {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const kept = [panel.closest("[data-modal-host]") ?? panel, ...Array.from(document.querySelectorAll(`[${STAY_ACTIVE_ATTR}]`))];
    const inerted = inertOutside(kept);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    (panel.querySelector<HTMLElement>("[data-autofocus]") ?? panel).focus();
    return () => {
      for (const el of inerted) el.removeAttribute("inert");
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key !== "Tab" || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panelRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return { panelRef, onKeyDown };
}
