/**
 * The URL query (reference facts "URL query"): options with optionData.showInUrlQuery and an optionData.sku
 * take part; the key is the option's sku and the value the selected value's sku, or a list for
 * multi-select. Reading applies only available values; writing merges into the current query. Keys in use
 * on the shop: front_design, back_design, accent_color, product_design.
 */
import { applyInput } from "./engine.ts";
import { idsOf, isEmptyValue, toStateMap } from "./state.ts";
import { isNamed, type CustomizationTree } from "./tree.ts";
import type { Customization, CustomizationState } from "./types.ts";
import { selectionMode } from "./widgets.ts";

export type UrlQueryValue = string | readonly string[] | null | undefined;
export type UrlQuery = Readonly<Record<string, UrlQueryValue>>;

export const URL_QUERY_KEYS = ["front_design", "back_design", "accent_color", "product_design"] as const;

function queryKey(c: Customization): string | null {
  const data = c.optionData;
  return data?.showInUrlQuery && data.sku ? data.sku : null;
}

/** The query keys a tree reads (and writes): one per option that shows in the URL query. */
export function urlQueryKeys(customizations: readonly Customization[]): string[] {
  return [...new Set(customizations.flatMap((c) => queryKey(c) ?? []))];
}

function listOf(value: UrlQueryValue): string[] {
  if (value === null || value === undefined) return [];
  return (typeof value === "string" ? [value] : [...value]).filter((v) => v !== "");
}

/** Applies the query's choices, option by option in tree order, through the engine. */
export function applyUrlQuery(tree: CustomizationTree, state: CustomizationState, query: UrlQuery): CustomizationState {
  let current = state;
  for (const c of tree.customizations) {
    const key = queryKey(c);
    if (key === null) continue;
    const skus = listOf(query[key]);
    if (skus.length === 0) continue;
    const values = tree.valuesOf.get(c.id) ?? [];
    const ids = skus.flatMap((sku) => values.filter((v) => v.sku === sku).map((v) => v.id));
    if (ids.length === 0) continue;
    current = applyInput(tree, current, { type: "set", customizationId: c.id, value: ids });
  }
  return current;
}

/**
 * The current query with the state's choices merged in: a key whose options hold nothing is removed, the
 * other keys are kept as they are.
 */
export function writeUrlQuery(
  tree: CustomizationTree,
  state: CustomizationState,
  current: UrlQuery,
): Record<string, string | string[]> {
  const map = toStateMap(state);
  const chosen = new Map<string, { skus: string[]; multiple: boolean }>();
  for (const c of tree.customizations) {
    const key = queryKey(c);
    if (key === null) continue;
    const entry = chosen.get(key) ?? { skus: [], multiple: false };
    entry.multiple ||= selectionMode(c) === "multiple";
    for (const id of idsOf(map.get(c.id))) {
      const sku = tree.valueById.get(id)?.sku;
      if (sku && !entry.skus.includes(sku)) entry.skus.push(sku);
    }
    chosen.set(key, entry);
  }
  const next: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(current)) {
    if (value === null || value === undefined) continue;
    next[key] = typeof value === "string" ? value : [...value];
  }
  for (const [key, { skus, multiple }] of chosen) {
    const first = skus[0];
    if (first === undefined) delete next[key];
    else next[key] = multiple ? skus : first;
  }
  return next;
}

export const WIZARD_SIZES = ["small", "medium", "large"] as const;
export type WizardSize = (typeof WIZARD_SIZES)[number];
export type ForeversKind = "Dog" | "Cat" | "Other";

/** Dog, Cat or Other from a Forevers sku (ForeversDog_bundle, simpleForeversCat_small, …). */
export function foreversKind(productSku: string): ForeversKind | null {
  const match = /^(?:simple|Shopify)?Forevers(Dog|Cat|Other)(?:_|$)/.exec(productSku);
  return (match?.[1] as ForeversKind | undefined) ?? null;
}

/** The size option and value that `size=small|medium|large` stands for on the plush wizard, if any. */
export function wizardSizeChoice(
  tree: CustomizationTree,
  productSku: string,
  size: string | null | undefined,
): { customizationId: string; valueId: string } | null {
  const kind = foreversKind(productSku);
  const wanted = (size ?? "").trim().toLowerCase();
  if (!kind || !(WIZARD_SIZES as readonly string[]).includes(wanted)) return null;
  const option = tree.customizations.find((c) => c.optionData && isNamed(c, "size"));
  const sku = `simpleForevers${kind}_${wanted}`;
  const value = option && tree.valuesOf.get(option.id)?.find((v) => v.sku === sku);
  return option && value ? { customizationId: option.id, valueId: value.id } : null;
}

/** Selects the wizard size from the query when the size option has nothing selected yet. */
export function applyWizardSize(
  tree: CustomizationTree,
  state: CustomizationState,
  productSku: string,
  size: string | null | undefined,
): CustomizationState {
  const choice = wizardSizeChoice(tree, productSku, size);
  if (!choice || !isEmptyValue(toStateMap(state).get(choice.customizationId))) return state;
  return applyInput(tree, state, { type: "set", customizationId: choice.customizationId, value: choice.valueId });
}
