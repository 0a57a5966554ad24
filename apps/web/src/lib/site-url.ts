import { storefrontConfig } from "./config.ts";

/** The shop's public origin (SITE_URL), for canonical URLs and structured data. */
export const SITE_URL = storefrontConfig.siteUrl;

export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : SITE_URL + path;
}
