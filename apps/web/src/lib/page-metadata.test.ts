import { describe, expect, it } from "vitest";
import type { Product } from "@petsies/domain";
import { productMetadata } from "./page-metadata.ts";

const product = (over: Partial<Product>): Product =>
  ({ sku: "felt_mouse", name: "Felt Mouse", type_id: "simple", description: "<p>A soft felt mouse.</p>", short_description: "", custom_attributes: {}, ...over }) as Product;
const page = (p: Product) => ({ product: p, child: null, path: "/p/felt_mouse/", configurationError: null, parts: [] });

describe("productMetadata", () => {
  it("uses the SEO title and description set in the back office", () => {
    const meta = productMetadata(page(product({ custom_attributes: { meta_title: "Felt mouse cat toy", meta_description: "Handmade felt mouse." } })));
    expect(meta).toMatchObject({ title: "Felt mouse cat toy", description: "Handmade felt mouse." });
  });

  it("falls back to the name and the description's summary", () => {
    expect(productMetadata(page(product({ custom_attributes: { meta_title: " " } })))).toMatchObject({ title: "Felt Mouse", description: "A soft felt mouse." });
  });
});
