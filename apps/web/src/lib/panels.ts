/**
 * The header's panels (mobile menu, search) exclude each other (spec §4 "Shell behaviour"): a panel that
 * opens announces itself, and every other panel closes on hearing it. A window event keeps the panels
 * independent of each other and of any shared React state.
 */
const PANEL_OPEN_EVENT = "petsies:panel-open";

export type PanelId = "mobile-menu" | "search";

export function announcePanelOpen(id: PanelId): void {
  window.dispatchEvent(new CustomEvent<PanelId>(PANEL_OPEN_EVENT, { detail: id }));
}

/** Calls `close` whenever another panel opens; returns the unsubscribe function (for useEffect). */
export function closeWhenOtherPanelOpens(id: PanelId, close: () => void): () => void {
  const listener = (e: Event) => {
    if ((e as CustomEvent<PanelId>).detail !== id) close();
  };
  window.addEventListener(PANEL_OPEN_EVENT, listener);
  return () => window.removeEventListener(PANEL_OPEN_EVENT, listener);
}
