/**
 * A customization tree indexed once, so every rule looks options and values up by id instead of scanning.
 * Build it from the product's customizations (after the production-time preparation, see production-time.ts).
 */
import type { Customization, OptionValue } from "./types.ts";

export const STANDARD_PRODUCTION_TIME_ID = "production_time_selector_standard_option";

export interface CustomizationTree {
  /** Every customization, ordered by sn (ties keep their input order). */
  readonly customizations: readonly Customization[];
  readonly byId: ReadonlyMap<string, Customization>;
  /** The option that owns each value id. */
  readonly valueOwner: ReadonlyMap<string, Customization>;
  readonly valueById: ReadonlyMap<string, OptionValue>;
  /** Each option's values ordered by sn. */
  readonly valuesOf: ReadonlyMap<string, readonly OptionValue[]>;
  /** Tree position of every customization id, for deterministic ordering. */
  readonly position: ReadonlyMap<string, number>;
  /** Value ids offered only while standard production time is selected (the sneak-peek rule). */
  readonly standardOnlyValueIds: ReadonlySet<string>;
}

export const SNEAK_PEEK_SKUS: readonly string[] = [
  "sneak_peek",
  "golf_cover_sneak_peek",
  "sneak_peek_huggables",
  "bulk_sample_sneak_peek",
  "specialty_commission_sneak_peek",
];

const bySn = <T extends { sn: number }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sn - b.item.sn || a.index - b.index)
    .map((x) => x.item);

/** Indexes a tree. A repeated customization or value id keeps its first occurrence. */
export function indexTree(customizations: readonly Customization[]): CustomizationTree {
  const ordered = bySn(customizations);
  const byId = new Map<string, Customization>();
  const valueOwner = new Map<string, Customization>();
  const valueById = new Map<string, OptionValue>();
  const valuesOf = new Map<string, readonly OptionValue[]>();
  const position = new Map<string, number>();
  const kept: Customization[] = [];
  for (const c of ordered) {
    if (byId.has(c.id)) continue;
    byId.set(c.id, c);
    position.set(c.id, kept.length);
    kept.push(c);
    const values = bySn(c.optionData?.values ?? []).filter((v) => !valueById.has(v.id));
    for (const v of values) {
      valueById.set(v.id, v);
      valueOwner.set(v.id, c);
    }
    valuesOf.set(c.id, values);
  }
  // The gate exists only once a production-time option offers the standard value: a product without rush
  // add-ons keeps its sneak peek.
  const gated = valueOwner.get(STANDARD_PRODUCTION_TIME_ID)?.optionData?.type === "production_time_upgrade";
  const standardOnlyValueIds = new Set(
    gated
      ? [...valueById.values()].filter((v) => v.sku !== null && SNEAK_PEEK_SKUS.includes(v.sku)).map((v) => v.id)
      : [],
  );
  return { customizations: kept, byId, valueOwner, valueById, valuesOf, position, standardOnlyValueIds };
}

/** The label a shopper sees: the title, else the name. */
export function customizationLabel(c: Customization): string {
  return c.title ?? c.name ?? c.id;
}

/** A name compared loosely: case, spacing, underscores and dashes do not matter. */
export function normalizedName(text: string | null): string {
  return (text ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
}

/** Whether an option is "named" `name` (its name, else its title). */
export function isNamed(c: Customization, name: string): boolean {
  return normalizedName(c.name ?? c.title) === normalizedName(name);
}

/** The customization and its ancestors, nearest first; stops at unknown parents and parent cycles. */
export function ancestry(tree: CustomizationTree, c: Customization): Customization[] {
  const chain: Customization[] = [];
  const seen = new Set<string>();
  let current: Customization | undefined = c;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.push(current);
    current = current.parentId === null ? undefined : tree.byId.get(current.parentId);
  }
  return chain;
}
