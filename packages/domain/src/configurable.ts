/**
 * Configurable products (spec §2 "/p/:parentSku/:childSku/", §4 "Product load and configuration"): a child's
 * `custom_attributes[attribute_code]` holds the value_index it has for each configurable option.
 */
import type { Product } from "./catalog.ts";

export interface VariantChoice {
  label: string;
  valueIndex: number;
  /** The child this choice leads to, or null when no child has the value. */
  childSku: string | null;
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
        selected: current !== null && valueOf(current, option.attribute_code) === value.value_index,
      };
    });
    return { code: option.attribute_code, label: option.label, choices };
  });
}
