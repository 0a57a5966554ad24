/**
 * What the running storefront tells a browser about itself (issue 20): every page with its security headers
 * and scripts that run under its nonce, no answer naming where the proxy sent it, and an X-Forwarded-For a
 * shopper writes never choosing the address the API's limits count.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures.ts";

const PAGES = ["/", "/checkout/cart/", "/checkout/", "/customer/account/login/", "/customer/account/"];

test.describe("storefront security", () => {
  for (const path of PAGES) {
    test(`${path} is sent with a nonce policy and frame protection, and its scripts run under that nonce`, async ({ page }) => {
      const refused: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) refused.push(message.text());
      });
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
      expect(nonce, "a script nonce in the policy").toBeTruthy();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-middleware-rewrite"]).toBeUndefined();

      // Next's own inline scripts carry this answer's nonce (the browser hides the attribute's value from
      // getAttribute, not from the `nonce` property), and the page hydrates: nothing refused. JSON-LD is
      // data, never run, and needs none.
      await page.waitForLoadState("networkidle");
      const inline = await page.locator("script:not([src]):not([type='application/ld+json'])").evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
      expect(inline.length).toBeGreaterThan(0);
      for (const scriptNonce of inline) expect(scriptNonce).toBe(nonce);
      expect(refused).toEqual([]);
    });
  }

  test("no answer names the proxy's target, its query or the shopper's token", async ({ request }) => {
    for (const path of ["/api/user/me?token=a-secret-token", "/api/cart/pull?cartId=a-cart-id", "/c/cats/?page=2", "/about-us/?x=1"]) {
      const response = await request.get(path);
      const headers = Object.entries(response.headers());
      expect(headers.filter(([name]) => name.startsWith("x-middleware")), path).toEqual([]);
      for (const [name, value] of headers) {
        expect(value, `${path}: ${name}`).not.toContain("a-secret-token");
        expect(value, `${path}: ${name}`).not.toContain("a-cart-id");
        expect(value, `${path}: ${name}`).not.toContain("127.0.0.1:");
      }
    }
  });

  test("the entries a shopper writes into X-Forwarded-For do not give them fresh sign-in attempts", async ({ playwright }, testInfo) => {
    // The storefront trusts loopback here, as it would a balancer in front of it: the entry just before
    // loopback is the shopper. Whatever they put in front of it is theirs to write, and is not read.
    const shopper = `10.78.${testInfo.retry}.${Math.floor(Math.random() * 250) + 1}`;
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const email = `nobody-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt++) {
      const response = await api.post("/api/user/login", {
        headers: { "x-forwarded-for": `203.0.113.${attempt + 1}, ${shopper}` },
        data: { username: `${attempt}-${email}`, password: "not the password" },
      });
      statuses.push(response.status());
    }
    await api.dispose();
    // 20 wrong passwords per address in 15 minutes (README "The API"), however the header begins.
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
