import { mkdtemp, open, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { sendStaffCommand } from "../apps/api/src/cli/staff-socket-client.ts";

/** Where the e2e shop keeps its database, e-mails and log (scripts/e2e-server.mjs). */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(process.cwd(), ".data", "e2e");
const OUTBOX = path.join(DATA_DIR, "outbox");
const SERVER_LOG = path.join(DATA_DIR, "server.log");

/** How far the shop's log has been written: a journey reads what it caused from here on. */
export async function serverLogEnd(): Promise<number> {
  return (await stat(SERVER_LOG)).size;
}

/**
 * What is wrong in the shop's log since `from`: an error line, an answer of 500 or more, or a line that
 * holds one of `secrets` (a token, a cart id, a shopper's e-mail or street), each as its line.
 */
export async function serverLogProblems(from: number, secrets: string[]): Promise<string[]> {
  const handle = await open(SERVER_LOG);
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(size - from);
    await handle.read(buffer, 0, buffer.length, from);
    // Whole lines only: the last one may still be being written.
    const lines = buffer.toString("utf8").split("\n").slice(0, -1);
    return lines.filter((line) => {
      if (secrets.some((secret) => secret !== "" && line.includes(secret))) return true;
      if (!line.startsWith("{")) return /\b(error|5\d\d)\b/i.test(line);
      const entry = JSON.parse(line) as { level?: number; res?: { statusCode?: number } };
      return (entry.level ?? 0) >= 50 || (entry.res?.statusCode ?? 0) >= 500;
    });
  } finally {
    await handle.close();
  }
}

type Mail = { to: string; subject: string; text: string; html: string };
/** Outbox files read so far, by name: a written e-mail never changes, and a run writes hundreds. */
const readMails = new Map<string, Mail>();

/** The e-mails the shop wrote to its outbox for an address (oldest file names first). */
export async function mailsTo(email: string): Promise<{ subject: string; text: string; html: string }[]> {
  // The shop writes each e-mail to a .tmp file and renames it: only whole e-mails end in .json.
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith(".json")).sort();
  const mails = await Promise.all(
    names.map(async (n) => {
      let mail = readMails.get(n);
      if (!mail) {
        mail = JSON.parse(await readFile(path.join(OUTBOX, n), "utf8")) as Mail;
        readMails.set(n, mail);
      }
      return mail;
    }),
  );
  return mails.filter((m) => String(m.to).includes(email));
}

/** The path and query of the newest link to `pathname` mailed to `email` (the mail names the configured site, not this test server). */
export async function mailedLink(email: string, pathname: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const found = (await mailsTo(email)).flatMap((m) => [...m.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((x) => new URL(x[0])));
      const url = found.filter((u) => u.pathname === pathname).at(-1);
      link = url ? url.pathname + url.search : "";
      return link;
    })
    .not.toBe("");
  return link;
}

/**
 * The staff tool (README "Order production pipeline") against the e2e shop's database; answers its output. The
 * command goes to the running API through the staff socket, as `npm run shop` sends it there, without starting
 * npm and the tool's sources each time (apps/api/src/cli/shop.test.ts checks the tool's own process). A command
 * that fails throws with what it printed.
 */
export async function shop(...args: string[]): Promise<string> {
  const answer = await sendStaffCommand(DATA_DIR, args, "e2e");
  if (!answer) throw new Error(`no API answers at ${DATA_DIR}/staff.sock: is the e2e shop running?`);
  if (answer.code !== 0) throw new Error(`shop ${args.join(" ")} exited with ${answer.code}: ${answer.stderr}${answer.stdout}`);
  return answer.stdout;
}

/** Saves a story through the staff tool, as a shop owner would; answers the tool's output. */
export async function importStory(story: { full_slug: string; name: string; content: unknown }, publish: boolean): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "petsies-e2e-story-"));
  const file = path.join(dir, "story.json");
  await writeFile(file, JSON.stringify(story));
  return shop("story", "import", file, ...(publish ? ["--publish"] : []));
}

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

/** Adds a product from its page, sees the minicart confirm it, and closes the minicart. */
export async function addProduct(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Add to cart" }).click();
  const minicart = page.getByRole("dialog", { name: /cart/i });
  await expect(minicart).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(minicart).toBeHidden();
}

/**
 * Fills the one-page checkout for a New York address, with the test card or check / money order, terms
 * accepted. Personal details a signed-in customer's profile filled in are left as they are.
 */
export async function fillCheckout(page: Page, email: string, payment: "card" | "checkmo", cardNumber = "4242 4242 4242 4242") {
  const personalEmail = page.locator("#personal-emailAddress");
  if ((await personalEmail.inputValue()) === "") {
    await page.locator("#personal-firstName").fill("Ann");
    await page.locator("#personal-lastName").fill("Lee");
    await personalEmail.fill(email);
  }
  await page.locator("#shipping-firstName").fill("Ann");
  await page.locator("#shipping-lastName").fill("Lee");
  await page.locator("#shipping-streetAddress").fill("1 Main St");
  await page.locator("#shipping-city").fill("Albany");
  await page.locator("#shipping-region_id").selectOption({ label: "New York" });
  await page.locator("#shipping-zipCode").fill("12207");
  await page.locator("#shipping-phoneNumber").fill("(518) 555-0143");
  await expect(page.getByRole("radio", { name: /Standard/ })).toBeChecked();
  if (payment === "card") {
    await page.getByRole("radio", { name: "Credit card (test gateway)" }).check();
    await page.locator("#card-number").fill(cardNumber);
    await page.locator("#card-expiry").fill("12/40");
    await page.locator("#card-cvc").fill("123");
    await page.locator("#card-name").fill("Ann Lee");
  } else {
    await page.getByRole("radio", { name: "Check / Money order" }).check();
  }
  await page.getByLabel("I agree to the Terms and Conditions").check();
}

/** Checks out a cart that ships nothing (billing address only) with the test card; answers the order number. */
export async function checkOutVirtualCart(page: Page, email: string): Promise<string> {
  await page.goto("/checkout/onepage/");
  // The form settles once the regions are there (the saved details and the profile fill it first).
  await expect(page.locator("#billing-region_id option", { hasText: "New York" })).toHaveCount(1);
  await page.locator("#personal-firstName").fill("Ann");
  await page.locator("#personal-lastName").fill("Lee");
  await page.locator("#personal-emailAddress").fill(email);
  await page.locator("#billing-firstName").fill("Ann");
  await page.locator("#billing-lastName").fill("Lee");
  await page.locator("#billing-streetAddress").fill("1 Main St");
  await page.locator("#billing-city").fill("Albany");
  await page.locator("#billing-region_id").selectOption({ label: "New York" });
  await page.locator("#billing-zipCode").fill("12207");
  await page.locator("#billing-phoneNumber").fill("(518) 555-0143");
  await page.getByRole("radio", { name: "Credit card (test gateway)" }).check();
  await page.locator("#card-number").fill("4242 4242 4242 4242");
  await page.locator("#card-expiry").fill("12/40");
  await page.locator("#card-cvc").fill("123");
  await page.locator("#card-name").fill("Ann Lee");
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
  return (await page.getByTestId("order-number").innerText()).replace("#", "").trim();
}

/** The serious and critical axe violations on the page (or in the part `include` selects), as readable lines. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  expect(await seriousViolations(page, include)).toEqual([]);
}

/**
 * A slow phone: the page's chunk scripts are held back until the returned function lets them load, so the
 * server's HTML is on screen and React has not run. Open the page with `waitUntil: "commit"` (e2e/fixtures.ts).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

/** Whether React has reached this element yet (hydrated it): with holdScripts, a field's changes so far were plain HTML. */
export async function reactOwns(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
}
