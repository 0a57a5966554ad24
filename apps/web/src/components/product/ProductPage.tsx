import { notFound } from "next/navigation";
import { productLink, productPath, type OptionQuery } from "@petsies/domain";
import { getActiveCurrency } from "../../lib/currency.ts";
import { loadProductPage } from "../../lib/product-page.ts";
import { loadReviews } from "../../lib/reviews.ts";
import { ProductReviews } from "../reviews/ProductReviews.tsx";
import { ProductConfigurator } from "./ProductConfigurator.tsx";
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
  const reviews = await loadReviews(data.product.sku);
  // A product customized in the back office is configured here; a creation family's configurator is on its creation page.
  const customized = (data.product.customizations?.length ?? 0) > 0 && productLink(data.product) === productPath(data.product);
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
        configurator={customized ? <ProductConfigurator product={data.product} query={query ?? {}} /> : null}
      />
      <ProductReviews sku={data.product.sku} name={data.product.name} page={reviews} />
    </>
  );
}
