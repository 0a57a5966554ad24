import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3200);
const API_PORT = PORT + 1;

/** System Chromium (CHROME_PATH or Debian's /usr/bin/chromium); the run fails loudly without one. */
function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(", ")}). Install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return found;
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".data/reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The newsletter invitation opens after 30 s on the site; journeys that take longer would find it over
    // the page. Marked as seen here, as a returning shopper's browser would; e2e/newsletter.spec.ts clears it.
    // Likewise the cookie notice is accepted and the website-leaving modal seen (e2e/shell.spec.ts clears them).
    // The demo campaign's countdown banner (version 1) is closed too; e2e/promotions.spec.ts opens it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [
            { name: "newsletter-prompt-dismissed", value: "1" },
            {
              name: "claims",
              value: JSON.stringify({
                cookiesAccepted: { code: "cookiesAccepted", created_at: "2026-01-01T00:00:00.000Z", value: true, description: "accepted" },
              }),
            },
            { name: "website-leaving-shown", value: "2026-01-01T00:00:00.000Z" },
            { name: "last-closed-banner-version", value: "1" },
          ],
        },
      ],
    },
    // A page the service worker cached would hide a change a journey just made; e2e/shell.spec.ts allows it.
    serviceWorkers: "block",
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The shop runs in process groups of its own; SIGTERM lets e2e-server.mjs stop them.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { E2E_PORT: String(PORT), E2E_API_PORT: String(API_PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
