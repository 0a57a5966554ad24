import type { Page } from "@playwright/test";

/** The JSON-LD objects a page carries, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [parsed as Record<string, unknown>];
  });
}

/** The first price text on the page, e.g. "$239.00" or "€219.88". */
export async function firstPrice(page: Page): Promise<string> {
  return (await page.getByTestId("price").first().innerText()).trim();
}
