import { describe, expect, it } from "vitest";
import { CONFIGURATOR_PREVIEW_PATH, configuratorPreviewParams } from "@petsies/domain";
import { TEST_CMS_PREVIEW_SECRET, useTestApp } from "../../test/app.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { PREVIEW_NEEDS_SECRET } from "../cms/admin.ts";
import { configuratorPreviewToken } from "../cms/preview.ts";
import { configuratorPreviewLink, INVALID_PREVIEW_LINK } from "./preview-routes.ts";
import { productBody } from "../../test/products.ts";

describe.each(databaseKinds)("the customization editor's storefront preview on %s", (kind) => {
  const t = useTestApp(kind);
  const shop = async (url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    return { status: res.statusCode, headers: res.headers, result: res.json().result};
  };

  async function disabledProduct() {
    const owner = await newStaff(t(), "owner");
    const created = await owner.call("POST", "/api/admin/products", productBody("Hidden Bandana", { enabled: false, priceCents: 1800 }));
    expect(created.status, JSON.stringify(created)).toBe(200);
    return { owner, id: created.result.id as number, sku: created.result.sku as string };
  }

  it("signs a link for every staff role that opens the product, even one shoppers cannot see, and nothing else", async () => {
    const { id, sku } = await disabledProduct();
    const support = await newStaff(t(), "support");
    const preview = await support.call("GET", `/api/admin/products/${id}/customizations/preview`);
    expect(preview.status, JSON.stringify(preview)).toBe(200);
    const url = new URL(preview.result.url, "http://shop.test");
    expect(url.pathname).toBe(CONFIGURATOR_PREVIEW_PATH);
    const params = configuratorPreviewParams(url.searchParams);
    expect(params).toMatchObject({ productId: id, token: configuratorPreviewToken(TEST_CMS_PREVIEW_SECRET, id, params!.expires) });
    expect(new Date(preview.result.expiresAt).getTime()).toBe(params!.expires * 1000);

    const opened = await shop(`/api/customization-preview/${id}${url.search}`);
    expect(opened.status).toBe(200);
    expect(opened.result).toMatchObject({ id, sku, status: 2 });
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.headers["x-robots-tag"]).toBe("noindex");
    // The shop itself does not show it.
    expect((await shop(`/api/product/${sku}`)).status).toBe(404);

    // The link opens its own product only; a changed time or token, none, or an expired one is refused.
    const other = await shop(`/api/customization-preview/${id + 1}${url.search}`);
    expect(other).toMatchObject({ status: 401, result: INVALID_PREVIEW_LINK });
    const later = new URLSearchParams(url.search);
    later.set("expires", String(params!.expires + 60));
    expect((await shop(`/api/customization-preview/${id}?${later}`)).status).toBe(401);
    const forged = new URLSearchParams(url.search);
    forged.set("token", "0".repeat(64));
    expect((await shop(`/api/customization-preview/${id}?${forged}`)).status).toBe(401);
    expect((await shop(`/api/customization-preview/${id}`)).status).toBe(401);
    expect((await shop(`/api/customization-preview/${id}?expires=abc&token=${"z".repeat(64)}`)).status).toBe(401);
    expect((await shop(`/api/customization-preview/${id}?expires=1&token=${"z".repeat(300)}`)).status).toBe(400);
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = new URLSearchParams({ expires: String(past), token: configuratorPreviewToken(TEST_CMS_PREVIEW_SECRET, id, past) });
    expect((await shop(`/api/customization-preview/${id}?${expired}`)).status).toBe(401);
    // Signed with another secret, or for longer than an hour: refused too.
    const far = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
    const long = new URLSearchParams({ expires: String(far), token: configuratorPreviewToken(TEST_CMS_PREVIEW_SECRET, id, far) });
    expect((await shop(`/api/customization-preview/${id}?${long}`)).status).toBe(401);
    const alien = new URLSearchParams({ expires: String(params!.expires), token: configuratorPreviewToken("another-secret-0123456789abcdef-xyz", id, params!.expires) });
    expect((await shop(`/api/customization-preview/${id}?${alien}`)).status).toBe(401);
  });

  it("asks for a staff session, knows no unknown product, and says the preview needs CMS_PREVIEW_SECRET without it", async () => {
    const { id } = await disabledProduct();
    expect((await shop(`/api/admin/products/${id}/customizations/preview`)).status).toBe(401);
    const owner = await newStaff(t(), "owner");
    expect((await owner.call("GET", "/api/admin/products/999999/customizations/preview")).status).toBe(404);
    await expect(configuratorPreviewLink(t().database.db, undefined, id)).rejects.toMatchObject({ statusCode: 409, message: PREVIEW_NEEDS_SECRET });
  });
});
