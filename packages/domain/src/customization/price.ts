/**
 * The price of a configuration (reference facts "Prices"): a value costs the price of the product whose sku
 * equals the value's sku, else its own price; a required option with nothing selected counts its cheapest
 * available value. Amounts are integer cents; a tree's own prices are major units and are converted here.
 */
import { availability, availableValues, isCustomizationAvailable } from "./availability.ts";
import { idsOf, selectedValueIds, toStateMap } from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import type { Customization, CustomizationState, OptionValue } from "./types.ts";
import { holdsValueIds, selectionMode } from "./widgets.ts";

/** Cents of the product with this sku (its final price now), or undefined when there is none. */
export type PriceOfSku = (sku: string) => number | undefined;

export function valuePriceCents(value: OptionValue, priceOfSku?: PriceOfSku): number {
  if (value.sku !== null && priceOfSku) {
    const cents = priceOfSku(value.sku);
    if (cents !== undefined && Number.isFinite(cents)) return cents;
  }
  return Math.round((value.price ?? 0) * 100);
}

/** The bundle option an option fills, as the cart's numeric option_id, or null. */
export function bundleOptionIdOf(c: Customization): number | null {
  if (c.bundleOptionId === null || c.bundleOptionId === "") return null;
  const id = Number(c.bundleOptionId);
  return Number.isSafeInteger(id) ? id : null;
}

export interface OptionPrice {
  customizationId: string;
  /** The values counted: the selection, or the cheapest value of an empty required option. */
  valueIds: string[];
  basis: "selected" | "cheapest";
  cents: number;
  bundleOptionId: number | null;
}

export interface ConfigurationPrice {
  totalCents: number;
  /** The part carried by bundle options (what the cart prices from the bundle's linked products). */
  bundledCents: number;
  /** The rest: options without bundleOptionId, such as rush production. */
  unbundledCents: number;
  options: OptionPrice[];
}

function cheapest(values: OptionValue[], priceOfSku?: PriceOfSku): OptionValue | undefined {
  let best: OptionValue | undefined;
  for (const v of values) {
    if (!best || valuePriceCents(v, priceOfSku) < valuePriceCents(best, priceOfSku)) best = v;
  }
  return best;
}

/** What the configuration adds to the product: the sum over offered options, in tree order. */
export function configurationPrice(
  tree: CustomizationTree,
  state: CustomizationState,
  priceOfSku?: PriceOfSku,
): ConfigurationPrice {
  const map = toStateMap(state);
  const available = availability(tree, map);
  const selected = selectedValueIds(tree, map);
  const options: OptionPrice[] = [];
  for (const c of tree.customizations) {
    if (!available.options.has(c.id) || !holdsValueIds(selectionMode(c))) continue;
    const chosen = idsOf(map.get(c.id))
      .filter((id) => available.values.has(id) && tree.valueOwner.get(id)?.id === c.id)
      .map((id) => tree.valueById.get(id) as OptionValue);
    let counted = chosen;
    let basis: OptionPrice["basis"] = "selected";
    if (chosen.length === 0) {
      const fallback = c.optionData?.isRequired ? cheapest(availableValues(tree, c, selected), priceOfSku) : undefined;
      if (!fallback) continue;
      counted = [fallback];
      basis = "cheapest";
    }
    options.push({
      customizationId: c.id,
      valueIds: counted.map((v) => v.id),
      basis,
      cents: counted.reduce((sum, v) => sum + valuePriceCents(v, priceOfSku), 0),
      bundleOptionId: bundleOptionIdOf(c),
    });
  }
  const bundledCents = options.filter((o) => o.bundleOptionId !== null).reduce((sum, o) => sum + o.cents, 0);
  const totalCents = options.reduce((sum, o) => sum + o.cents, 0);
  return { totalCents, bundledCents, unbundledCents: totalCents - bundledCents, options };
}

/**
 * The price difference shown beside each available value of an option, in cents. A single choice is
 * compared with the default value, else (required) the cheapest value, which is what the price counts with
 * nothing chosen; an optional choice without a default with nothing (0). In a multi-select each value adds
 * its own price.
 */
export function priceDifferences(
  tree: CustomizationTree,
  state: CustomizationState,
  customizationId: string,
  priceOfSku?: PriceOfSku,
): Record<string, number> {
  const c = tree.byId.get(customizationId);
  const selected = selectedValueIds(tree, toStateMap(state));
  if (!c || !isCustomizationAvailable(tree, c, selected)) return {};
  const values = availableValues(tree, c, selected);
  const multiple = selectionMode(c) === "multiple";
  const reference = multiple
    ? undefined
    : (values.find((v) => v.isDefault) ?? (c.optionData?.isRequired ? cheapest(values, priceOfSku) : undefined));
  const base = reference ? valuePriceCents(reference, priceOfSku) : 0;
  return Object.fromEntries(values.map((v) => [v.id, valuePriceCents(v, priceOfSku) - base]));
}

/**
 * What a customized product costs before its choices. A creation bundle costs its chosen values alone (its own
 * price is only the sum of parts the values stand for); any other product, such as one an owner gives a
 * customization in the back office, costs its own price plus its chosen values'.
 */
export function customizedBaseCents(typeId: string, productCents: number): number {
  return typeId === "bundle" ? 0 : productCents;
}
