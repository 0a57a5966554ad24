/**
 * The journeys' `test`: each journey comes from an address of its own, as real shoppers do. The API limits
 * guesses, e-mails, uploads and new plushies per client address (README "The API"); without this every
 * journey of a run would share the one loopback address and the later ones would meet the earlier ones'
 * limits. The storefront believes X-Forwarded-For from loopback (its trusted proxy here, as a balancer
 * would be), so the header below is the journey's address.
 */
import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/** A stable private address per journey (10.77.x.y), from its id. */
export function journeyAddress(testId: string): string {
  const [a, b] = createHash("sha256").update(testId).digest();
  return `10.77.${a}.${b}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": journeyAddress(testInfo.testId) });
  },
});
