import { notFound } from "next/navigation";
import { getActiveCurrency } from "../../lib/currency.ts";
import { loadProductPage } from "../../lib/product-page.ts";
import { ProductView } from "./ProductView.tsx";

/** Shared by /p/:parentSku/, /p/:parentSku/:childSku/ and /giftcards/. */
export async function ProductPage({ sku, childSku, canonical }: { sku: string; childSku?: string; canonical?: string }) {
  const [data, active] = await Promise.all([loadProductPage(sku, childSku), getActiveCurrency()]);
  if (!data) notFound();
  return <ProductView product={data.product} child={data.child} path={canonical ?? data.path} active={active} />;
}
