// Lighthouse scores of storefront pages with its default config (the mobile preset with simulated
// throttling, so the score depends little on how busy this shared machine is at the moment).
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Audits that carry no pass/fail verdict: listing them as failures would only add noise.
const UNSCORED = new Set(["manual", "informative", "notApplicable", "error"]);

/**
 * Audits each page in turn, `runs` times, one browser per run: each run starts from an empty profile, and a page
 * never shares the two cores with another page's audit. Lighthouse's own guidance is to take the median of several
 * runs: its simulated throttling multiplies the main thread's observed work, so a busy moment of this shared
 * machine moves one run's score by ten points and more. A page's result is its median run by performance, with
 * every run's performance score beside it.
 */
export async function auditPages(pages, { chromePath, runs = 5, onChrome = () => {} }) {
  const results = [];
  for (const page of pages) {
    // The machine's load when the page's runs began: a busy machine lowers every run's score.
    const load = loadavg()[0];
    const audits = [];
    for (let run = 0; run < runs; run++) audits.push(await auditOnce(page.url, { chromePath, onChrome }));
    const byPerformance = [...audits].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
    results.push({ ...page, ...byPerformance[Math.floor((byPerformance.length - 1) / 2)], performanceRuns: audits.map((a) => a.scores.performance), load });
  }
  return results;
}

async function auditOnce(url, { chromePath, onChrome }) {
  // handleSIGINT off: chrome-launcher's own handler would exit the process before the bench has
  // stopped the shop; the bench's cleanup kills this browser through onChrome instead.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  const forget = onChrome(chrome);
  try {
    const runner = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    return summarise(runner.lhr);
  } finally {
    await chrome.kill();
    forget?.();
  }
}

/** Scores (0–100), the JavaScript the page loads, and the audits that keep each category below 100. */
function summarise(lhr) {
  const scores = {};
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    if (scores[id] !== null && scores[id] < 100) failing[id] = failingAudits(lhr, category);
  }
  return {
    scores,
    failing,
    // A page that failed to load has no resources worth counting.
    scriptKB: lhr.runtimeError ? null : scriptBytes(lhr) / 1024,
    runtimeError: lhr.runtimeError?.code,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Every scored audit short of full marks, so that the list explains the whole gap to 100. Binary audits
 * (accessibility, SEO, best practices) fail at 0; a performance metric or insight with a partial score
 * shows that score, since it costs points without failing outright.
 */
function failingAudits(lhr, category) {
  return category.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && !UNSCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
    .map((audit) => (audit.score > 0 ? `${audit.id} (${audit.score.toFixed(2)})` : audit.id));
}

/** Bytes of JavaScript as transferred (compressed), from resource-summary, else from network-requests. */
function scriptBytes(lhr) {
  const summary = lhr.audits["resource-summary"]?.details?.items;
  const scriptRow = summary?.find((row) => row.resourceType === "script");
  if (scriptRow) return scriptRow.transferSize;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}
