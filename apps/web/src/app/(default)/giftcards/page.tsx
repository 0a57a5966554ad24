import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GIFT_CARD_SKU, giftCardAmounts } from "@petsies/domain";
import { GiftCardPurchase } from "../../../components/giftcards/GiftCardPurchase.tsx";
import { getActiveCurrency } from "../../../lib/currency.ts";
import { giftCardDesignsOf } from "../../../lib/gift-card-designs.ts";
import { productMetadata } from "../../../lib/page-metadata.ts";
import { loadProductPage } from "../../../lib/product-page.ts";
import { paragraphs } from "../../../lib/text.ts";

const PATH = "/giftcards/";

export async function generateMetadata(): Promise<Metadata> {
  return productMetadata(await loadProductPage(GIFT_CARD_SKU), PATH);
}

/** /giftcards/ (spec §2, the header's Gift Cards): buy an e-mailed or posted Petsies gift card. */
export default async function GiftCardsPage() {
  const [data, { list: _list, ...active }] = await Promise.all([loadProductPage(GIFT_CARD_SKU), getActiveCurrency()]);
  if (!data) notFound();
  const product = data.product;
  const templates = await giftCardDesignsOf(product);
  return (
    <div className="mx-auto grid max-w-[1272px] gap-8 px-4 py-8 lg:grid-cols-2 lg:gap-12 lg:px-6 lg:py-12">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight lg:text-4xl">{product.name}</h1>
        {paragraphs(product.description).map((text, i) => (
          <p key={i} className="text-lg text-muted">
            {text}
          </p>
        ))}
      </div>
      <GiftCardPurchase sku={product.sku} productName={product.name} image={product.image} amounts={giftCardAmounts(product.custom_attributes)} templates={templates} active={active} />
    </div>
  );
}
