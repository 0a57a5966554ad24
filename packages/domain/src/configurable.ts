/**
 * Configurable products (spec §2 "/p/:parentSku/:childSku/", §4 "Product load and configuration"): a child's
 * `custom_attributes[attribute_code]` holds the value_index it has for each configurable option.
 */
import type { Product } from "./catalog.ts";
import { messages } from "./messages.ts";

export interface VariantChoice {
  label: string;
  valueIndex: number;
  /** The child this choice leads to, or null when no child has the value. */
  childSku: string | null;
  /** The query selecting that child on the product's page ("" when there is none). */
  query: string;
  selected: boolean;
}

export interface VariantOption {
  code: string;
  label: string;
  choices: VariantChoice[];
}

function valueOf(child: Product, code: string): number | null {
  const raw = child.custom_attributes?.[code];
  if (raw === undefined || raw === null || raw === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The child shown at /p/parent/child/; the child sku defaults to the product's own sku, which needs no child. */
export function childBySku(product: Product, childSku: string): Product | null {
  if (childSku === product.sku) return null;
  return product.configurable_children.find((c) => c.sku === childSku) ?? null;
}

/**
 * Every option value with the child it leads to: the child that keeps the current child's other option values
 * when one exists, else the first child with that value.
 */
export function variantOptions(product: Product, current: Product | null): VariantOption[] {
  const children = product.configurable_children ?? [];
  return product.configurable_options.map((option) => {
    const others = product.configurable_options.filter((o) => o.attribute_code !== option.attribute_code);
    const choices = option.values.map((value) => {
      const withValue = children.filter((c) => valueOf(c, option.attribute_code) === value.value_index);
      const keepsOthers = current
        ? withValue.find((c) => others.every((o) => valueOf(c, o.attribute_code) === valueOf(current, o.attribute_code)))
        : undefined;
      const target = keepsOthers ?? withValue[0];
      return {
        label: value.label,
        valueIndex: value.value_index,
        childSku: target?.sku ?? null,
        query: target ? optionQueryOf(product, target) : "",
        selected: current !== null && valueOf(current, option.attribute_code) === value.value_index,
      };
    });
    return { code: option.attribute_code, label: option.label, choices };
  });
}

export type OptionQuery = Record<string, string | string[] | undefined>;

function matchesValue(option: Product["configurable_options"][number], raw: string): number | null {
  const wanted = raw.trim().toLowerCase();
  const value = option.values.find((v) => String(v.value_index) === wanted || v.label.toLowerCase() === wanted);
  return value?.value_index ?? null;
}

/**
 * Preselection from the URL query (spec §2 "Product page"): each configurable option is keyed by its
 * attribute code, its value given by label or value index. Answers the matching child, or the spec §8
 * message when no child fits; a query naming no option selects nothing.
 */
export function childFromQuery(product: Product, query: OptionQuery): { child: Product | null; error: string | null } {
  const asked = product.configurable_options.flatMap((option) => {
    const raw = query[option.attribute_code];
    const text = Array.isArray(raw) ? raw[0] : raw;
    return text === undefined ? [] : [{ code: option.attribute_code, value: matchesValue(option, text) }];
  });
  if (asked.length === 0) return { child: null, error: null };
  const children = product.configurable_children ?? [];
  if (children.length === 0) return { child: null, error: messages.noVariant };
  const child = children.find((c) => asked.every((a) => a.value !== null && valueOf(c, a.code) === a.value));
  return child ? { child, error: null } : { child: null, error: messages.noConfiguration };
}

/** The query that selects a child, written back on the product's page: every option by its value label. */
export function optionQueryOf(product: Product, child: Product): string {
  const params = new URLSearchParams();
  for (const option of product.configurable_options) {
    const value = option.values.find((v) => v.value_index === valueOf(child, option.attribute_code));
    if (value) params.set(option.attribute_code, value.label);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}
