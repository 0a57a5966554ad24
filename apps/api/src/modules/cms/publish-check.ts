/**
 * Before a story is published (issue 16): its rich texts evaluated now, the way the storefront will show them
 * (spec §5; web lib/story-text.ts). A page whose text cannot be evaluated shows "Could not load story" to
 * every shopper, so such a story is refused instead, each problem at its block's text in the evaluator's words.
 */
import {
  BASE_CURRENCY,
  contentRichTexts,
  DirectiveError,
  directiveNeeds,
  richTextStrings,
  richTextView,
  UnknownRichTextItem,
  type DirectivePrices,
  type RichText,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import type { FieldErrors } from "../../infra/validation-answer.ts";
import { productsBySkus } from "../catalog/service.ts";
import { statisticValue } from "../plushies/service.ts";
import { blockFieldKey, blocksOf } from "./block-problems.ts";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: BASE_CURRENCY });

/** The blocks' texts that the storefront could not show now, by `block.{_uid}.text`. */
export async function directiveProblems(db: Db, content: unknown, now = new Date()): Promise<FieldErrors> {
  const texts = blocksOf(content).flatMap((block) => contentRichTexts({ component: block.component, text: block.text }).map((text) => ({ uid: String(block._uid ?? ""), text })));
  const fields: FieldErrors = {};
  const skus = new Set<string>();
  let needsCount = false;
  for (const { uid, text } of texts) {
    try {
      for (const s of richTextStrings(text)) {
        const needs = directiveNeeds(s);
        needs.skus.forEach((sku) => skus.add(sku));
        needsCount ||= needs.orderedPlushiesCount;
      }
    } catch (error) {
      if (!(error instanceof DirectiveError)) throw error;
      fields[blockFieldKey(uid, "text")] ??= error.message;
    }
  }
  const [found, plushies] = await Promise.all([productsBySkus(db, [...skus], now), needsCount ? statisticValue(db, "orderedPlushiesCount") : Promise.resolve(0)]);
  const prices = new Map<string, DirectivePrices>(
    found.map((p) => [p.sku, { regularCents: Math.round(p.regular_price * 100), finalCents: Math.round(p.final_price * 100), campaignCents: null }]),
  );
  const resolvers = { price: (sku: string) => prices.get(sku), orderedPlushiesCount: () => plushies, money: (cents: number) => money.format(cents / 100) };
  for (const { uid, text } of texts) {
    const key = blockFieldKey(uid, "text");
    if (fields[key]) continue;
    try {
      richTextView(text as RichText, resolvers);
    } catch (error) {
      if (!(error instanceof DirectiveError) && !(error instanceof UnknownRichTextItem)) throw error;
      fields[key] = error.message;
    }
  }
  return fields;
}
