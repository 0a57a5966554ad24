import type { Metadata } from "next";
import { SEO_DESCRIPTION_ATTRIBUTE, SEO_TITLE_ATTRIBUTE } from "@petsies/domain";
import type { ProductPageData } from "./product-page.ts";
import { summary } from "./text.ts";

export const NOT_FOUND_METADATA: Metadata = { title: "Page not found" };

export function productMetadata(data: ProductPageData | null, canonical?: string): Metadata {
  if (!data) return NOT_FOUND_METADATA;
  const shown = data.child ?? data.product;
  // The SEO title and description an owner set in the back office come first.
  const seo = data.product.custom_attributes ?? {};
  const seoTitle = String(seo[SEO_TITLE_ATTRIBUTE] ?? "").trim();
  const seoDescription = String(seo[SEO_DESCRIPTION_ATTRIBUTE] ?? "").trim();
  return {
    title: seoTitle || data.product.name,
    description:
      seoDescription ||
      (summary(shown.short_description || data.product.short_description || data.product.description) ?? `${data.product.name}, handmade by Petsies.`),
    alternates: { canonical: canonical ?? data.path },
  };
}
