/**
 * A bundle's page (spec §4 "Bundle and grouped items"): the shopper picks a product in each option, and the bundle
 * is one cart line whose product_option names the picks (extension_attributes.bundle_options), priced by the server
 * from them (api cart/lines.ts, domain bundleParts). These rules read the picks and say what they cost, as the cart
 * will charge it: each chosen product's price times its quantity, the link's own unless the shopper may change it.
 */
import { isSingleChoice, MAX_LINE_QTY, parseQty, type BundleOption, type BundleSelection, type LineChoice, type Product, type ProductLink } from "@petsies/domain";

export interface BundleChoiceOption {
  option: BundleOption;
  /** The option's links whose product is on sale, each with that product. */
  selections: { link: ProductLink; part: Product }[];
}

/** What the shopper has picked in each option (by option_id): the skus, and the quantity typed when it may change. */
export type BundlePicks = Record<number, { skus: string[]; qty: string }>;

export const BUNDLE_QTY_INVALID = `Enter a whole number from 1 to ${MAX_LINE_QTY}.`;
export const chooseOne = (title: string) => `Choose one of ${title}.`;

/** The options with the products they offer; a link whose product is not on sale is left out. */
export function bundleChoices(product: Pick<Product, "bundle_options">, parts: Product[]): BundleChoiceOption[] {
  const bySku = new Map(parts.map((p) => [p.sku, p]));
  return product.bundle_options.map((option) => ({
    option,
    selections: option.product_links.flatMap((link) => {
      const part = bySku.get(link.linked_product_sku);
      return part ? [{ link, part }] : [];
    }),
  }));
}

/** The skus every option's parts are looked up by. */
export const bundlePartSkus = (product: Pick<Product, "bundle_options">) => [...new Set(product.bundle_options.flatMap((o) => o.product_links.map((l) => l.linked_product_sku)))];

/** The page's first picks: each option's default products (a required one-choice option without one: its first). */
export function initialPicks(choices: BundleChoiceOption[]): BundlePicks {
  return Object.fromEntries(
    choices.map(({ option, selections }) => {
      const defaults = selections.filter((s) => s.link.is_default);
      const picked = defaults.length > 0 ? defaults : option.required && isSingleChoice(option.type) && selections[0] ? [selections[0]] : [];
      const shown = isSingleChoice(option.type) ? picked.slice(0, 1) : picked;
      return [option.option_id, { skus: shown.map((s) => s.part.sku), qty: String(shown[0]?.link.qty ?? 1) }];
    }),
  );
}

/** Whether the shopper types the quantity of the option's pick: one product chosen, and its link lets them. */
export function qtyEditable(choice: BundleChoiceOption, picks: BundlePicks): ProductLink | null {
  if (!isSingleChoice(choice.option.type)) return null;
  const sku = picks[choice.option.option_id]?.skus[0];
  const link = choice.selections.find((s) => s.part.sku === sku)?.link;
  return link && link.can_change_quantity !== false ? link : null;
}

export type BundleReading =
  | { ok: true; selections: BundleSelection[]; totalCents: number; lines: LineChoice[] }
  | { ok: false; fieldErrors: Record<number, string> };

/** The picks as the cart takes them, or each option's mistake (by option_id). */
export function readBundlePicks(choices: BundleChoiceOption[], picks: BundlePicks, priceCents: (part: Product) => number): BundleReading {
  const fieldErrors: Record<number, string> = {};
  const selections: BundleSelection[] = [];
  const lines: LineChoice[] = [];
  let totalCents = 0;
  for (const choice of choices) {
    const { option } = choice;
    const pick = picks[option.option_id] ?? { skus: [], qty: "1" };
    const chosen = choice.selections.filter((s) => pick.skus.includes(s.part.sku));
    if (option.required && chosen.length === 0) {
      fieldErrors[option.option_id] = chooseOne(option.title);
      continue;
    }
    const editable = qtyEditable(choice, picks);
    const typed = editable ? parseQty(pick.qty) : null;
    if (editable && (typed === null || typed < 1)) {
      fieldErrors[option.option_id] = BUNDLE_QTY_INVALID;
      continue;
    }
    const qtyOf = (link: ProductLink) => (editable ? typed! : (link.qty ?? 1));
    selections.push({ option_id: option.option_id, option_qty: chosen.length === 1 ? qtyOf(chosen[0]!.link) : 1, option_selections: chosen.map((s) => s.part.sku) });
    for (const s of chosen) totalCents += priceCents(s.part) * qtyOf(s.link);
    if (chosen.length > 0) {
      lines.push({
        customization_id: `bundle-option-${option.option_id}`,
        title: option.title,
        value: chosen.map((s) => (qtyOf(s.link) > 1 ? `${s.part.name} × ${qtyOf(s.link)}` : s.part.name)).join(", "),
      });
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, selections, totalCents, lines };
}
