import { describe, expect, it } from "vitest";
import {
  withoutStoreCode,
  dispatcherRouteName,
  legacyRedirect,
  normaliseRequestPath,
  productLink,
  productRouteName,
  rewriteOptionsFor,
  rewriteRedirect,
  rewriteStatus,
} from "./routing.ts";

describe("legacy redirects", () => {
  it("move the old aliases permanently, keeping the query", () => {
    expect(legacyRedirect("/home/", "?utm_source=mail")).toEqual({ location: "/?utm_source=mail", status: 301 });
    expect(legacyRedirect("/photo-pillows/")).toEqual({ location: "/c/photo-pillows-designs/", status: 301 });
    expect(legacyRedirect("/photo-pillow/designs/")).toEqual({ location: "/c/photo-pillows-designs/", status: 301 });
    expect(legacyRedirect("/accessories/")).toEqual({ location: "/c/petsies-accessories/", status: 301 });
    expect(legacyRedirect("/blankets/cut-out/")?.location).toBe("/c/blankets-cut-out-design/");
    expect(legacyRedirect("/blankets/renaissance-design/")?.location).toBe("/c/blankets-renaissance-design/");
    expect(legacyRedirect("/giftbox/", "?a=1")).toEqual({ location: "/p/gift_box/gift_box_dog/?a=1", status: 301 });
  });

  it("accept a path without its trailing slash", () => {
    expect(legacyRedirect("/giftbox")?.location).toBe("/p/gift_box/gift_box_dog/");
  });

  it("send every /plushie/index/… path to the Forevers creation page", () => {
    expect(legacyRedirect("/plushie/index/")?.location).toBe("/forevers/create/");
    expect(legacyRedirect("/plushie/index/index/type/dog/", "?size=large")).toEqual({
      location: "/forevers/create/?size=large",
      status: 301,
    });
    expect(legacyRedirect("/plushie/")).toBeNull();
  });

  it("send /p/phrasePetsies{X}/ to the phrase-pillow creation page: the whole sku in front, the query's back_design behind", () => {
    expect(legacyRedirect("/p/phrasePetsiesGoodBoy/")).toEqual({
      location: "/photo-pillows/create/?front_design=phrasePetsiesGoodBoy",
      status: 301,
    });
    expect(legacyRedirect("/p/phrasePetsiesGoodBoy/", "?back_design=paw_print_back")?.location).toBe(
      "/photo-pillows/create/?front_design=phrasePetsiesGoodBoy&back_design=paw_print_back",
    );
    expect(legacyRedirect("/p/phrasePetsiesA%20B/", "?front_design=x&ref=1")?.location).toBe(
      "/photo-pillows/create/?front_design=phrasePetsiesA+B&ref=1",
    );
    expect(legacyRedirect("/p/phrasePetsies/")).toBeNull();
    expect(legacyRedirect("/p/phrasePetsies%E0%A4%A/")).toBeNull();
  });

  it("map legacy cross-sell ids to bundles and unknown ids to the cart", () => {
    expect(legacyRedirect("/cross-sells/index/index/id/73/")).toEqual({
      location: "/cross-sells/p/ForeversDog_bundle/",
      status: 301,
    });
    expect(legacyRedirect("/cross-sells/index/index/id/253/")?.location).toBe("/cross-sells/p/customPillow_bundle/");
    expect(legacyRedirect("/cross-sells/index/index/id/999/")).toEqual({ location: "/checkout/cart/", status: 302 });
    expect(legacyRedirect("/cross-sells/index/index/id/abc/")?.location).toBe("/checkout/cart/");
  });

  it("leave every other path alone", () => {
    for (const path of ["/", "/c/petsies-accessories/", "/p/gift_box/", "/about/", "/home/x/", "/cross-sells/p/ForeversDog_bundle/"]) {
      expect(legacyRedirect(path), path).toBeNull();
    }
  });
});

describe("product links by category id", () => {
  const product = (sku: string, category_ids: number[]) => ({ sku, parentSku: null, type_id: "simple" as const, category_ids });

  it("open the phrase-pillow creation page for category 80", () => {
    expect(productLink(product("phrase_design_good_boy", [80]))).toBe("/photo-pillows/create/?front_design=phrase_design_good_boy");
  });

  it("open the cut-out blankets page for 114 and the renaissance page when 115 is among the ids", () => {
    expect(productLink(product("cut_out_a", [114]))).toBe("/custom-pet-photo-blankets/?product_design=cut_out_a");
    expect(productLink(product("ren_a", [115]))).toBe("/renaissance-blankets/?product_design=ren_a");
    expect(productLink(product("both", [114, 115]))).toBe("/renaissance-blankets/?product_design=both");
  });

  it("open a creation bundle's creation page, naming the bundle when it is not the page's default", () => {
    expect(productLink(product("ForeversDog_bundle", [3]))).toBe("/forevers/create/");
    expect(productLink(product("ForeversCat_bundle", [3]))).toBe("/forevers/create/?product=ForeversCat_bundle");
    expect(productLink(product("petsiesPhrasePillow_bundle", [3]))).toBe("/photo-pillows/create/");
  });

  it("use the product page otherwise", () => {
    expect(productLink(product("petsies_bandana", [3]))).toBe("/p/petsies_bandana/");
    expect(productLink({ sku: "gift_box_dog", parentSku: "gift_box", type_id: "simple", category_ids: [] })).toBe(
      "/p/gift_box/gift_box_dog/",
    );
  });
});

describe("URL rewrites", () => {
  it("redirect 301 for RP and 302 otherwise", () => {
    expect(rewriteStatus("RP")).toBe(301);
    expect(rewriteStatus("R")).toBe(302);
    expect(rewriteStatus(null)).toBe(302);
    expect(rewriteOptionsFor(301)).toBe("RP");
    expect(rewriteOptionsFor(302)).toBe("R");
  });

  it("normalise request paths to one leading and one trailing slash without the query", () => {
    expect(normaliseRequestPath("old-path")).toBe("/old-path/");
    expect(normaliseRequestPath("//old//path/?x=1#y")).toBe("/old/path/");
    expect(normaliseRequestPath("/")).toBe("/");
    expect(normaliseRequestPath("")).toBeNull();
    expect(normaliseRequestPath("https://example.com/x")).toBeNull();
  });

  it("follow an answer to another page and ignore one pointing back at the request", () => {
    const answer = { target_path: "/c/pillows/", rewrite_options: "RP" as const, status: 301 as const };
    expect(rewriteRedirect("/pet-pillows/", answer, "?a=1")).toEqual({ location: "/c/pillows/?a=1", status: 301 });
    expect(rewriteRedirect("/pet-pillows/", { ...answer, target_path: "c/pillows" })?.location).toBe("/c/pillows/");
    expect(rewriteRedirect("/pet-pillows/", { ...answer, target_path: "/c/pillows/?sort=x", rewrite_options: "R" }, "?a=1")).toEqual({
      location: "/c/pillows/?sort=x&a=1",
      status: 302,
    });
    expect(rewriteRedirect("/c/pillows/", answer)).toBeNull();
    expect(rewriteRedirect("/c/pillows", answer)).toBeNull();
    expect(rewriteRedirect("/x/", { ...answer, target_path: "" })).toBeNull();
    expect(rewriteRedirect("/x/", { ...answer, target_path: "https://petsies.com/" })?.location).toBe("https://petsies.com/");
  });
});

describe("route names", () => {
  it("name product routes by type and dispatcher routes by path", () => {
    expect(productRouteName("bundle")).toBe("bundle-product");
    expect(dispatcherRouteName("custom-dog-plush")).toBe("urldispatcher-custom-dog-plush");
  });
});

describe("withoutStoreCode", () => {
  it("drops the store code when the prefix is enabled", () => {
    expect(withoutStoreCode("/us/c/forevers/", "us")).toBe("/c/forevers/");
    expect(withoutStoreCode("/us/", "us")).toBe("/");
    expect(withoutStoreCode("/user/", "us")).toBeNull();
    expect(withoutStoreCode("/c/forevers/", "us")).toBeNull();
  });
  it("does nothing when the prefix is off", () => {
    expect(withoutStoreCode("/us/c/forevers/", undefined)).toBeNull();
  });
});
