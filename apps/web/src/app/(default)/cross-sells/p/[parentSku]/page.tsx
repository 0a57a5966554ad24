import type { Metadata } from "next";
import { SiteLink } from "../../../../../components/ui/SiteLink.tsx";
import { notFound } from "next/navigation";
import { CART_PATH, IMAGE_VARIANTS, crossSellPath, productPath } from "@petsies/domain";
import { Price } from "../../../../../components/catalog/Price.tsx";
import { ProductGrid } from "../../../../../components/catalog/ProductGrid.tsx";
import { ResponsiveImage } from "../../../../../components/ui/ResponsiveImage.tsx";
import { loadCrossSells } from "../../../../../lib/cross-sells.ts";
import { getActiveCurrency } from "../../../../../lib/currency.ts";
import { NOT_FOUND_METADATA } from "../../../../../lib/page-metadata.ts";

type Props = { params: Promise<{ parentSku: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await loadCrossSells((await params).parentSku);
  if (!data) return NOT_FOUND_METADATA;
  // The offer page repeats the product page; search engines should index the product page only.
  return {
    title: `Goes well with ${data.product.name}`,
    alternates: { canonical: crossSellPath(data.product.sku) },
    robots: { index: false, follow: true },
  };
}

/** /cross-sells/p/:parentSku/ (spec §2): the product just chosen, what goes well with it, and the way to the cart. */
export default async function CrossSellsPage({ params }: Props) {
  const [data, active] = await Promise.all([params.then((p) => loadCrossSells(p.parentSku)), getActiveCurrency()]);
  if (!data) notFound();
  const { product, related } = data;

  return (
    <div className="mx-auto max-w-[1272px] space-y-8 px-4 py-8 lg:px-6 lg:py-12">
      <section aria-labelledby="cross-sell-product" className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <ResponsiveImage
          src={product.thumbnail || product.image}
          alt={product.name}
          variant="thumbnail"
          srcSet={["thumbnail648"]}
          sizes={`${IMAGE_VARIANTS.thumbnail.width}px`}
          priority
          className="aspect-[324/489] h-auto w-40 rounded-xl bg-sand object-cover"
        />
        <div className="flex flex-col gap-3">
          <h1 id="cross-sell-product" className="text-3xl font-extrabold tracking-tight">
            {product.name}
          </h1>
          <Price product={product} active={active} size="large" />
          <div className="flex flex-wrap gap-3">
            <SiteLink
              href={CART_PATH}
              className="rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark"
            >
              Go to cart
            </SiteLink>
            <SiteLink href={productPath(product)} className="rounded-full border border-ink px-6 py-3 font-semibold text-ink no-underline">
              View product
            </SiteLink>
          </div>
        </div>
      </section>
      {related.length > 0 && (
        <section aria-labelledby="cross-sell-related" className="space-y-4">
          <h2 id="cross-sell-related" className="text-2xl font-bold">
            Goes well with it
          </h2>
          <ProductGrid products={related} active={active} listName="Goes well with it" />
        </section>
      )}
    </div>
  );
}
