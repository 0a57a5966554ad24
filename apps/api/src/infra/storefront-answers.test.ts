/**
 * Every answer the storefront reads is described in the OpenAPI document (issue 17, DESIGN.md "Checkout and
 * the wire contract"): each route the web app calls declares its 200 answer (or the other status it answers
 * instead), from the shared wire schemas in packages/contract. The list is written out, so a route that loses
 * its schema (or a new call the web makes without one, once listed) fails here.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.ts";
import { databaseKinds } from "../test/template.ts";

/** The calls of apps/web (lib/, components/, app/), method and path as the API routes them. */
const STOREFRONT_CALLS = [
  ["post", "/api/cart/create"],
  ["post", "/api/cart/merge-guest-and-customer"],
  ["get", "/api/cart/pull"],
  ["post", "/api/cart/update"],
  ["post", "/api/cart/delete"],
  ["get", "/api/cart/totals"],
  ["post", "/api/cart/apply-coupon"],
  ["post", "/api/cart/delete-coupon"],
  ["get", "/api/cart/payment-methods"],
  ["post", "/api/cart/shipping-methods"],
  ["post", "/api/cart/shipping-information"],
  ["post", "/api/carts/recovery-requests"],
  ["post", "/api/order"],
  ["post", "/api/giftcards/apply"],
  ["post", "/api/giftcards/remove"],
  ["get", "/api/giftcards/pull"],
  ["get", "/api/giftcards/templates"],
  ["get", "/api/currencies/list"],
  ["get", "/api/currencies/rates"],
  ["get", "/api/stock/check"],
  ["get", "/api/url/version"],
  ["get", "/api/url/sitemap"],
  ["post", "/api/user/create"],
  ["post", "/api/user/login"],
  ["post", "/api/user/refresh"],
  ["post", "/api/user/logout"],
  ["get", "/api/user/me"],
  ["post", "/api/user/me"],
  ["post", "/api/user/change-password"],
  ["post", "/api/user/reset-password"],
  ["post", "/api/user/create-password"],
  ["get", "/api/user/order-history"],
  ["post", "/api/customer/authenticate-requests"],
  ["post", "/api/customer/login-requests"],
  ["post", "/api/customer/registration-requests"],
  ["get", "/api/address/list"],
  ["post", "/api/address/create"],
  ["post", "/api/address/update"],
  ["post", "/api/address/delete"],
  ["get", "/api/reviews"],
  ["post", "/api/review/create"],
  ["get", "/api/statistic-values"],
  ["post", "/api/plushies"],
  ["post", "/api/plushie-reminders"],
  ["post", "/api/share/artists"],
  ["post", "/api/share/customer-stories"],
  ["get", "/api/catalog/category/tree"],
  ["get", "/api/catalog/category"],
  ["get", "/api/catalog/product"],
  ["get", "/api/catalog/search"],
  ["get", "/api/catalog/search/quick"],
  ["get", "/api/product/render-list"],
  ["get", "/api/product/{sku}"],
  ["get", "/api/cms/story/{*}"],
  ["get", "/api/cms/get-by-uuid"],
  ["post", "/api/url/map"],
  ["get", "/api/url-rewrite/redirect"],
  ["get", "/api/customers/me/suggested-products/active-orders"],
  ["post", "/api/order/reorder"],
  ["post", "/api/carts/me/items/add-from-order-requests"],
  ["post", "/api/customizations/order-items/submit-requests"],
  ["post", "/api/carts/personal-details-update-requests"],
  ["get", "/api/cms/validate-editor"],
  ["get", "/api/customizations/order-items/states"],
  ["post", "/api/customizations/order-items/states"],
  ["post", "/api/ext/mailchimp-subscribe/subscribe"],
  ["delete", "/api/ext/mailchimp-subscribe/subscribe"],
  ["get", "/api/plushies/{plushieId}"],
  ["get", "/api/plushies/breeds"],
  ["get", "/api/plushies/products-rush-upgrades"],
  ["post", "/api/promotion-platform/active-campaign-update-requests"],
  ["get", "/api/promotion-platform/campaigns/default"],
  ["get", "/api/stores/ratings"],
  ["post", "/api/upload"],
  ...(["wishlist", "compare"] as const).flatMap((kind) => [
    ["get", `/api/${kind}`] as const,
    ["post", `/api/${kind}/items`] as const,
    ["delete", `/api/${kind}/items/{sku}`] as const,
    ["post", `/api/${kind}/merge`] as const,
  ]),
] as const;

/** Calls whose answer is not a 200: POST /api/error-log takes a report and answers 202. */
const STOREFRONT_OTHER_ANSWERS = [["post", "/api/error-log", "202"]] as const;

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe.each(databaseKinds)("the storefront's answers in the OpenAPI document on %s", (kind) => {
  const t = useTestApp(kind);

  it("declares the answer of every route the storefront calls", async () => {
    const doc = (await t().app.inject("/api/docs/openapi.json")).json() as { paths: Record<string, Record<string, Operation>> };
    const calls = [...STOREFRONT_CALLS.map(([method, path]) => [method, path, "200"] as const), ...STOREFRONT_OTHER_ANSWERS];
    const undeclared = calls
      .filter(([method, path, status]) => !doc.paths[path]?.[method]?.responses?.[status]?.content?.["application/json"]?.schema)
      .map(([method, path, status]) => `${method.toUpperCase()} ${path} ${status}`);
    expect(undeclared).toEqual([]);
  });
});
