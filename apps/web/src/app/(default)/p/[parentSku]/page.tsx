import type { Metadata } from "next";
import { ProductPage } from "../../../../components/product/ProductPage.tsx";
import { productMetadata } from "../../../../lib/page-metadata.ts";
import { loadProductPage } from "../../../../lib/product-page.ts";

type Props = { params: Promise<{ parentSku: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { parentSku } = await params;
  return productMetadata(await loadProductPage(parentSku));
}

export default async function ProductRoute({ params }: Props) {
  const { parentSku } = await params;
  return <ProductPage sku={parentSku} />;
}
