/**
 * Builders that keep the customization trees short: every field of the wire shape (spec §3
 * "Customization") gets its usual value, options and values are named by keys, and ids are UUIDs derived
 * from the family's product id and the key, so they stay the same on every seed (saved form states, cart
 * lines and order items keep pointing at the same options).
 */
import type { ActivatedActions, Customization, DisplayWidget, OptionDataType, OptionValue } from "@petsies/domain";
import type { BundleSizeData, CreationFamilyData } from "../../types.ts";

/** FNV-1a, 32 bits: a stable number for a key. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A UUID (version 4 layout) for a key of a family: c0{family id}-…-{hash of the key}. */
export function customizationId(familyId: number, key: string): string {
  const family = familyId.toString(16).padStart(6, "0");
  const hash = fnv1a(key).toString(16).padStart(8, "0");
  const length = key.length.toString(16).padStart(4, "0").slice(-4);
  return `c0${family}-5e7a-4c5b-9d1e-${length}${hash}`;
}

export interface ValueSpec {
  /** Unique within its option; the value's full key is `${option key}.${key}`. */
  key: string;
  name: string;
  sku?: string | null;
  /** Major units; the product with the same sku prices it when there is one. */
  price?: number | null;
  isDefault?: boolean;
  isEnabled?: boolean;
  /** The art name of the value's picture (data/art/<name>.svg); the seed turns it into a storage key. */
  image?: string;
  /** Full value keys ("size.medium"): available when any of them is selected. */
  when?: string[];
  deactivateOptions?: string[];
  deactivateValues?: string[];
  activateValues?: string[];
}

export interface OptionSpec {
  key: string;
  sn: number;
  /** The key of the options group it sits in. */
  parent?: string;
  title: string;
  /** The option's name (A/B groups and the wizard find options by it). */
  name: string;
  widget: DisplayWidget;
  type?: OptionDataType;
  required?: boolean;
  max?: number | null;
  /** The URL query key (with showInUrlQuery). */
  sku?: string | null;
  showInUrlQuery?: boolean;
  placeholder?: string | null;
  shape?: string | null;
  alignment?: string | null;
  hasDetailedDescription?: boolean;
  showInCart?: boolean;
  isLocked?: boolean;
  bundleOptionId?: number | null;
  /** Full value keys. */
  when?: string[];
  values?: ValueSpec[];
}

export interface TreeBuilder {
  /** The id of an option, group or value (full key) of this family. */
  id(key: string): string;
  group(spec: { key: string; sn: number; title: string; name: string; when?: string[] }): Customization;
  option(spec: OptionSpec): Customization;
}

export function treeBuilder(familyId: number): TreeBuilder {
  const id = (key: string) => customizationId(familyId, key);
  const ids = (keys: string[] | undefined) => (keys && keys.length > 0 ? keys.map(id) : null);
  const rules = (keys: string[] | undefined) => (keys && keys.length > 0 ? { forActivatedOptionValueIds: keys.map(id) } : null);

  function value(optionKey: string, v: ValueSpec, sn: number): OptionValue {
    const activated: ActivatedActions = {
      deactivateOptionIds: ids(v.deactivateOptions),
      deactivateOptionValueIds: ids(v.deactivateValues),
      activateOptionValueIds: ids(v.activateValues),
    };
    const hasActions = Object.values(activated).some((list) => list !== null);
    return {
      id: id(`${optionKey}.${v.key}`),
      name: v.name,
      sku: v.sku ?? null,
      price: v.price ?? null,
      isEnabled: v.isEnabled ?? true,
      isDefault: v.isDefault ?? false,
      sn,
      availabilityRules: rules(v.when),
      actions: hasActions ? { activated } : null,
      ...(v.image ? { image: v.image } : {}),
    };
  }

  return {
    id,
    group: (g) => ({
      id: id(g.key),
      type: "options_group",
      parentId: null,
      sn: g.sn,
      isEnabled: true,
      isLocked: false,
      showInCart: false,
      title: g.title,
      name: g.name,
      bundleOptionId: null,
      availabilityRules: rules(g.when),
      optionData: null,
    }),
    option: (o) => ({
      id: id(o.key),
      type: "option",
      parentId: o.parent ? id(o.parent) : null,
      sn: o.sn,
      isEnabled: true,
      isLocked: o.isLocked ?? false,
      showInCart: o.showInCart ?? true,
      title: o.title,
      name: o.name,
      bundleOptionId: o.bundleOptionId ?? null,
      availabilityRules: rules(o.when),
      optionData: {
        type: o.type ?? "generic_option",
        displayWidget: o.widget,
        displayWidgetOptions:
          o.placeholder || o.shape || o.alignment
            ? { placeholder: o.placeholder ?? null, alignment: o.alignment ?? null, shape: o.shape ?? null }
            : null,
        isRequired: o.required ?? false,
        maxValuesCount: o.max ?? null,
        sku: o.sku ?? null,
        showInUrlQuery: o.showInUrlQuery ?? false,
        hasDetailedDescription: o.hasDetailedDescription ?? false,
        values: (o.values ?? []).map((v, i) => value(o.key, v, (i + 1) * 10)),
      },
    }),
  };
}

/** A value key from a display name ("Red / Ginger" → "red_ginger"). */
export const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/** The art name of a body-part or shape value's picture ("ears", "Semi-floppy" → "part-ears-semi-floppy"). */
export const partArt = (part: string, name: string) => `part-${part}-${keyOf(name).replace(/_/g, "-")}`;

/** Values named by their display names, one of them the default. */
export const choices = (names: string[], defaultName?: string): ValueSpec[] =>
  names.map((name) => ({ key: keyOf(name), name, ...(name === defaultName ? { isDefault: true } : {}) }));

/** The bundle option of a family's sizes (the seed's expandFamily: product id × 10 + 1). */
export const sizeBundleOptionId = (family: CreationFamilyData) => family.id * 10 + 1;
/** The bundle option of a family's add-ons: upgrades and extra pets (× 10 + 2). */
export const addOnBundleOptionId = (family: CreationFamilyData) => family.id * 10 + 2;
/** The bundle option of a family's rush production (× 10 + 3). */
export const rushBundleOptionId = (family: CreationFamilyData) => family.id * 10 + 3;

/** The key of a size value: the part of its sku after the last underscore ("simpleForeversDog_medium" → "medium"). */
export function sizeKey(size: BundleSizeData): string {
  return size.sku.slice(size.sku.lastIndexOf("_") + 1);
}

/** The family's size choice: one card per size, pointing at the size's simple product. */
export function sizeOption(
  b: TreeBuilder,
  family: CreationFamilyData,
  spec: { sn: number; parent?: string; widget?: DisplayWidget },
): Customization {
  return b.option({
    key: "size",
    sn: spec.sn,
    ...(spec.parent ? { parent: spec.parent } : {}),
    title: family.optionTitle,
    name: "size",
    widget: spec.widget ?? "cards_list",
    required: true,
    max: 1,
    bundleOptionId: sizeBundleOptionId(family),
    values: family.sizes.map((s) => ({ key: sizeKey(s), name: s.label, sku: s.sku, price: s.priceCents / 100 })),
  });
}

/** Find a creation family by sku (the trees are written per family). */
export function familyOf(families: CreationFamilyData[], sku: string): CreationFamilyData {
  const family = families.find((f) => f.sku === sku);
  if (!family) throw new Error(`No creation family ${sku}`);
  return family;
}
