/**
 * Runs in the browser before the app hydrates (Next's instrumentation-client convention). Next calls
 * onRouterTransitionStart whenever a client-side navigation begins: the global loader shows from then on.
 */
import { navigationStarted } from "./lib/shell/navigation-loading.ts";

export function onRouterTransitionStart(url: string): void {
  navigationStarted(url);
}
