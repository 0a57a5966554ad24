/**
 * Runs once when the storefront's server starts (Next's instrumentation convention): a wrong setting stops
 * the start with a message naming it, instead of a shop that half works; then no answer of this server
 * names where the proxy rewrote it to (lib/internal-headers.ts). The check is Node-only (it ends
 * the process), so it is imported only there, as Next's instrumentation guide does.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { exitOnBadConfig } = await import("./lib/config-check.ts");
  exitOnBadConfig(process.env);
  const { dropInternalHeadersFromEveryResponse } = await import("./lib/internal-headers.ts");
  dropInternalHeadersFromEveryResponse();
}
