/**
 * The countdown banner's description with its directives evaluated (spec §5): the prices and the ordered
 * plushies count it names are fetched first, then the pure evaluator runs. Null when the text cannot be
 * processed (an unknown directive, a product that is gone, a failed call): the banner then stays hidden
 * (spec §4 "directives are processed").
 */
import {
  campaignPriceCents,
  convertCents,
  directiveNeeds,
  evaluateRichText,
  formatMoney,
  type CampaignDiscounts,
  type Product,
  type RichTextSegment,
} from "@petsies/domain";
import type { ActiveCurrency } from "../money.ts";

type PricedProduct = Pick<Product, "sku" | "regular_price" | "final_price" | "id">;

/** Where the data comes from: the API client on the server, same-origin calls in the browser. */
export interface BannerTextSources {
  products(skus: string[]): Promise<PricedProduct[]>;
  orderedPlushiesCount(): Promise<number>;
}

const cents = (amount: number) => Math.round(amount * 100);

export async function bannerText(
  description: string,
  sources: BannerTextSources,
  active: ActiveCurrency,
  discounts: CampaignDiscounts,
): Promise<RichTextSegment[] | null> {
  try {
    const needs = directiveNeeds(description);
    const [products, count] = await Promise.all([
      needs.skus.length > 0 ? sources.products(needs.skus) : Promise.resolve([]),
      needs.orderedPlushiesCount ? sources.orderedPlushiesCount() : Promise.resolve(0),
    ]);
    const bySku = new Map(products.map((p) => [p.sku, p]));
    return evaluateRichText(description, {
      price: (sku) => {
        const p = bySku.get(sku);
        if (!p) return undefined;
        const discount = discounts[p.id];
        return {
          regularCents: cents(p.regular_price),
          finalCents: cents(p.final_price),
          campaignCents: discount ? campaignPriceCents(cents(p.final_price), discount) : null,
        };
      },
      orderedPlushiesCount: () => count,
      money: (amount) => formatMoney(convertCents(amount, active.rate), active.currency),
    });
  } catch (error) {
    console.warn("promotions: the banner's text could not be processed:", (error as Error).message);
    return null;
  }
}
