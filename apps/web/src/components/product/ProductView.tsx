import { SiteLink } from "../ui/SiteLink.tsx";
import type { ReactNode } from "react";
import { imageUrl, isSellable, productLink, productPath, stockText, variantOptions, type MediaItem, type Product, type RatingSummary } from "@petsies/domain";
import { itemOfProduct } from "../../lib/analytics.ts";
import { cartItemOf } from "../../lib/cart/product.ts";
import { sizeGuideRows } from "../../lib/modals/size-guide.ts";
import { money, priceInputs, type ActiveCurrency } from "../../lib/money.ts";
import { productJsonLd } from "../../lib/structured-data.ts";
import { paragraphs } from "../../lib/text.ts";
import { Price } from "../catalog/Price.tsx";
import { ViewItemTracker } from "../analytics/ViewItemTracker.tsx";
import { ProductListButtons } from "../product-lists/ProductListButtons.tsx";
import { JsonLd } from "../seo/JsonLd.tsx";
import { Stars } from "../reviews/Stars.tsx";
import { AddToCart } from "./AddToCart.tsx";
import type { GroupedPartView } from "./GroupedAddToCart.tsx";
import { Gallery } from "./Gallery.tsx";
import { BundleAddToCart, GroupedAddToCart } from "./ProductTypeParts.tsx";
import { SizeGuideButton } from "./SizeGuideButton.tsx";
import { VariantOptions } from "./VariantOptions.tsx";

/** The child's own images first, then the product's, without repeats. */
function galleryOf(product: Product, child: Product | null): MediaItem[] {
  const items = [
    ...(child ? [{ image: child.image, label: child.name }, ...child.media_gallery] : []),
    ...(product.media_gallery.length > 0 ? product.media_gallery : [{ image: product.image, label: product.name }]),
  ];
  const seen = new Set<string>();
  return items.filter((item) => item.image && !seen.has(item.image) && seen.add(item.image));
}

/** A grouped product's parts as its page lists them, each starting at the quantity the set holds. */
function partViews(product: Product, parts: Product[], active: ActiveCurrency): GroupedPartView[] {
  const setQty = (sku: string) => product.product_links.find((l) => l.linked_product_sku === sku)?.qty ?? 1;
  return parts.flatMap((part) => {
    const item = cartItemOf(part, null);
    if (!item) return [];
    const image = imageUrl(part.thumbnail || part.image, "cartThumbnail");
    return [{ item, image, pricing: priceInputs(part, active), stockText: stockText(part.stock), defaultQty: setQty(part.sku), stock: part.stock }];
  });
}

/**
 * A product page body. `childSku` picks a configurable child; the product's own sku (the default) shows the
 * product itself. Products the cart takes as they are get the add-to-cart form; creation bundles and
 * designs link to their creation page, where the configurator is (spec §2 "Creation pages").
 */
export function ProductView({
  product,
  child,
  parts = [],
  path,
  configurationError = null,
  active,
  rating = null,
  configurator = null,
}: {
  product: Product;
  child: Product | null;
  /** A grouped product's parts (spec §4), or the products a bundle's options offer. */
  parts?: Product[];
  path: string;
  configurationError?: string | null;
  active: ActiveCurrency;
  /** The product's rating from its reviews (shown when it has any). */
  rating?: RatingSummary | null;
  /** A customized product's configurator, which takes the place of the add-to-cart form. */
  configurator?: ReactNode;
}) {
  const shown = child ?? product;
  const media = galleryOf(product, child);
  const options = product.type_id === "configurable" ? variantOptions(product, child) : [];
  const shortText = paragraphs(shown.short_description || product.short_description);
  const longText = paragraphs(shown.description || product.description);
  const inStock = isSellable(shown.stock);
  const cartItem = cartItemOf(product, child);
  const creation = productLink(product);
  const createPath = creation !== productPath(product) ? creation : null;
  const sizes = sizeGuideRows(product.customizations, (amount) => money(amount, active));

  return (
    <article className="mx-auto grid max-w-[1272px] gap-8 px-4 py-8 lg:grid-cols-2 lg:gap-12 lg:px-6">
      <JsonLd data={productJsonLd(product, shown, media.map((m) => m.image), path, active)} />
      <ViewItemTracker item={itemOfProduct(product, undefined, child)} />
      <Gallery media={media} name={product.name} />
      <div className="flex flex-col gap-5">
        <h1 className="text-3xl font-extrabold tracking-tight lg:text-4xl">{product.name}</h1>
        {rating && rating.reviewsCount > 0 && (
          <a href="#reviews" className="flex items-center gap-2 self-start text-ink" data-testid="product-rating-link">
            <Stars rating={rating.rating} />
            <span>
              {rating.rating.toFixed(1)} ({rating.reviewsCount === 1 ? "1 review" : `${rating.reviewsCount} reviews`})
            </span>
          </a>
        )}
        <Price product={shown} active={active} size="large" />
        <p className={inStock ? "font-semibold text-leaf" : "font-semibold text-sale"}>{stockText(shown.stock)}</p>
        {shortText.map((text, i) => (
          <p key={i} className="text-lg text-muted">
            {text}
          </p>
        ))}
        {configurationError && (
          <p role="alert" className="rounded-xl border border-sale bg-white p-4 font-semibold text-sale">
            {configurationError}
          </p>
        )}
        {options.length > 0 && <VariantOptions parentSku={product.sku} options={options} />}
        {sizes.length > 0 && <SizeGuideButton productName={product.name} rows={sizes} />}
        {createPath ? (
          <SiteLink
            href={createPath}
            data-testid="create-link"
            className="inline-flex h-12 items-center justify-center self-start rounded-full bg-brand px-8 text-lg font-semibold text-white no-underline hover:bg-brand-dark"
          >
            Personalize yours
          </SiteLink>
        ) : configurator ? (
          configurator
        ) : product.type_id === "grouped" ? (
          <GroupedAddToCart parts={partViews(product, parts, active)} />
        ) : product.type_id === "bundle" ? (
          <BundleAddToCart product={product} parts={parts} active={active} />
        ) : (
          cartItem && <AddToCart key={cartItem.sku} item={cartItem} />
        )}
        <ProductListButtons sku={product.sku} name={product.name} variant="page" />
        {longText.length > 0 && (
          <section aria-labelledby="product-description" className="border-t border-sand pt-5">
            <h2 id="product-description" className="mb-3 text-xl font-bold">
              Description
            </h2>
            <div className="space-y-3">
              {longText.map((text, i) => (
                <p key={i}>{text}</p>
              ))}
            </div>
          </section>
        )}
      </div>
    </article>
  );
}
