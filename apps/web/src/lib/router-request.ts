/**
 * The App Router's own requests (a client-side navigation, a prefetch) must get their component payload, never a
 * page of the render cache; Next hides their marks from src/proxy.ts. ../../router-request.mjs, loaded before Next,
 * copies the one that decides (RSC: 1) into this header, and drops a client's own copy of it.
 */
export const ROUTER_REQUEST_HEADER = "x-petsies-router-request";

/** Set by router-request.mjs: the storefront refuses to start without it (lib/config-check.ts). */
export function routerRequestHookLoaded(): boolean {
  return (globalThis as Record<symbol, unknown>)[Symbol.for("petsies.routerRequest")] === ROUTER_REQUEST_HEADER;
}
