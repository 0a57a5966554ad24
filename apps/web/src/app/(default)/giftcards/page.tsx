import type { Metadata } from "next";
import { ProductPage } from "../../../components/product/ProductPage.tsx";
import { productMetadata } from "../../../lib/page-metadata.ts";
import { loadProductPage } from "../../../lib/product-page.ts";

const GIFT_CARD_SKU = "am_gift_card";
const PATH = "/giftcards/";

export async function generateMetadata(): Promise<Metadata> {
  return productMetadata(await loadProductPage(GIFT_CARD_SKU), PATH);
}

export default function GiftCardsPage() {
  return <ProductPage sku={GIFT_CARD_SKU} canonical={PATH} />;
}
