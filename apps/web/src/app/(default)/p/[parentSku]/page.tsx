import type { Metadata } from "next";
import { ProductPage } from "../../../../components/product/ProductPage.tsx";
import { productMetadata } from "../../../../lib/page-metadata.ts";
import { loadProductPage } from "../../../../lib/product-page.ts";

type Props = {
  params: Promise<{ parentSku: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** With the URL dispatcher, a child product's sku travels as the childSku query parameter (spec §2). */
async function childSkuOf(searchParams: Props["searchParams"]): Promise<string | undefined> {
  const value = (await searchParams).childSku;
  return typeof value === "string" && value ? value : undefined;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { parentSku } = await params;
  return productMetadata(await loadProductPage(parentSku, await childSkuOf(searchParams), await searchParams));
}

/** Options may be preselected by the query, e.g. /p/petsies_hoodie/?size=M (spec §2 "Product page"). */
export default async function ProductRoute({ params, searchParams }: Props) {
  const { parentSku } = await params;
  return <ProductPage sku={parentSku} childSku={await childSkuOf(searchParams)} query={await searchParams} />;
}
