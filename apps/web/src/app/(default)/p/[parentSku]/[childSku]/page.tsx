import type { Metadata } from "next";
import { ProductPage } from "../../../../../components/product/ProductPage.tsx";
import { productMetadata } from "../../../../../lib/page-metadata.ts";
import { loadProductPage } from "../../../../../lib/product-page.ts";

type Props = { params: Promise<{ parentSku: string; childSku: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { parentSku, childSku } = await params;
  return productMetadata(await loadProductPage(parentSku, childSku));
}

export default async function ProductChildRoute({ params }: Props) {
  const { parentSku, childSku } = await params;
  return <ProductPage sku={parentSku} childSku={childSku} />;
}
