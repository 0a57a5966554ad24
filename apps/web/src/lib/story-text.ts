import {
  campaignPriceCents,
  contentRichTexts,
  convertCents,
  directiveNeeds,
  formatMoney,
  richTextStrings,
  richTextView,
  type BlockView,
  type CampaignDiscounts,
  type DirectivePrices,
  type DirectiveResolvers,
  type RichText,
  type Story,
} from "@petsies/domain";
import type { StatisticValueAnswer } from "@petsies/contract";
import { apiGet } from "./api.ts";
import { getProduct } from "./catalog.ts";
import { getActiveCurrency } from "./currency.ts";

/** Each rich text of a story (and of the stories it includes) as it is shown, directives evaluated. */
export type StoryTexts = ReadonlyMap<RichText, BlockView[]>;

async function orderedPlushiesCount(): Promise<number> {
  return (await apiGet<StatisticValueAnswer>("/api/statistic-values?metric=orderedPlushiesCount", { revalidate: 60 })).value;
}

/**
 * Catalogue prices; the campaign's price where the shop's default campaign discounts the product. With the
 * product's id, so that a campaign's price follows the shopper's campaign in the browser (RichText).
 */
async function pricesOf(skus: string[], discounts: CampaignDiscounts): Promise<Map<string, DirectivePrices>> {
  const products = await Promise.all(skus.map((sku) => getProduct(sku)));
  return new Map(
    products.flatMap((p) => {
      if (!p) return [];
      const finalCents = Math.round(p.final_price * 100);
      const discount = discounts[p.id];
      const campaignCents = discount ? campaignPriceCents(finalCents, discount) : null;
      return [[p.sku, { productId: p.id, regularCents: Math.round(p.regular_price * 100), finalCents, campaignCents }] as const];
    }),
  );
}

/**
 * Rich text ready to render, on the server: prices from the catalogue (the default campaign's for
 * productPrice with the promo flag, which the browser re-prices for a shopper in another campaign, as tags
 * are) in the shopper's currency, and the ordered-plushies count, fetched once for every directive of the page. Throws UnknownRichTextItem or
 * DirectiveError when a text cannot be shown; the page then says "Could not load story" (spec §8).
 */
export async function storyTexts(story: Story): Promise<StoryTexts> {
  const texts = [story.content, ...Object.values(story.references)].flatMap(contentRichTexts);
  const skus = new Set<string>();
  let needsCount = false;
  for (const text of richTextStringsOf(texts)) {
    const needs = directiveNeeds(text);
    needs.skus.forEach((s) => skus.add(s));
    needsCount ||= needs.orderedPlushiesCount;
  }
  const active = await getActiveCurrency();
  const [prices, count] = await Promise.all([pricesOf([...skus], active.discounts ?? {}), needsCount ? orderedPlushiesCount() : 0]);
  const resolvers: DirectiveResolvers = {
    price: (sku) => prices.get(sku),
    orderedPlushiesCount: () => count,
    money: (cents) => formatMoney(convertCents(cents, active.rate), active.currency),
  };
  return new Map(texts.map((t) => [t, richTextView(t, resolvers)]));
}

function richTextStringsOf(texts: RichText[]): string[] {
  return texts.flatMap(richTextStrings).filter((s) => s.includes("{{") || s.includes("}}"));
}
