/**
 * The shopper's address, which the storefront hands the API for its per-address rate limits
 * (apps/api/src/infra/security/rate-limit.ts). Server-only: src/proxy.ts and the start-up check use it.
 *
 * What Next 16 does by itself: a rewrite to the API is proxied with the request's X-Forwarded-For exactly as
 * it came (next/dist/server/lib/router-utils/proxy-request.js starts its http proxy without `xfwd`, so no
 * address is appended), and the header is filled with the connection's address only when the client sent
 * none (next/dist/server/base-server.js: `x-forwarded-for ??= socket.remoteAddress`). src/proxy.ts sees
 * headers, not the connection, so a shopper who writes `X-Forwarded-For: 127.0.0.1` there looked exactly
 * like a request from 127.0.0.1. Hence ../../forwarded-for.mjs, loaded before Next, which appends the
 * connection's address to X-Forwarded-For as every proxy does: the chain always ends in it.
 *
 * Reading that chain from its end, an address that is one of the shop's own proxies (TRUSTED_PROXIES: a
 * balancer in front of the storefront, or nginx on the same machine) passes on the entry it wrote; the
 * first address that is not one is the shopper. With no balancer that is the connection itself, and
 * nothing the shopper wrote is read; behind a listed balancer it is the address the balancer appended.
 * The API then gets that one address as the whole X-Forwarded-For and believes it, the storefront being
 * one of its own trusted proxies.
 */
import { BlockList, isIP } from "node:net";

/** Set by forwarded-for.mjs once it is listening; the same key is written there. */
const HOOK_LOADED = Symbol.for("petsies.forwardedFor");

export function forwardedForHookLoaded(): boolean {
  return (globalThis as Record<symbol, unknown>)[HOOK_LOADED] === true;
}

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** Whether an address is one of the shop's proxies (addresses or CIDR ranges, as config.ts checked them). */
export function trustedProxyCheck(proxies: readonly string[]): (address: string) => boolean {
  const trusted = new BlockList();
  for (const entry of proxies) {
    const [address = "", bits] = entry.split("/");
    if (bits === undefined) trusted.addAddress(address, family(address));
    else trusted.addSubnet(address, Number(bits), family(address));
  }
  return (address) => trusted.check(address, family(address));
}

/** An IPv4 client of a server listening on :: shows as ::ffff:203.0.113.9; it is 203.0.113.9. */
function plainAddress(hop: string): string {
  const address = hop.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice("::ffff:".length) : address;
}

/**
 * The shopper's address in an X-Forwarded-For chain that ends in the connection's address, or null when
 * there is none. An entry that is not an address stops the walk at the proxy that wrote it.
 */
export function shopperAddress(forwardedFor: string | null, isTrusted: (address: string) => boolean): string | null {
  let shopper: string | null = null;
  for (const hop of (forwardedFor ?? "").split(",").map(plainAddress).reverse()) {
    if (isIP(hop) === 0) break;
    shopper = hop;
    if (!isTrusted(hop)) break;
  }
  return shopper;
}

/**
 * The request's headers for the API, X-Forwarded-For replaced by the shopper's address alone. Without
 * one, none: the API then counts the storefront's own address, which no shopper can choose either.
 */
export function headersForApi(incoming: Headers, isTrusted: (address: string) => boolean): Headers {
  const headers = new Headers(incoming);
  const shopper = shopperAddress(incoming.get("x-forwarded-for"), isTrusted);
  if (shopper) headers.set("x-forwarded-for", shopper);
  else headers.delete("x-forwarded-for");
  return headers;
}
