/**
 * The security headers of every storefront page (issue 20 item 6), set by src/proxy.ts. The spec keeps the
 * shopper's tokens in local storage (§3), so a script that should not run must not run: scripts need this
 * request's nonce, which Next puts on its own scripts (it reads it from the Content-Security-Policy request
 * header) and our two inline scripts read from the x-nonce request header (lib/nonce.ts). 'strict-dynamic'
 * lets those scripts load the rest (Next's chunks, the tag manager's tags). /api/* and /admin/* are the
 * API's answers and keep the API's own headers (helmet; the back office's strict policy).
 */
import type { NextRequest } from "next/server";
import { CONFIGURATOR_PREVIEW_PATH, configuratorPreviewParams, isEditorPreview, VIDEO_PLAYER_ORIGINS } from "@petsies/domain";
import { storefrontConfig } from "./config.ts";
import { TAG_MANAGER_ORIGIN, tagManagerId } from "./tag-manager.ts";

/** The request header that carries the nonce to server components. */
export const NONCE_HEADER = "x-nonce";

/**
 * Stripe's Payment Element (checkout only): Stripe.js and its frames from js.stripe.com, 3-D Secure and redirects
 * through hooks.stripe.com, its calls to api.stripe.com, the card brands' pictures.
 */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
};

/** A checkout page (its path without the store code, spec §2): the only pages that load a payment provider's script. */
export const isCheckoutPath = (path: string) => path.startsWith("/checkout/");

/** Where the tag manager's usual tags (Google Analytics 4) send their hits and pixels. */
const ANALYTICS_ORIGINS = [TAG_MANAGER_ORIGIN, "https://*.google-analytics.com", "https://*.analytics.google.com"];

export interface PagePolicy {
  nonce: string;
  /** The page was asked for over https: HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** GTM_ID is set: the tag manager's origins are allowed, and only then. */
  tagManager: boolean;
  /** `next dev`: React's development build needs eval for its error overlays. */
  development: boolean;
  /** A checkout page: Stripe's origins are allowed, and only there. */
  payments: boolean;
  /** The back office's preview of a content page's draft or of a configurator: the shop's own origin may frame it (see framedByShop). */
  framedByShop?: boolean;
}

/** Pages that hold a shopper's account, sign-in or payment: never framed, whatever their query says. */
const NEVER_FRAMED = ["/checkout/", "/my-account/", "/sign-in/", "/sign-up/", "/authenticate/", "/customer/", "/alerts/"];

/**
 * Whether a page may be framed by the shop's own origin: only a content page (`contentPage`: the home page or
 * a story's page) opened with the editor's preview parameters, which the back office's story editor shows
 * beside its form (it is served on the same origin, at /admin/). Every other page stays unframeable.
 */
export function framedByShop(path: string, query: URLSearchParams, contentPage: boolean): boolean {
  return contentPage && isEditorPreview(query) && !NEVER_FRAMED.some((p) => path.startsWith(p));
}

/**
 * Whether the back office's configurator preview may be framed by the shop's own origin: only its own page, with a
 * link the API has just said holds (`checked`, see proxy.ts). Without one the page is refused, and never framed.
 */
export function framedConfiguratorPreview(path: string, query: URLSearchParams, checked: boolean): boolean {
  return checked && path === CONFIGURATOR_PREVIEW_PATH && configuratorPreviewParams(query) !== null;
}

/** 16 random bytes, base64: a new one for every page request. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function contentSecurityPolicy(policy: PagePolicy): string {
  const { nonce, https, tagManager, development, payments, framedByShop: framed = false } = policy;
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // 'self' and the tag manager's origin only count in browsers too old for 'strict-dynamic'.
    [
      "script-src",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'self'",
      ...(tagManager ? [TAG_MANAGER_ORIGIN] : []),
      ...(payments ? STRIPE.script : []),
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // React writes style attributes into the server's HTML; a nonce cannot cover attributes.
    ["style-src", "'self'", "'unsafe-inline'"],
    // Pictures are the shop's own (/api/media); data: for the small images CSS carries inline.
    ["img-src", "'self'", "data:", ...(tagManager ? ANALYTICS_ORIGINS : []), ...(payments ? STRIPE.img : [])],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(tagManager ? ANALYTICS_ORIGINS : []), ...(payments ? STRIPE.connect : [])],
    // Content videos play in their provider's player, loaded when the shopper presses play.
    ["frame-src", ...VIDEO_PLAYER_ORIGINS, ...(payments ? STRIPE.frame : [])],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    // Checkout and sign-in must not be framed (clickjacking); X-Frame-Options says it to older browsers. The
    // back office's draft preview of a content page is framed by the shop's own origin only.
    ["frame-ancestors", framed ? "'self'" : "'none'"],
    ...(https ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The response headers of a page. */
export function pageSecurityHeaders(policy: PagePolicy): Record<string, string> & { "Content-Security-Policy": string } {
  return {
    "Content-Security-Policy": contentSecurityPolicy(policy),
    "X-Frame-Options": policy.framedByShop ? "SAMEORIGIN" : "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Features the shop never uses, off for every frame (the video players included); at checkout Stripe's frames
    // may ask for payment (Apple Pay, Google Pay).
    "Permissions-Policy": `camera=(), microphone=(), geolocation=(), payment=${policy.payments ? '(self "https://js.stripe.com")' : "()"}, usb=()`,
    // Browsers ignore HSTS received over plain http (RFC 6797 §8.1), so a forged https signal costs nothing.
    ...(policy.https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * Whether the page was asked for over https: the shop's public address (SITE_URL) is https, or the TLS
 * proxy in front of the storefront says so in X-Forwarded-Proto (its first entry is the client's side).
 */
export function servedOverHttps(siteUrl: string, forwardedProto: string | null): boolean {
  return siteUrl.startsWith("https://") || forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** What NextResponse.next() and NextResponse.rewrite() take for a page. */
export interface PageInit {
  headers: Record<string, string>;
  request: { headers: Headers };
}

/**
 * A page's response headers and, for the renderer, the request's own headers plus the nonce: Next takes it
 * from the Content-Security-Policy request header for its scripts, our server components from x-nonce.
 * `path`: the page's path without the store code; `contentPage`: it shows a content story (see framedByShop);
 * `checkedConfiguratorPreview`: the API accepted the configurator preview's link (see framedConfiguratorPreview).
 */
export function pageInit(req: NextRequest, path: string, options: { contentPage?: boolean; checkedConfiguratorPreview?: boolean } = {}): PageInit {
  const nonce = newNonce();
  const headers = pageSecurityHeaders({
    nonce,
    https: servedOverHttps(storefrontConfig.siteUrl, req.headers.get("x-forwarded-proto")),
    tagManager: tagManagerId().id !== null,
    development: process.env.NODE_ENV === "development",
    payments: isCheckoutPath(path),
    framedByShop:
      framedByShop(path, req.nextUrl.searchParams, options.contentPage ?? false) ||
      framedConfiguratorPreview(path, req.nextUrl.searchParams, options.checkedConfiguratorPreview ?? false),
  });
  const request = new Headers(req.headers);
  request.set(NONCE_HEADER, nonce);
  request.set("content-security-policy", headers["Content-Security-Policy"]);
  return { headers, request: { headers: request } };
}
