import { describe, expect, it } from "vitest";
import type { Product } from "./catalog.ts";
import { childBySku, childFromQuery, optionQueryOf, variantOptions } from "./configurable.ts";

function child(sku: string, size: number, color: number): Product {
  return { sku, parentSku: "tee", custom_attributes: { size, color } } as unknown as Product;
}

const children = [child("tee-s-red", 1, 10), child("tee-m-red", 2, 10), child("tee-s-blue", 1, 11)];
const tee = {
  sku: "tee",
  configurable_children: children,
  configurable_options: [
    { attribute_code: "size", attribute_id: 1, label: "Size", values: [{ value_index: 1, label: "S" }, { value_index: 2, label: "M" }] },
    { attribute_code: "color", attribute_id: 2, label: "Color", values: [{ value_index: 10, label: "Red" }, { value_index: 11, label: "Blue" }, { value_index: 12, label: "Green" }] },
  ],
} as unknown as Product;

describe("configurable products", () => {
  it("find the child by sku; the product's own sku means no child", () => {
    expect(childBySku(tee, "tee-m-red")?.sku).toBe("tee-m-red");
    expect(childBySku(tee, "tee")).toBeNull();
    expect(childBySku(tee, "nope")).toBeNull();
  });

  it("lead each value to the child that keeps the other choices, else the first with that value", () => {
    const [size, color] = variantOptions(tee, children[2] ?? null);
    expect(size?.choices.map((c) => [c.label, c.childSku, c.selected])).toEqual([
      ["S", "tee-s-blue", true],
      ["M", "tee-m-red", false],
    ]);
    expect(color?.choices.map((c) => [c.label, c.childSku, c.selected])).toEqual([
      ["Red", "tee-s-red", false],
      ["Blue", "tee-s-blue", true],
      ["Green", null, false],
    ]);
  });

  it("select nothing on the parent page", () => {
    expect(variantOptions(tee, null).flatMap((o) => o.choices).some((c) => c.selected)).toBe(false);
  });
});

describe("options from the URL query", () => {
  it("preselect the child by labels or value indexes, any case", () => {
    expect(childFromQuery(tee, { size: "m", color: "Red" })).toEqual({ child: children[1], error: null });
    expect(childFromQuery(tee, { size: "1", color: "11" }).child?.sku).toBe("tee-s-blue");
    expect(childFromQuery(tee, { size: ["S", "M"] }).child?.sku).toBe("tee-s-red");
  });
  it("select nothing when the query names no option", () => {
    expect(childFromQuery(tee, { utm_source: "x" })).toEqual({ child: null, error: null });
  });
  it("report a combination no child has, and a product without variants", () => {
    expect(childFromQuery(tee, { size: "M", color: "Blue" })).toEqual({
      child: null,
      error: "No such configuration for the product. Please do choose another combination of attributes.",
    });
    expect(childFromQuery(tee, { color: "Purple" }).error).toMatch(/^No such configuration/);
    expect(childFromQuery({ ...tee, configurable_children: [] } as Product, { size: "S" }).error).toBe(
      "No available product variants",
    );
  });
  it("write a child's choices back as a query", () => {
    expect(optionQueryOf(tee, children[2]!)).toBe("?size=S&color=Blue");
  });
});
