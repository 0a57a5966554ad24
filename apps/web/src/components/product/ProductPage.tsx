import { notFound } from "next/navigation";
import { giftCardAmounts, isGiftCardProduct, productLink, productPath, type OptionQuery } from "@petsies/domain";
import { getActiveCurrency } from "../../lib/currency.ts";
import { giftCardDesignsOf } from "../../lib/gift-card-designs.ts";
import { loadProductPage } from "../../lib/product-page.ts";
import { loadReviews } from "../../lib/reviews.ts";
import { ProductReviews } from "../reviews/ProductReviews.tsx";
import { ProductConfigurator } from "./ProductConfigurator.tsx";
import { GiftCardPurchase } from "./ProductTypeParts.tsx";
import { ProductView } from "./ProductView.tsx";

/** Shared by /p/:parentSku/, /p/:parentSku/:childSku/ and /giftcards/. */
export async function ProductPage({
  sku,
  childSku,
  query,
  canonical,
}: {
  sku: string;
  childSku?: string;
  query?: OptionQuery;
  canonical?: string;
}) {
  const [data, active] = await Promise.all([loadProductPage(sku, childSku, query), getActiveCurrency()]);
  if (!data) notFound();
  const product = data.product;
  const giftCard = isGiftCardProduct(product.type_id, product.custom_attributes);
  const [reviews, designs] = await Promise.all([loadReviews(product.sku), giftCard ? giftCardDesignsOf(product) : []]);
  // A product customized in the back office is configured here; a creation family's configurator is on its creation page.
  const customized = (product.customizations?.length ?? 0) > 0 && productLink(product) === productPath(product);
  const { list: _list, ...shown } = active;
  return (
    <>
      <ProductView
        product={data.product}
        child={data.child}
        parts={data.parts}
        path={canonical ?? data.path}
        configurationError={data.configurationError}
        active={active}
        rating={reviews?.summary ?? null}
        configurator={
          giftCard ? (
            // Any gift card product is bought with its own amounts and designs, as am_gift_card is on /giftcards/.
            <GiftCardPurchase sku={product.sku} productName={product.name} image={product.image} amounts={giftCardAmounts(product.custom_attributes)} templates={designs} active={shown} />
          ) : customized ? (
            <ProductConfigurator product={product} query={query ?? {}} />
          ) : null
        }
      />
      <ProductReviews sku={data.product.sku} name={data.product.name} page={reviews} />
    </>
  );
}
