/**
 * The journeys' `test`: each journey comes from an address of its own, as real shoppers do. The API limits
 * guesses, e-mails, uploads and new plushies per client address (README "The API"); without this every
 * journey of a run would share the one loopback address and the later ones would meet the earlier ones'
 * limits. The storefront believes X-Forwarded-For from loopback (its trusted proxy here, as a balancer
 * would be), so the header below is the journey's address.
 *
 * And a storefront page opened by `page.goto` or `page.reload` is handed over only once React has hydrated
 * every control on it. Before that, a button is inert HTML and the account icon a plain link: a journey's
 * click that came first, which a loaded CI machine makes likely, would test the page without its script.
 * A journey about that moment asks for the page early (`waitUntil: "commit"` or `"domcontentloaded"`) and
 * gets it then.
 */
import { createHash } from "node:crypto";
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/** A stable private address per journey (10.77.x.y), from its id. */
export function journeyAddress(testId: string): string {
  const [a, b] = createHash("sha256").update(testId).digest();
  return `10.77.${a}.${b}`;
}

/**
 * Resolves once every control of a storefront page (links, buttons, fields, forms) belongs to React, or at
 * once on a page React does not hydrate (the back office renders on the client; the API's documentation).
 * Markup React inserted as HTML (a story's body) counts through its container.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!("__next_f" in window)) return true;
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
    const controls = document.body.querySelectorAll("a[href], button, input, select, textarea, form, summary, [tabindex]");
    return [...controls].every((control) => {
      if (owned(control)) return true;
      let parent = control.parentElement;
      while (parent && !owned(parent)) parent = parent.parentElement;
      const propsKey = parent && Object.keys(parent).find((key) => key.startsWith("__reactProps$"));
      return Boolean(propsKey && (parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[propsKey]?.dangerouslySetInnerHTML);
    });
  });
}

type GotoOptions = Parameters<Page["goto"]>[1];
const asksEarly = (options: GotoOptions) => options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded";

const patched = new WeakSet<Page>();

/** `goto` and `reload` of this page wait for hydration unless asked for the page early. */
function waitsForHydration(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!asksEarly(options)) await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!asksEarly(options)) await hydrated(page);
    return response;
  };
}

function contextsWaitForHydration(context: BrowserContext, options?: BrowserContextOptions): BrowserContext {
  if (options?.javaScriptEnabled !== false) context.on("page", waitsForHydration);
  return context;
}

export const test = base.extend<object, object>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": journeyAddress(testInfo.testId) });
  },
  // The journey's own page, and the pages of contexts it opens itself (a second shopper, a second device).
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(contextsWaitForHydration(context, { javaScriptEnabled }));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => contextsWaitForHydration(await newContext(options), options);
      await use(browser);
    },
    { scope: "worker" },
  ],
});
