import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, framedByShop, framedConfiguratorPreview, isCheckoutPath, NONCE_HEADER, newNonce, pageInit, pageSecurityHeaders, servedOverHttps, type PagePolicy } from "./security-headers.ts";

const policy: PagePolicy = { nonce: "bm9uY2U=", https: false, tagManager: false, development: false, payments: false };
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.split(" ")[0] === name);

describe("the storefront's Content-Security-Policy", () => {
  it("runs only scripts with this request's nonce, and what they load", () => {
    const csp = contentSecurityPolicy(policy);
    expect(directive(csp, "script-src")).toBe("script-src 'nonce-bm9uY2U=' 'strict-dynamic' 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("googletagmanager");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'none'");
  });

  it("is never framed, frames only the video players and keeps the rest to the shop's own origin", () => {
    const csp = contentSecurityPolicy(policy);
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "frame-src")).toContain("https://www.youtube-nocookie.com");
    expect(directive(csp, "frame-src")).toContain("https://player.vimeo.com");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "img-src")).toBe("img-src 'self' data:");
    expect(directive(csp, "worker-src")).toBe("worker-src 'self'");
    expect(directive(csp, "default-src")).toBe("default-src 'self'");
  });

  it("allows the tag manager's origins only when GTM_ID is set", () => {
    const csp = contentSecurityPolicy({ ...policy, tagManager: true });
    expect(directive(csp, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(csp, "connect-src")).toContain("https://www.googletagmanager.com");
    expect(directive(csp, "img-src")).toContain("https://www.googletagmanager.com");
  });

  it("allows Stripe's script, frames, calls and pictures on checkout pages only", () => {
    const checkout = contentSecurityPolicy({ ...policy, payments: true });
    expect(directive(checkout, "script-src")).toBe("script-src 'nonce-bm9uY2U=' 'strict-dynamic' 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(directive(checkout, "frame-src")).toContain("https://hooks.stripe.com");
    expect(directive(checkout, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(checkout, "img-src")).toBe("img-src 'self' data: https://*.stripe.com");
    expect(contentSecurityPolicy(policy)).not.toContain("stripe");
    expect(pageSecurityHeaders({ ...policy, payments: true })["Permissions-Policy"]).toContain('payment=(self "https://js.stripe.com")');
    expect(["/checkout/", "/checkout/onepage/success/"].map(isCheckoutPath)).toEqual([true, true]);
    expect(["/", "/cart/", "/checkout-tips/", "/blog/checkout/x/"].map(isCheckoutPath)).toEqual([false, false, false, false]);
  });

  it("lets next dev eval, and upgrades requests over https only", () => {
    expect(directive(contentSecurityPolicy({ ...policy, development: true }), "script-src")).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(policy)).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ ...policy, https: true })).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe("pageSecurityHeaders", () => {
  it("sends frame protection, nosniff, a referrer policy and a permissions policy", () => {
    expect(pageSecurityHeaders(policy)).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    });
  });

  it("sends HSTS over https only", () => {
    expect(pageSecurityHeaders(policy)["Strict-Transport-Security"]).toBeUndefined();
    expect(pageSecurityHeaders({ ...policy, https: true })["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("takes https from SITE_URL or the TLS proxy's X-Forwarded-Proto", () => {
    expect(servedOverHttps("https://www.petsies.com", null)).toBe(true);
    expect(servedOverHttps("http://localhost:3000", "https")).toBe(true);
    expect(servedOverHttps("http://localhost:3000", "HTTPS, http")).toBe(true);
    expect(servedOverHttps("http://localhost:3000", "http")).toBe(false);
    expect(servedOverHttps("http://localhost:3000", null)).toBe(false);
  });
});

describe("nonces", () => {
  it("are new for every request and fit Next's nonce pattern", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/_-]{22}==$/);
  });

  it("reach the renderer as request headers, beside the request's own", () => {
    const init = pageInit(new NextRequest("http://shop.test/checkout/cart/", { headers: { cookie: "a=b" } }), "/checkout/cart/");
    const nonce = init.request.headers.get(NONCE_HEADER);
    expect(nonce).toBeTruthy();
    expect(init.request.headers.get("cookie")).toBe("a=b");
    expect(init.request.headers.get("content-security-policy")).toBe(init.headers["Content-Security-Policy"]);
    expect(init.headers["Content-Security-Policy"]).toContain(`'nonce-${nonce}'`);
  });
});

describe("framing of the back office's draft preview", () => {
  const preview = new URLSearchParams({ _storyblok: "7", _storyblok_lang: "default", "_storyblok_tk[timestamp]": "1700000000", "_storyblok_tk[token]": "ab".repeat(32) });

  it("lets the shop's own origin frame a content page opened with the editor's preview parameters", () => {
    expect(framedByShop("/", preview, true)).toBe(true);
    expect(framedByShop("/about/", preview, true)).toBe(true);
    const headers = pageSecurityHeaders({ ...policy, framedByShop: true });
    expect(directive(headers["Content-Security-Policy"], "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
  });

  it("never frames a page without them, a page that is not content, or checkout, account and sign-in pages", () => {
    expect(framedByShop("/", new URLSearchParams(), true)).toBe(false);
    expect(framedByShop("/search/", preview, false)).toBe(false);
    for (const path of ["/checkout/onepage/", "/checkout/cart/", "/my-account/", "/sign-in/", "/sign-up/", "/authenticate/", "/customer/account/resetpassword/"]) {
      expect(framedByShop(path, preview, true), path).toBe(false);
    }
  });

  it("reaches the page's headers through pageInit for a content page only", () => {
    const url = `http://shop.test/?${preview}`;
    expect(pageInit(new NextRequest(url), "/", { contentPage: true }).headers["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(pageInit(new NextRequest(url), "/", {}).headers["X-Frame-Options"]).toBe("DENY");
    const checkout = pageInit(new NextRequest(`http://shop.test/checkout/onepage/?${preview}`), "/checkout/onepage/", { contentPage: true });
    expect(checkout.headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(checkout.headers["X-Frame-Options"]).toBe("DENY");
  });
});

describe("framing of the back office's configurator preview", () => {
  const link = new URLSearchParams({ product: "42", expires: "1700000000", token: "ab".repeat(32) });

  it("lets the shop's own origin frame the preview page only once the API accepted its link", () => {
    expect(framedConfiguratorPreview("/preview/configurator/", link, true)).toBe(true);
    expect(framedConfiguratorPreview("/preview/configurator/", link, false)).toBe(false);
    expect(framedConfiguratorPreview("/preview/configurator/", new URLSearchParams({ product: "42", expires: "1700000000", token: "x" }), true)).toBe(false);
    expect(framedConfiguratorPreview("/preview/configurator/", new URLSearchParams(), true)).toBe(false);
    for (const path of ["/", "/p/petsies_bandana/", "/checkout/onepage/", "/my-account/", "/preview/configurator/x/"]) {
      expect(framedConfiguratorPreview(path, link, true), path).toBe(false);
    }
  });

  it("sends frame-ancestors 'self' for a checked link, and 'none' for the same page unchecked or any other page", () => {
    const framed = pageInit(new NextRequest(`http://shop.test/preview/configurator/?${link}`), "/preview/configurator/", { checkedConfiguratorPreview: true });
    expect(directive(framed.headers["Content-Security-Policy"] ?? "", "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(framed.headers["X-Frame-Options"]).toBe("SAMEORIGIN");
    const unchecked = pageInit(new NextRequest(`http://shop.test/preview/configurator/?${link}`), "/preview/configurator/");
    expect(directive(unchecked.headers["Content-Security-Policy"] ?? "", "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(unchecked.headers["X-Frame-Options"]).toBe("DENY");
    const elsewhere = pageInit(new NextRequest(`http://shop.test/checkout/onepage/?${link}`), "/checkout/onepage/", { checkedConfiguratorPreview: true });
    expect(directive(elsewhere.headers["Content-Security-Policy"] ?? "", "frame-ancestors")).toBe("frame-ancestors 'none'");
    // Never another origin: 'self' is the only source the directive ever names.
    expect(framed.headers["Content-Security-Policy"]).not.toMatch(/frame-ancestors [^;]*(https?:|\*)/);
  });
});
