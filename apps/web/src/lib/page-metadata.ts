import type { Metadata } from "next";
import type { ProductPageData } from "./product-page.ts";
import { summary } from "./text.ts";

export const NOT_FOUND_METADATA: Metadata = { title: "Page not found" };

export function productMetadata(data: ProductPageData | null, canonical?: string): Metadata {
  if (!data) return NOT_FOUND_METADATA;
  const shown = data.child ?? data.product;
  return {
    title: data.product.name,
    description:
      summary(shown.short_description || data.product.short_description || data.product.description) ??
      `${data.product.name}, handmade by Petsies.`,
    alternates: { canonical: canonical ?? data.path },
  };
}
