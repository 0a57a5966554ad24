import { describe, expect, it } from "vitest";
import { CREATION_PAGES, creationBundleFor, creationLink, creationPageForPath, creationPageForSku } from "./creation-pages.ts";
import { customizeRouteForSku } from "./order-actions.ts";

describe("creation pages", () => {
  it("cover every route of spec §2 with trailing slashes, once each", () => {
    const paths = CREATION_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(19);
    for (const path of paths) expect(path).toMatch(/^\/[a-z/-]+\/$/);
  });

  it("list every creation-page bundle of the reference facts exactly once", () => {
    const skus = CREATION_PAGES.flatMap((p) => p.bundles.map((b) => b.sku));
    expect(new Set(skus).size).toBe(23);
    expect(skus).toHaveLength(23);
    expect(creationPageForSku("customRenaissanceBlankets_bundle")?.path).toBe("/renaissance-blankets/");
    expect(creationPageForSku("petsiesCustomCutOutBlankets_bundle")?.name).toBe("cut-out-blankets");
    expect(creationPageForSku("petsies_bandana")).toBeNull();
  });

  it("link the default bundle to the bare page and the others with product", () => {
    expect(creationLink("ForeversDog_bundle")).toBe("/forevers/create/");
    expect(creationLink("golfHeadCoversOther_bundle")).toBe("/golf-head-covers/create/?product=golfHeadCoversOther_bundle");
    expect(creationLink("gift_box")).toBeNull();
  });

  it("pick the bundle by product (sku, kind or id) or id, else the default", () => {
    const page = creationPageForPath("/forevers/create/")!;
    expect(creationBundleFor(page, {}).sku).toBe("ForeversDog_bundle");
    expect(creationBundleFor(page, { product: "ForeversCat_bundle" }).sku).toBe("ForeversCat_bundle");
    expect(creationBundleFor(page, { product: "other" }).sku).toBe("ForeversOther_bundle");
    expect(creationBundleFor(page, { product: "CAT" }).sku).toBe("ForeversCat_bundle");
    expect(creationBundleFor(page, { id: "75" }).sku).toBe("ForeversOther_bundle");
    expect(creationBundleFor(page, { product: ["74", "73"] }).sku).toBe("ForeversCat_bundle");
    expect(creationBundleFor(page, { product: "customPillow_bundle", id: "nope" }).sku).toBe("ForeversDog_bundle");
  });

  it("agree with the order-item customize routes on the families that have one", () => {
    for (const sku of ["ForeversCat_bundle", "golfHeadCoversDog_bundle", "customTumblers_bundle"]) {
      expect(customizeRouteForSku(sku)).not.toBeNull();
    }
  });
});
