import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { isEditorPreview, type UrlMapping } from "@petsies/domain";
import { scriptsAfterFirstPicture } from "./first-picture.ts";
import { acceptsGzip, PageBytes } from "./page-bytes.ts";
import { canonicalSearch, pageQueryOf, type CachedAppPage } from "./page-query.ts";
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
 * The page from the render cache with this request's nonce and the headers a shared cache may act on; null
 * when it cannot come from the cache (the API does not answer the version, or the page is not a 200), and the
 * proxy lets Next render it as usual.
 */
export async function cachedPage(req: NextRequest, page: PageInit, shown: CachedAppPage | UrlMapping): Promise<NextResponse | null> {
  if (!mayUseRenderCache(req)) return null;
  const [version, reads] = await Promise.all([currentPageVersion(), pageQueryOf(shown, req.nextUrl.searchParams)]);
  if (version === null || reads === null) return null;
  const variant = pageVariant((name) => req.cookies.get(name)?.value);
  // The page for its canonical query: parameters it does not read never make an entry of their own (lib/page-query.ts).
  const pathAndQuery = req.nextUrl.pathname + canonicalSearch(reads, req.nextUrl.searchParams);
  const cookie = variantCookieHeader(variant);
  const rendered = await pages.get(cacheKey(pathAndQuery, variant), version, () => renderPage(pathAndQuery, cookie, req.headers.get("x-forwarded-proto")));
  const nonce = page.request.headers.get(NONCE_HEADER);
  if (!rendered || !nonce) return null;
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
