import { SiteLink } from "../ui/SiteLink.tsx";
import { IMAGE_VARIANTS, productLink, type Product } from "@petsies/domain";
import type { ActiveCurrency } from "../../lib/money.ts";
import { ProductListButtons } from "../product-lists/ProductListButtons.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { Price } from "./Price.tsx";

export function ProductCard({
  product,
  active,
  priority = false,
  headingLevel = 2,
}: {
  product: Product;
  active: ActiveCurrency;
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article data-testid="product-card" data-item-id={product.sku} className="group relative flex flex-col gap-2">
      <div className="overflow-hidden rounded-xl bg-sand">
        <ResponsiveImage
          src={product.thumbnail || product.image}
          alt={product.name}
          variant="thumbnail"
          srcSet={["thumbnail648"]}
          sizes={`(min-width: 1024px) ${IMAGE_VARIANTS.thumbnail.width}px, 50vw`}
          priority={priority}
          className="aspect-[324/489] h-auto w-full object-cover transition-transform group-hover:scale-[1.03]"
        />
      </div>
      <ProductListButtons sku={product.sku} name={product.name} variant="card" />
      <Heading className="text-base font-semibold">
        {/* The whole card is clickable through this one link, so there is a single tab stop per product. Its page is
            fetched ahead only when pointed at (see SiteLink): a page of cards would otherwise fetch them all. */}
        <SiteLink href={productLink(product)} className="text-ink no-underline after:absolute after:inset-0 hover:underline">
          {product.name}
        </SiteLink>
      </Heading>
      <Price product={product} active={active} />
    </article>
  );
}
