/**
 * What the storefront answers while no API answers (issue 33), for what it cannot serve from its kept pages
 * (lib/cached-page.ts keptPage): 503 with Retry-After, never a 404 (the page may well exist: only the API can
 * say) nor a 500 (nothing is wrong with the request). The page is written here, not rendered by Next: the
 * shop's layout reads the menu, the banner and the footer from the API.
 */
import { messages } from "@petsies/domain";
import { NextResponse } from "next/server";
import type { PageInit } from "./security-headers.ts";

/** Seconds a client is told to wait before asking again: an API restarts in a few. */
export const RETRY_AFTER_SECONDS = 30;

const UNAVAILABLE_HEADERS = {
  "retry-after": String(RETRY_AFTER_SECONDS),
  // Never kept by a cache in front, nor by the browser: the next try must reach this server.
  "cache-control": "no-store",
};

/** The retry page, in the shop's colours (app/globals.css), with a link that loads the same address again. */
export function shopUnavailablePage(page: PageInit, pathAndQuery: string): NextResponse {
  const again = escapeHtml(pathAndQuery);
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Petsies is briefly unavailable</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fff9f3;color:#2d2420}main{max-width:36rem;margin:0 auto;padding:4rem 1rem;text-align:center}.logo{font-size:2rem;font-weight:800;color:#a3401c;text-decoration:none}h1{font-size:1.75rem}a.retry{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:9999px;background:#a3401c;color:#fff;font-weight:600;text-decoration:none}a.retry:hover{background:#83321a}</style></head>
<body><main><a class="logo" href="/">Petsies</a><h1>We'll be right back</h1><p>The shop is briefly unavailable. Please try again shortly.</p><a class="retry" href="${again}">Try again</a></main></body></html>`;
  return new NextResponse(body, { status: 503, headers: { ...page.headers, ...UNAVAILABLE_HEADERS, "content-type": "text/html; charset=utf-8" } });
}

/** A call to /api/* that cannot reach the API: the envelope the browser's apiCall reads, which may be tried again. */
export function apiUnavailable(): NextResponse {
  return NextResponse.json({ code: 503, result: messages.genericError }, { status: 503, headers: UNAVAILABLE_HEADERS });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
