import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";

/** Where the e2e shop keeps its database and e-mails (scripts/e2e-server.mjs). */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(process.cwd(), ".data", "e2e");
const OUTBOX = path.join(DATA_DIR, "outbox");

/** The e-mails the shop wrote to its outbox for an address (oldest file names first). */
export async function mailsTo(email: string): Promise<{ subject: string; text: string; html: string }[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).sort();
  const mails = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(OUTBOX, n), "utf8"))));
  return mails.filter((m) => String(m.to).includes(email));
}

/** The staff tool (README "Order production pipeline") against the e2e shop's database; answers its output. */
export async function shop(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "shop", "--", ...args], { env: { ...process.env, DATA_DIR, DATABASE_URL: "" } });
  return stdout;
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
