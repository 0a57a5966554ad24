/** Issue 20 item 7: no answer for one customer, cart or staff member may be cached; public answers keep their caching. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accountClient } from "../test/accounts.ts";
import { useTestApp } from "../test/app.ts";
import { databaseKinds } from "../test/template.ts";
import { isPersonalRequest, PRIVATE_CACHE_CONTROL } from "./private-answers.ts";

describe("isPersonalRequest", () => {
  const get = (url: string, headers: Record<string, string> = {}) => isPersonalRequest({ method: "GET", url, headers });

  it("tells personal requests by method, bearer token, query parameter and path", () => {
    expect(isPersonalRequest({ method: "POST", url: "/api/review/create", headers: {} })).toBe(true);
    expect(get("/api/catalog/product", { authorization: "Bearer x" })).toBe(true);
    expect(get("/api/giftcards/templates?token=x")).toBe(true);
    expect(get("/api/giftcards/pull?cart%49d=x")).toBe(true);
    expect(get("/api/ext/mailchimp-subscribe/subscribe?email=ann%40example.com")).toBe(true);
    expect(get("/api/admin/orders")).toBe(true);
    expect(get("/api/%75ser/me")).toBe(true);
    expect(get(`/api/plushies/${randomUUID()}`)).toBe(true);
  });

  it("leaves the public catalogue alone", () => {
    expect(get("/api/catalog/category/tree")).toBe(false);
    expect(get("/api/catalog/product?category_id=3&tokens=1")).toBe(false);
    expect(get("/api/plushies/breeds")).toBe(false);
    expect(get("/api/orders-of-the-day")).toBe(false);
    expect(get("/api/giftcards/templates?storeId=1")).toBe(false);
  });
});

describe.each(databaseKinds)("Cache-Control on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, signUp } = accountClient(t);
  const cacheOf = async (url: string, options: { method?: "GET" | "POST"; headers?: Record<string, string>; payload?: object } = {}) =>
    (await t().app.inject({ method: options.method ?? "GET", url, headers: options.headers, payload: options.payload })).headers["cache-control"];

  it("is private, no-store on every answer for a customer, a cart or staff, refusals included", async () => {
    const { token } = await signUp();
    const guestCart = (await call("POST", "/api/cart/create")).result as string;
    const customerCart = (await call("POST", `/api/cart/create?token=${token}`)).result as string;
    const personal = [
      `/api/user/me?token=${token}`,
      `/api/user/me?%74oken=${token}`,
      `/api/user/order-history?token=${token}`,
      `/api/customers/me/orders?token=${token}`,
      `/api/customers/me/suggested-products/active-orders?token=${token}`,
      `/api/address/list?token=${token}`,
      `/api/cart/pull?cartId=${guestCart}`,
      `/api/cart/pull?token=${token}&cartId=${customerCart}`,
      `/api/cart/totals?cartId=${guestCart}`,
      `/api/cart/payment-methods?cartId=${guestCart}`,
      `/api/giftcards/pull?cartId=${guestCart}`,
      `/api/wishlist?token=${token}`,
      `/api/compare?token=${token}`,
      `/api/customizations/order-items/states?token=${token}&orderItemId=1`,
      `/api/downloads/order-items/1?token=${token}`,
      `/api/plushies/${randomUUID()}`,
      "/api/ext/mailchimp-subscribe/subscribe?email=ann%40example.com",
      "/api/user/me",
      "/api/admin/session",
      "/api/admin/orders",
      "/api/admin/customers",
    ];
    for (const url of personal) expect([url, await cacheOf(url)]).toEqual([url, PRIVATE_CACHE_CONTROL]);
    expect(await cacheOf("/api/user/me", { headers: { authorization: `Bearer ${token}` } })).toBe(PRIVATE_CACHE_CONTROL);
    expect(await cacheOf(`/api/cart/update?cartId=${guestCart}`, { method: "POST", payload: { cartItem: { sku: "nope", qty: 1 } } })).toBe(PRIVATE_CACHE_CONTROL);
    expect(await cacheOf("/api/user/login", { method: "POST", payload: { username: "x@example.com", password: "wrong" } })).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("leaves public answers as their routes made them", async () => {
    expect(await cacheOf("/api/catalog/category/tree")).toBeUndefined();
    expect(await cacheOf("/api/catalog/product?category_id=3")).toBeUndefined();
    expect(await cacheOf("/api/giftcards/templates?storeId=1")).toBeUndefined();
    expect(await cacheOf("/api/plushies/breeds")).toBe("public, max-age=3600");
    expect(await cacheOf("/api/promotion-platform/campaigns/default")).toBe("public, max-age=60");
    expect(await cacheOf("/api/media/catalog/forevers-dog.webp")).toMatch(/^public, max-age=/);
  });
});
