"use client";

import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type TransitionEvent } from "react";
import { ChevronDownIcon } from "../ui/icons.tsx";

const PANEL_ID = "products-menu";
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The desktop Products mega-menu: opens on click, keyboard or hover. The panel's links are server-rendered
 * children, so crawlers see them and this component only ships the open/close behaviour.
 */
export function ProductsMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // After a click closes the menu, hover must not reopen it until its fade-out has ended (spec §4 "Shell
  // behaviour"): the fading overlay is still under the pointer, and touching it would open the menu again.
  const hoverLocked = useRef(false);
  // The first click on a menu that hover opened is the same gesture (the pointer arrived and clicked), so it
  // keeps the menu open instead of closing what the shopper is about to use; a later click closes it.
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);

  const onPointerEnter = (e: { pointerType: string }) => {
    if (e.pointerType !== "mouse") return;
    cancelClose();
    if (hoverLocked.current || open) return;
    openedByHover.current = true;
    setOpen(true);
  };

  const onPointerLeave = (e: { pointerType: string }) => {
    if (e.pointerType !== "mouse") return;
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const onButtonClick = () => {
    cancelClose();
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    if (open) {
      // With reduced motion nothing fades, so there is nothing to wait for.
      const panel = panelRef.current;
      hoverLocked.current = panel !== null && getComputedStyle(panel).transitionDuration.split(",").some((d) => parseFloat(d) > 0);
    }
    setOpen(!open);
  };

  const onTransitionEnd = (e: TransitionEvent<HTMLElement>) => {
    if (e.target === e.currentTarget && !open) hoverLocked.current = false;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
  };

  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as Element).closest("a")) setOpen(false);
  };

  return (
    <div onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={onButtonClick}
        className="flex h-16 items-center gap-1 font-semibold text-ink hover:text-brand"
      >
        Products
        <ChevronDownIcon className={open ? "rotate-180 transition-transform" : "transition-transform"} />
      </button>
      <nav
        id={PANEL_ID}
        ref={panelRef}
        aria-label="Products"
        onClick={onPanelClick}
        onTransitionEnd={onTransitionEnd}
        onTransitionCancel={onTransitionEnd}
        className={`absolute inset-x-0 top-full transition-[opacity,display] transition-discrete duration-200 starting:opacity-0 motion-reduce:transition-none ${
          open ? "opacity-100" : "hidden opacity-0"
        }`}
      >
        <div
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          className="relative z-10 border-t border-sand bg-white shadow-lg"
        >
          {children}
        </div>
        <div aria-hidden="true" className="h-screen bg-ink/40" onClick={() => setOpen(false)} />
      </nav>
    </div>
  );
}
