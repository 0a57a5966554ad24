/**
 * Reading and rebuilding the customization state. The rules work on a map from customization id to value;
 * the state handed out is the wire list, ordered like the tree, with nothing stored for "nothing chosen".
 */
import type { CustomizationTree } from "./tree.ts";
import type { CustomizationState, CustomizationValue, UploadedImage } from "./types.ts";
import { holdsValueIds, maxValues, selectionMode } from "./widgets.ts";

export type StateMap = Map<string, CustomizationValue>;

export function toStateMap(state: CustomizationState): StateMap {
  const map: StateMap = new Map();
  for (const entry of state) {
    if (!map.has(entry.customization_id)) map.set(entry.customization_id, entry.value);
  }
  return map;
}

/** The wire list in tree order; entries for ids the tree does not know come last, in their own order. */
export function fromStateMap(tree: CustomizationTree, map: StateMap): CustomizationState {
  const rank = (id: string) => tree.position.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...map.entries()]
    .map(([customization_id, value], index) => ({ customization_id, value, index }))
    .sort((a, b) => rank(a.customization_id) - rank(b.customization_id) || a.index - b.index)
    .map(({ customization_id, value }) => ({ customization_id, value }));
}

/** Nothing stored: `''`, `[]`, null or undefined. Text of spaces is kept as typed. */
export function isUnset(value: CustomizationValue | null | undefined): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

/** `''`, `[]`, null and undefined count as nothing selected; for a required field, text of spaces too. */
export function isEmptyValue(value: CustomizationValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

export function isUploadedImage(value: unknown): value is UploadedImage {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && v.id !== "" && typeof v.type === "number" && typeof v.url === "string";
}

/** The first photo of a configuration (a saved state is read unchecked, so anything else is skipped). */
export function firstPhoto(state: readonly { value?: unknown }[]): UploadedImage | null {
  for (const entry of state) {
    const value = entry?.value;
    const image = (Array.isArray(value) ? value : [value]).find(isUploadedImage);
    if (image) return image;
  }
  return null;
}

/** The value ids a value-id slot holds (nothing for text and uploads). */
export function idsOf(value: CustomizationValue | undefined): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string" && v !== "");
  return [];
}

/** Every value id selected anywhere in the state (value-id slots of known options only). */
export function selectedValueIds(tree: CustomizationTree, map: StateMap): Set<string> {
  const ids = new Set<string>();
  for (const [id, value] of map) {
    const c = tree.byId.get(id);
    if (!c || !holdsValueIds(selectionMode(c))) continue;
    for (const valueId of idsOf(value)) ids.add(valueId);
  }
  return ids;
}

/** The selected value ids of every option in tree order, each option's in the order they are stored. */
export function selectedValueIdsInOrder(tree: CustomizationTree, map: StateMap): string[] {
  const ordered: string[] = [];
  for (const c of tree.customizations) {
    if (holdsValueIds(selectionMode(c))) ordered.push(...idsOf(map.get(c.id)));
  }
  return ordered;
}

/**
 * The value in the shape the option's mode stores, or undefined when it cannot be one: a single id becomes
 * a list for multi-select and the reverse, lists are de-duplicated and cut to the max count, images must
 * carry id, type and url, value ids must belong to the option.
 */
export function coerceValue(
  tree: CustomizationTree,
  customizationId: string,
  value: unknown,
): CustomizationValue | undefined {
  const c = tree.byId.get(customizationId);
  if (!c) return undefined;
  const mode = selectionMode(c);
  const max = maxValues(c);
  const cap = <T>(list: T[]): T[] => (max === null ? list : list.slice(0, max));
  const owned = (id: unknown): id is string => typeof id === "string" && tree.valueOwner.get(id)?.id === c.id;
  switch (mode) {
    case "none":
      return undefined;
    case "text":
      return typeof value === "string" ? value : undefined;
    case "upload": {
      const image = Array.isArray(value) ? value[0] : value;
      return isUploadedImage(image) ? image : undefined;
    }
    case "uploads": {
      const list = (Array.isArray(value) ? value : [value]).filter(isUploadedImage);
      const unique = list.filter((img, i) => list.findIndex((o) => o.id === img.id) === i);
      return unique.length > 0 ? cap(unique) : undefined;
    }
    case "multiple": {
      const list = (Array.isArray(value) ? value : [value]).filter(owned);
      const unique = [...new Set(list)];
      return unique.length > 0 ? cap(unique) : undefined;
    }
    default: {
      const id = Array.isArray(value) ? value.find(owned) : value;
      return owned(id) ? id : undefined;
    }
  }
}
