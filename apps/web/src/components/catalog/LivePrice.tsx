"use client";

import { priceView, type ActiveCurrency, type PriceView, type PricedProduct } from "../../lib/money.ts";
import { useShopperActive } from "../../lib/promotions/shopper-campaign.ts";

/** The price in the shopper's campaign: the default's as rendered, then theirs once it is known. */
export function LivePrice({ product, active, size }: { product: PricedProduct; active: ActiveCurrency; size: "base" | "large" }) {
  return <PriceTag price={priceView(product, useShopperActive(active))} size={size} />;
}

/**
 * A campaign's price written in a story's text (a productPrice directive with the promo flag): rendered with
 * the page at the default campaign's price, then the shopper's campaign's, as LivePrice; the amount alone when
 * the directive says plain, else a tag with the regular price struck beside a lower one.
 */
export function LiveTextPrice({ product, active, plain }: { product: PricedProduct; active: ActiveCurrency; plain: boolean }) {
  const price = priceView(product, useShopperActive(active));
  return plain ? <span>{price.final}</span> : <TextPriceTag price={price.final} regularPrice={price.regular} />;
}

/** A price tag inside running text: the price, and a struck regular price beside it when on sale. */
export function TextPriceTag({ price, regularPrice }: { price: string; regularPrice: string | null }) {
  return (
    <span data-testid="price">
      {price}
      {regularPrice && (
        <>
          {" "}
          <s className="text-muted">
            <span className="sr-only">regular price </span>
            {regularPrice}
          </s>
        </>
      )}
    </span>
  );
}

/** The final price; on sale also the struck-through regular price and the discount. */
function PriceTag({ price, size }: { price: PriceView; size: "base" | "large" }) {
  const finalClass = size === "large" ? "text-2xl font-bold" : "font-bold";
  if (!price.regular) {
    return (
      <span data-testid="price" className={finalClass}>
        {price.final}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${finalClass} text-sale`}>
        <span className="sr-only">Special price </span>
        <span data-testid="price">{price.final}</span>
      </span>
      <s className="text-muted">
        <span className="sr-only">Regular price </span>
        {price.regular}
      </s>
      <span className="rounded bg-sale px-1.5 text-sm font-semibold text-white">-{price.discountPercent}%</span>
    </span>
  );
}
