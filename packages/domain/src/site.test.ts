import { describe, expect, it } from "vitest";
import { productPath, categoryPath } from "./catalog.ts";
import { imageUrl } from "./images.ts";
import { pageTitle } from "./site.ts";
import { stockText } from "./stock.ts";
import { isValidEmail, normaliseEmail } from "./validation.ts";

describe("page titles", () => {
  it("append the site title", () => {
    expect(pageTitle("Pillows")).toBe("Pillows | Petsies");
    expect(pageTitle(undefined)).toBe("Petsies");
    expect(pageTitle("Petsies")).toBe("Petsies");
  });
});

describe("paths", () => {
  it("end with a slash and carry the child sku when there is one", () => {
    expect(productPath({ sku: "ForeversDog_bundle", parentSku: null, type_id: "bundle" })).toBe("/p/ForeversDog_bundle/");
    expect(productPath({ sku: "gift_box_dog", parentSku: "gift_box", type_id: "simple" })).toBe("/p/gift_box/gift_box_dog/");
    expect(categoryPath({ slug: "petsies-accessories" })).toBe("/c/petsies-accessories/");
  });
});

describe("image urls", () => {
  it("encode a listed variant as base64 JSON edits", () => {
    const url = imageUrl("catalog/dog.webp", "thumbnail");
    const edits = new URL(url, "http://x").searchParams.get("edits") as string;
    expect(JSON.parse(atob(edits))).toEqual({
      resize: { width: 324, height: 489, fit: "cover", position: "entropy", withoutEnlargement: true },
      toFormat: "webp",
    });
    expect(imageUrl("catalog/dog.webp")).toBe("/api/media/catalog/dog.webp");
    expect(imageUrl("")).toBe("");
  });
});

describe("stock texts", () => {
  it("are the spec's", () => {
    expect(stockText({ qty: 3, is_in_stock: true, manage_stock: true })).toBe("In stock!");
    expect(stockText({ qty: 0, is_in_stock: false, manage_stock: true })).toBe("Out of the stock!");
    expect(stockText({ qty: 0, is_in_stock: false, manage_stock: false })).toBe("In stock!");
  });
});

describe("e-mail", () => {
  it("accepts real addresses and refuses the rest", () => {
    expect(isValidEmail("fan@example.com")).toBe(true);
    expect(isValidEmail("a.b+c@mail.co.uk")).toBe(true);
    for (const bad of ["", "x", "x@", "@y.com", "x@y", "x y@z.com", "x@y..com"]) expect(isValidEmail(bad)).toBe(false);
    expect(normaliseEmail("  Fan@Example.COM ")).toBe("fan@example.com");
  });
});
