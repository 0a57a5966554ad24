import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { ByteLru, isEditorPreview, type UrlMapping } from "@petsies/domain";
import { scriptsAfterFirstPicture } from "./first-picture.ts";
import { acceptsGzip, PageBytes } from "./page-bytes.ts";
import { canonicalSearch, pageQueryOf, type CachedAppPage, type PageQuery } from "./page-query.ts";
import { currentPageVersion } from "./page-version.ts";
import { ROUTER_REQUEST_HEADER } from "./router-request.ts";
import {
  cacheKey,
  nonceOf,
  pageVariant,
  RENDER_PASS_HEADER,
  RenderCache,
  SHARED_CACHE_CONTROL,
  SHARED_VARY,
  variantCookieHeader,
} from "./render-cache.ts";
import { NONCE_HEADER, type PageInit } from "./security-headers.ts";

/** This process's rendered pages (lib/render-cache.ts explains the choice). */
const pages = new RenderCache<PageBytes>();
/**
 * What the pages kept at each path read of their query (lib/page-query.ts), for finding a kept page while the API
 * does not answer: the URL dispatcher cannot then say what a path shows. A path and a few keys each: 1 MB holds
 * some thousands of paths, more than the pages the render cache keeps.
 */
const readsByPath = new ByteLru<PageQuery>(1_000_000);
/**
 * Marks a kept page served while the API does not answer (keptPage): shown as it last was, perhaps with an older
 * price or stock. A header of our own, not Warning (110 "Response is Stale"): RFC 9111 made Warning obsolete and
 * browsers ignore it; this one tells a person or a monitor reading the answer what they got.
 */
export const STALE_HEADER = "x-petsies-stale";
/** The internal request goes to this very server (`next start` sets PORT), never through a balancer. */
const SELF = `http://127.0.0.1:${process.env.PORT || "3000"}`;
/**
 * The header that makes the server send this answer's bytes as they are, with this encoding (set by
 * ../../precompressed.mjs, loaded before Next; absent, Next compresses every answer itself).
 */
const PRECOMPRESSED_HEADER = (globalThis as Record<symbol, unknown>)[Symbol.for("petsies.precompressed")] as string | undefined;
/** A render that takes longer than this is left to the shopper's own request. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * The value that marks this process's own internal render: a secret of the process, so that no client can have
 * its page rendered anew on every request by sending the header itself. Kept on globalThis, as Next may load this
 * module more than once.
 */
function renderPassToken(): string {
  const key = Symbol.for("petsies.renderPass");
  const held = globalThis as Record<symbol, string | undefined>;
  return (held[key] ??= randomBytes(16).toString("hex"));
}

/**
 * Whether this request may be answered from the render cache: any GET that loads a whole page, whatever its
 * Accept says (a browser, its service worker, a crawler or a link preview that accepts anything, a monitor's
 * curl). Not the App Router's own requests (their answer is a component payload, not the page: told by
 * lib/router-request.ts), not this process's internal render, not the visual editor's preview (a draft, with a
 * secret token in its link).
 */
export function mayUseRenderCache(req: NextRequest): boolean {
  return (
    req.method === "GET" &&
    !req.headers.has(ROUTER_REQUEST_HEADER) &&
    req.headers.get(RENDER_PASS_HEADER) !== renderPassToken() &&
    !isEditorPreview(req.nextUrl.searchParams)
  );
}

/**
 * The page from the render cache with this request's nonce and the headers a shared cache may act on; while the
 * API does not answer the version, the page kept for it, stale (keptPage). Null when it cannot come from the
 * cache (none kept then, or the page is not a 200), and the proxy lets Next render it as usual.
 */
export async function cachedPage(req: NextRequest, page: PageInit, shown: CachedAppPage | UrlMapping): Promise<NextResponse | null> {
  if (!mayUseRenderCache(req)) return null;
  const [version, reads] = await Promise.all([currentPageVersion(), pageQueryOf(shown, req.nextUrl.searchParams)]);
  if (version === null) return keptPage(req, page);
  if (reads === null) return null;
  // About what it takes in memory: an object, and a product's option keys as text (ByteLru adds the path).
  readsByPath.set(req.nextUrl.pathname, reads, 64 + (reads.kind === "product" ? reads.keys.join().length * 2 : 0));
  const variant = requestVariant(req);
  const pathAndQuery = pageKeyPath(req, reads);
  const cookie = variantCookieHeader(variant);
  const rendered = await pages.get(cacheKey(pathAndQuery, variant), version, () => renderPage(pathAndQuery, cookie, req.headers.get("x-forwarded-proto")));
  return rendered && pageAnswer(req, page, rendered, {});
}

/**
 * The page kept for this request however old, marked stale (STALE_HEADER): for while the API does not answer, when
 * nothing can be rendered and not even the path resolved (issue 33). Null when none is kept for this path, query
 * and price cookies.
 */
export function keptPage(req: NextRequest, page: PageInit): NextResponse | null {
  if (!mayUseRenderCache(req)) return null;
  const reads = readsByPath.get(req.nextUrl.pathname);
  const kept = reads && pages.kept(cacheKey(pageKeyPath(req, reads), requestVariant(req)));
  return kept ? pageAnswer(req, page, kept, { [STALE_HEADER]: "1" }) : null;
}

/** The page for its canonical query: parameters it does not read never make an entry of their own (lib/page-query.ts). */
function pageKeyPath(req: NextRequest, reads: PageQuery): string {
  return req.nextUrl.pathname + canonicalSearch(reads, req.nextUrl.searchParams);
}

/** The price cookies of the request (render-cache.ts pageVariant). */
function requestVariant(req: NextRequest) {
  return pageVariant((name) => req.cookies.get(name)?.value);
}

/** A kept page as this request's answer: its nonce, its encoding, and the headers a shared cache may act on. */
function pageAnswer(req: NextRequest, page: PageInit, rendered: PageBytes, extraHeaders: Record<string, string>): NextResponse | null {
  const nonce = page.request.headers.get(NONCE_HEADER);
  if (!nonce) return null;
  // Compressed once, when rendered (lib/page-bytes.ts), when the server can send it so (../../precompressed.mjs).
  const encoding = PRECOMPRESSED_HEADER && acceptsGzip(req.headers.get("accept-encoding")) ? "gzip" : "identity";
  return new NextResponse(rendered.body(nonce, encoding), {
    status: 200,
    headers: {
      ...page.headers,
      "content-type": rendered.contentType,
      ...(PRECOMPRESSED_HEADER && encoding === "gzip" ? { [PRECOMPRESSED_HEADER]: "gzip" } : {}),
      "cache-control": SHARED_CACHE_CONTROL,
      vary: SHARED_VARY,
      ...extraHeaders,
    },
  });
}

/**
 * Renders a page through this server as a first-time visitor with only the price cookies would get it. Only a
 * whole 200 HTML page that sets no cookie is kept.
 */
async function renderPage(pathAndQuery: string, cookie: string, forwardedProto: string | null): Promise<PageBytes | null> {
  const res = await fetch(SELF + pathAndQuery, {
    headers: {
      [RENDER_PASS_HEADER]: renderPassToken(),
      accept: "text/html",
      // Plain text, so that the nonce can be swapped; Next compresses each answer it sends.
      "accept-encoding": "identity",
      ...(cookie ? { cookie } : {}),
      ...(forwardedProto ? { "x-forwarded-proto": forwardedProto } : {}),
    },
    redirect: "manual",
    cache: "no-store",
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const contentType = res.headers.get("content-type") ?? "";
  const nonce = nonceOf(res.headers.get("content-security-policy"));
  if (res.status !== 200 || !contentType.startsWith("text/html") || res.headers.has("set-cookie") || !nonce) {
    await res.body?.cancel();
    return null;
  }
  return new PageBytes(scriptsAfterFirstPicture(await res.text()), nonce, contentType);
}
