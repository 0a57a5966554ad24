/**
 * The storefront's configuration from its environment, read once. `instrumentation.ts` refuses to start the
 * server when a value is wrong, the way the API checks its own (apps/api/src/config.ts); the values below
 * are what the server then runs with.
 */
export interface StorefrontConfig {
  /** Where the storefront's server reaches the API (the browser uses same-origin /api/* instead). */
  apiUrl: string;
  /** The shop's public origin, for canonical URLs, structured data and the sitemap (the API's SITE_URL). */
  siteUrl: string;
  /** STORE_CODE (e.g. "us") enables the store-code prefix: /us/c/{slug}/ shows /c/{slug}/ (spec §2). */
  storeCode: string | undefined;
  /**
   * TRUSTED_PROXIES, the same variable as the API's: the shop's own proxies (addresses or CIDR ranges), whose
   * X-Forwarded-For entry names the shopper. For the storefront, a balancer or nginx in front of it.
   */
  trustedProxies: string[];
}

const DEFAULT_API_URL = "http://127.0.0.1:3001";
const DEFAULT_SITE_URL = "http://localhost:3000";
const STORE_CODE = /^[a-z0-9_]{1,20}$/;
/** Nginx or Caddy on the same machine; the API's default too. */
const DEFAULT_TRUSTED_PROXIES = "127.0.0.1,::1";

function httpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * An IPv4 or IPv6 address, or a CIDR range of them. Checked without node:net, which the browser lacks: this
 * file is in the browser's module graph too (ReviewModal → lib/reviews.ts → lib/api.ts).
 */
function isAddressOrRange(value: string): boolean {
  const [address = "", bits, extra] = value.split("/");
  const v4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(address) && address.split(".").every((part) => Number(part) <= 255);
  const v6 = !v4 && address.includes(":") && URL.canParse(`http://[${address}]/`);
  if (!(v4 || v6) || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128));
}

/** The configuration, and what is wrong with the environment (empty when it can start). */
export function readStorefrontConfig(env: Record<string, string | undefined>): { config: StorefrontConfig; problems: string[] } {
  const problems: string[] = [];
  const apiUrl = env.API_URL || DEFAULT_API_URL;
  if (!httpUrl(apiUrl)) problems.push(`API_URL must be an http:// or https:// URL like ${DEFAULT_API_URL}`);
  const siteUrl = env.SITE_URL || DEFAULT_SITE_URL;
  if (!httpUrl(siteUrl)) problems.push("SITE_URL must be a URL like https://www.petsies.com");
  // One name for the shop's address in both parts: the storefront used to read PUBLIC_URL.
  if (env.PUBLIC_URL && !env.SITE_URL) problems.push("PUBLIC_URL is now called SITE_URL (the same variable as the API's): rename it");
  const storeCode = env.STORE_CODE || undefined;
  if (storeCode !== undefined && !STORE_CODE.test(storeCode)) {
    problems.push("STORE_CODE must be 1 to 20 lowercase letters, digits or underscores (e.g. us)");
  }
  const trustedProxies = (env.TRUSTED_PROXIES || DEFAULT_TRUSTED_PROXIES).split(",").map((a) => a.trim()).filter(Boolean);
  if (!trustedProxies.every(isAddressOrRange)) {
    problems.push("TRUSTED_PROXIES must be IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)");
  }
  return {
    config: {
      apiUrl: apiUrl.replace(/\/+$/, ""),
      siteUrl: (httpUrl(siteUrl) ? siteUrl : DEFAULT_SITE_URL).replace(/\/+$/, ""),
      storeCode: storeCode !== undefined && STORE_CODE.test(storeCode) ? storeCode : undefined,
      trustedProxies: trustedProxies.filter(isAddressOrRange),
    },
    problems,
  };
}

export const storefrontConfig: StorefrontConfig = readStorefrontConfig(process.env).config;
