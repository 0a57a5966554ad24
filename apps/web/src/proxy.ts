import { NextResponse, type NextRequest } from "next/server";

/** Page routes use strict trailing slashes (spec §2); files and the API keep their exact paths. */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname.endsWith("/") || /\.[^/]+$/.test(pathname)) return NextResponse.next();
  // A new URL, not nextUrl.pathname: rewriting nextUrl in place loops with trailingSlash on.
  return NextResponse.redirect(new URL(pathname + "/" + search, req.url), 308);
}

export const config = {
  matcher: ["/((?!api(?:/|$)|_next/).*)"],
};
