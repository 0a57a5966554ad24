import { SITE_DESCRIPTION, SITE_TITLE, imageUrl, isSellable, type Product } from "@petsies/domain";
import { SOCIAL_LINKS } from "./site-links.ts";
import { payableAmount, type ActiveCurrency } from "./money.ts";
import { absoluteUrl } from "./site-url.ts";
import { summary } from "./text.ts";

/** Home page structured data (spec §2): who we are and the site itself. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_TITLE,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    description: SITE_DESCRIPTION,
    sameAs: Object.values(SOCIAL_LINKS).map((link) => link.href),
  };
}

export function websiteJsonLd() {
  return { "@context": "https://schema.org", "@type": "WebSite", name: SITE_TITLE, url: absoluteUrl("/") };
}

/** Product snippet (spec §7 "Other"): the price shown (a campaign's included) in the shopper's currency and in-stock availability. */
export function productJsonLd(product: Product, shown: Product, images: string[], path: string, active: ActiveCurrency) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: shown.sku,
    image: images.map((key) => absoluteUrl(imageUrl(key, "gallery"))),
    description: summary(shown.short_description || shown.description || product.description, 5000),
    offers: {
      "@type": "Offer",
      url: absoluteUrl(path),
      price: payableAmount(shown, active).toFixed(2),
      priceCurrency: active.currency.code,
      availability: isSellable(shown.stock) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
}
