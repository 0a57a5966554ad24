import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GIFT_CARD_SKU, giftCardAmounts, offeredDesigns } from "@petsies/domain";
import { GiftCardPurchase, type GiftCardTemplate } from "../../../components/giftcards/GiftCardPurchase.tsx";
import { apiGet } from "../../../lib/api.ts";
import { getActiveCurrency } from "../../../lib/currency.ts";
import { productMetadata } from "../../../lib/page-metadata.ts";
import { loadProductPage } from "../../../lib/product-page.ts";
import { paragraphs } from "../../../lib/text.ts";

const PATH = "/giftcards/";

export async function generateMetadata(): Promise<Metadata> {
  return productMetadata(await loadProductPage(GIFT_CARD_SKU), PATH);
}

/** /giftcards/ (spec §2, the header's Gift Cards): buy an e-mailed or posted Petsies gift card. */
export default async function GiftCardsPage() {
  const [data, templates, { list: _list, ...active }] = await Promise.all([
    loadProductPage(GIFT_CARD_SKU),
    // Read fresh: owners add and disable designs in the back office, and a disabled one must go at once.
    apiGet<GiftCardTemplate[]>("/api/giftcards/templates?storeId=1").catch(() => []),
    getActiveCurrency(),
  ]);
  if (!data) notFound();
  const product = data.product;
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
      <GiftCardPurchase productName={product.name} image={product.image} amounts={giftCardAmounts(product.custom_attributes)} templates={offeredDesigns(templates, product.custom_attributes)} active={active} />
    </div>
  );
}
