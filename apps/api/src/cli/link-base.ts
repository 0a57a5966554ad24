import { Invalid } from "../infra/errors.ts";

/**
 * The storefront address a printed link starts with. A production shell without SITE_URL has none: a link to
 * the default (a laptop's localhost:3000) would reach nobody, so the command refuses before it changes anything.
 */
export function linkBase(siteUrl: string | undefined): string {
  if (!siteUrl) throw new Invalid("SITE_URL is not set, so a link would lead nowhere: set SITE_URL to the storefront's address, as the API has it (e.g. https://www.petsies.com)");
  return siteUrl;
}
