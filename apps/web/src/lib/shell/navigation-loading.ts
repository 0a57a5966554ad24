/**
 * The loader during client-side navigation: Next tells src/instrumentation-client.ts when a navigation
 * starts (a link, router.push, back and forward); NavigationLoader says when the route has changed.
 */
import { startLoading } from "./loader.ts";

/** Past this, a navigation that never changed the route (a failed or cancelled one) stops showing as busy. */
const GIVE_UP_MS = 15_000;

let stop: (() => void) | null = null;
let giveUp: ReturnType<typeof setTimeout> | undefined;

/** Whether going to `href` from `current` changes the route (not only the #fragment). */
export function changesRoute(href: string, current: string): boolean {
  const to = new URL(href, current);
  const from = new URL(current);
  return to.origin !== from.origin || to.pathname !== from.pathname || to.search !== from.search;
}

export function navigationStarted(href: string): void {
  if (!changesRoute(href, window.location.href)) return;
  navigationSettled();
  stop = startLoading();
  giveUp = setTimeout(navigationSettled, GIVE_UP_MS);
}

export function navigationSettled(): void {
  clearTimeout(giveUp);
  stop?.();
  stop = null;
}
