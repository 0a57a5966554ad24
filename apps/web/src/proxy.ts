import { NextResponse, type NextRequest } from "next/server";
import { API_URL } from "./lib/api.ts";
import { resolvePath } from "./lib/url-map.ts";

/** Pages that exist without a catalogue or content lookup. */
const APP_ROUTES = new Set(["/", "/error/", "/storyblok-empty/", "/giftcards/"]);
/** Never a route: rewriting here leaves the path unmatched, so Next renders app/not-found.tsx with 404. */
const UNMATCHED = "/__page-not-found__/";

/**
 * Every request but Next's own assets passes here:
 * - the browser talks to the API same-origin: /api/* is forwarded as it is (exact path, no slash added);
 * - page routes use strict trailing slashes (spec §2); files keep their exact paths;
 * - legacy /home/ goes to the home page;
 * - any other path is resolved through the URL dispatcher: content pages are served from /cms/{slug}/,
 *   products and categories by their own routes, and anything unknown gets the not-found page and a 404.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/")) return NextResponse.rewrite(new URL(pathname + search, API_URL));
  if (/\.[^/]+$/.test(pathname)) return NextResponse.next();
  // A new URL, not nextUrl.pathname: rewriting nextUrl in place loops with trailingSlash on.
  if (!pathname.endsWith("/")) return NextResponse.redirect(new URL(pathname + "/" + search, req.url), 308);
  if (pathname === "/home/") return NextResponse.redirect(new URL("/" + search, req.url), 301);
  if (APP_ROUTES.has(pathname)) return NextResponse.next();
  if (pathname.startsWith("/cms/")) return rewriteTo(req, UNMATCHED);

  const mapping = await resolvePath(pathname);
  if (mapping === undefined) return NextResponse.next();
  if (mapping === null) return rewriteTo(req, UNMATCHED);
  if (mapping._type === "cms_page") return rewriteTo(req, `/cms/${mapping._source.full_slug}/`);
  return NextResponse.next();
}

/** An internal rewrite keeps this server's own origin (a new URL from req.url may name another host). */
function rewriteTo(req: NextRequest, pathname: string) {
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!_next/).*)"],
};
