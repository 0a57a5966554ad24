import { NextResponse, type NextRequest } from "next/server";
import { isEditorPreview } from "@petsies/domain";
import { scriptsAfterFirstPicture } from "./first-picture.ts";
import { acceptsGzip, PageBytes } from "./page-bytes.ts";
import { currentPageVersion } from "./page-version.ts";
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
 * Whether this request may be answered from the render cache: a GET that loads a whole page. Not the App
 * Router's own requests (their answer is a component payload, not the page), not the internal render itself,
 * not the visual editor's preview (a draft, with a secret token in its link).
 *
 * Next takes the App Router's marks (the RSC header, `?_rsc`) off the request before the proxy sees it, so a
 * client-side navigation is told from a page load by what the client accepts: a browser loading a page (or
 * its service worker fetching it), a crawler or a CDN asks for HTML; the router's fetch accepts anything
 * (no Accept header of its own).
 */
export function mayUseRenderCache(req: NextRequest): boolean {
  const query = req.nextUrl.searchParams;
  return (
    req.method === "GET" &&
    (req.headers.get("accept") ?? "").includes("text/html") &&
    !req.headers.has(RENDER_PASS_HEADER) &&
    !req.headers.has("rsc") &&
    !query.has("_rsc") &&
    !isEditorPreview(query)
  );
}

/**
 * The page from the render cache with this request's nonce and the headers a shared cache may act on; null
 * when it cannot come from the cache (the API does not answer the version, or the page is not a 200), and the
 * proxy lets Next render it as usual.
 */
export async function cachedPage(req: NextRequest, page: PageInit): Promise<NextResponse | null> {
  if (!mayUseRenderCache(req)) return null;
  const version = await currentPageVersion();
  if (version === null) return null;
  const variant = pageVariant((name) => req.cookies.get(name)?.value);
  const pathAndQuery = req.nextUrl.pathname + req.nextUrl.search;
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
      [RENDER_PASS_HEADER]: "1",
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
