/**
 * The demo data (data/) turned into table rows. Everything mechanical is derived here — category path and
 * level, url keys, storage keys, sale dates from day offsets, the simple product behind each bundle size —
 * so the data files stay plain and cannot disagree with themselves. Pure functions: no I/O.
 */
import { imageUrl, urlKeyOf, type BodyPart, type BundleOption, type Customization } from "@petsies/domain";
import * as data from "../../../../../data/index.ts";
import type { CategoryData, CreationFamilyData, ProductCustomizationData, ProductData, StoryData } from "../../../../../data/index.ts";
import * as schema from "../schema.ts";
import { artKey } from "./art.ts";

type CategoryRow = typeof schema.categories.$inferInsert;
type ProductRow = typeof schema.products.$inferInsert;
type StockRow = typeof schema.stock.$inferInsert;
type ProductCategoryRow = typeof schema.productCategories.$inferInsert;
type StoryRow = typeof schema.cmsStories.$inferInsert;
type ProductCustomizationRow = typeof schema.productCustomizations.$inferInsert;

const DAY_MS = 86_400_000;

/** Magento's implicit tree root: paths start at 1 although no category 1 is stored. */
const TREE_ROOT_ID = 1;

/** A url_key from a name (the rule the back office uses too). */
export const kebabCase = urlKeyOf;

export function categoryRows(list: CategoryData[] = data.categories): CategoryRow[] {
  const byId = new Map(list.map((c) => [c.id, c]));
  const ancestry = (c: CategoryData): number[] => {
    const ids: number[] = [];
    for (let cur: CategoryData | undefined = c; cur; cur = cur.parentId === null ? undefined : byId.get(cur.parentId)) {
      if (ids.includes(cur.id)) throw new Error(`Category ${c.id}: parent cycle`);
      ids.unshift(cur.id);
      if (cur.parentId !== null && !byId.has(cur.parentId)) throw new Error(`Category ${cur.id}: unknown parent ${cur.parentId}`);
    }
    return ids;
  };
  return list.map((c) => {
    const ids = ancestry(c);
    return {
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      slug: c.slug,
      urlKey: c.slug,
      urlPath: c.slug,
      path: [TREE_ROOT_ID, ...ids].join("/"),
      level: ids.length,
      position: c.position,
      isActive: true,
      description: c.description,
      menuColumn: c.menuColumn,
    };
  });
}

/**
 * The bundle options a customization tree fills besides the size (add-ons, rush production): one per
 * bundleOptionId, not required, linking the skus of its options' values (none default), so the cart
 * charges exactly the add-on products chosen and the bundle's "from" price stays its cheapest size.
 */
export function addOnBundleOptions(
  sizeOptionId: number,
  tree: readonly Customization[],
  typeOfSku: (sku: string) => string | undefined,
): BundleOption[] {
  const byId = new Map<number, BundleOption>();
  for (const c of tree) {
    const optionId = c.bundleOptionId === null ? null : Number(c.bundleOptionId);
    if (optionId === null || optionId === sizeOptionId || !c.optionData) continue;
    const option = byId.get(optionId) ?? {
      option_id: optionId,
      title: c.title ?? c.name ?? String(optionId),
      required: false,
      type: c.optionData.maxValuesCount !== null && c.optionData.maxValuesCount > 1 ? "checkbox" : "radio",
      product_links: [],
    };
    for (const v of c.optionData.values) {
      if (v.sku === null || option.product_links.some((l) => l.linked_product_sku === v.sku)) continue;
      const type = typeOfSku(v.sku);
      if (!type) throw new Error(`Customization value ${v.id} points at ${v.sku}, which is not in the catalogue`);
      option.product_links.push({ link_type: "bundle", linked_product_type: type, linked_product_sku: v.sku, is_default: false, qty: 1 });
    }
    byId.set(optionId, option);
  }
  return [...byId.values()].sort((a, b) => a.option_id - b.option_id);
}

/** A creation family as its bundle product plus one simple product per size (visibility 1). */
export function expandFamily(family: CreationFamilyData, addOnOptions: BundleOption[] = []): ProductData[] {
  const { creationPath, optionTitle, sizes, ...common } = family;
  if (sizes.length === 0) throw new Error(`${family.sku}: a creation family needs at least one size`);
  // The cheapest size is the default, so the bundle's price (spec §4: the default link's price) is its "from" price.
  const cheapest = sizes.reduce((min, s) => (s.priceCents < min.priceCents ? s : min));
  const option: BundleOption = {
    option_id: family.id * 10 + 1,
    title: optionTitle,
    required: true,
    type: "radio",
    product_links: sizes.map((s) => ({
      link_type: "bundle",
      linked_product_type: "simple",
      linked_product_sku: s.sku,
      is_default: s === cheapest,
      qty: 1,
    })),
  };
  const bundle: ProductData = {
    ...common,
    typeId: "bundle",
    priceCents: cheapest.priceCents,
    customAttributes: { ...family.customAttributes, creation_path: creationPath },
    bundleOptions: [option, ...addOnOptions],
    // Made to order: never runs out.
    stock: { qty: 0, manageStock: false },
  };
  const simples: ProductData[] = sizes.map((s) => ({
    id: s.id,
    sku: s.sku,
    typeId: "simple",
    visibility: 1,
    name: `${family.name} – ${s.label}`,
    description: `${family.shortDescription} ${optionTitle}: ${s.label}.`,
    shortDescription: `${optionTitle}: ${s.label}`,
    image: family.image,
    priceCents: s.priceCents,
    categories: [],
    customAttributes: { bundle_sku: family.sku, option_label: s.label },
    stock: { qty: 0, manageStock: false },
  }));
  return [bundle, ...simples];
}

/** Every demo product, newest first in the order they should appear under "Latest". */
export function demoProducts(): ProductData[] {
  const others = [...data.designs, ...data.configurables, ...data.accessories, ...data.digitalGoods, ...data.upgrades];
  const typeOfSku = (sku: string) => others.find((p) => p.sku === sku)?.typeId;
  const treeOf = (sku: string) => data.productCustomizations.find((c) => c.sku === sku)?.customizations ?? [];
  const list = [
    ...data.creationFamilies.flatMap((f) => expandFamily(f, addOnBundleOptions(f.id * 10 + 1, treeOf(f.sku), typeOfSku))),
    ...data.designs,
    ...data.configurables,
    ...data.accessories,
    ...data.digitalGoods,
    ...data.upgrades,
  ];
  const seen = new Set<string | number>();
  for (const p of list) {
    for (const key of [p.id, p.sku]) {
      if (seen.has(key)) throw new Error(`Duplicate product id or sku: ${key}`);
      seen.add(key);
    }
  }
  return list;
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

function dayOffset(now: Date, days: number | null): Date | null {
  return days === null ? null : new Date(startOfUtcDay(now).getTime() + days * DAY_MS);
}

export function productRows(list: ProductData[], now: Date): ProductRow[] {
  return list.map((p, i) => {
    const urlKey = p.urlKey ?? kebabCase(p.name);
    // One second apart keeps "Latest" (updated_at desc) in data order.
    const stamp = new Date(now.getTime() - i * 1000);
    return {
      id: p.id,
      sku: p.sku,
      parentSku: p.parentSku ?? null,
      typeId: p.typeId,
      name: p.name,
      urlKey,
      urlPath: urlKey,
      description: p.description,
      shortDescription: p.shortDescription,
      image: artKey(p.image),
      mediaGallery: [
        { image: artKey(p.image), label: p.name },
        ...(p.gallery ?? []).map((g) => ({ image: artKey(g.image), label: g.label })),
      ],
      status: 1,
      visibility: p.visibility ?? 4,
      taxClassId: p.taxClassId ?? data.PRODUCT_TAX_CLASS.taxableGoods,
      priceCents: p.priceCents,
      specialPriceCents: p.special?.priceCents ?? null,
      specialFromDate: p.special ? dayOffset(now, p.special.fromDay) : null,
      specialToDate: p.special ? dayOffset(now, p.special.toDay) : null,
      configurableOptions: p.configurableOptions ?? [],
      customAttributes: p.customAttributes ?? {},
      bundleOptions: p.bundleOptions ?? [],
      productLinks: p.productLinks ?? [],
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
}

/** Value pictures are art names in the data: the tree stores their storage keys (the storefront sizes them). */
function withValueArtKeys(tree: Customization[]): Customization[] {
  return tree.map((c) =>
    c.optionData?.values.some((v) => v.image)
      ? { ...c, optionData: { ...c.optionData, values: c.optionData.values.map((v) => (v.image ? { ...v, image: artKey(v.image) } : v)) } }
      : c,
  );
}

/** Body-part pictures are art names in the data: the answer carries their URLs (spec §3 "Body part value"). */
function withBodyPartArtUrls(parts: BodyPart[]): BodyPart[] {
  return parts.map((p) => ({
    ...p,
    values: p.values.map((v) => (v.image ? { ...v, image: imageUrl(artKey(v.image)) } : v)),
    child_bodyparts: withBodyPartArtUrls(p.child_bodyparts),
  }));
}

/** One row per customizable product, found by sku among the products being seeded. */
export function productCustomizationRows(list: ProductCustomizationData[], productIdBySku: Map<string, number>): ProductCustomizationRow[] {
  return list.map((c) => {
    const productId = productIdBySku.get(c.sku);
    if (productId === undefined) throw new Error(`Customizations for ${c.sku}: no such product`);
    return {
      productId,
      customizations: withValueArtKeys(c.customizations),
      rushUpgrades: c.rushUpgrades,
      extraPhotosUpgrades: c.extraPhotosUpgrades,
      bodyParts: withBodyPartArtUrls(c.bodyParts),
    };
  });
}

export function stockRows(list: ProductData[]): StockRow[] {
  return list.map((p) => {
    const manageStock = p.stock.manageStock ?? true;
    return {
      productId: p.id,
      qty: p.stock.qty,
      isInStock: p.stock.isInStock ?? (manageStock ? p.stock.qty > 0 : true),
      manageStock,
    };
  });
}

export function productCategoryRows(list: ProductData[], categoryIdBySlug: Map<string, number>): ProductCategoryRow[] {
  return list.flatMap((p) =>
    p.categories.map((slug, position) => {
      const categoryId = categoryIdBySlug.get(slug);
      if (categoryId === undefined) throw new Error(`Product ${p.sku}: unknown category ${slug}`);
      return { productId: p.id, categoryId, position };
    }),
  );
}

export function storyRows(list: StoryData[], newUuid: () => string): StoryRow[] {
  return list.map((s) => ({
    uuid: newUuid(),
    fullSlug: s.fullSlug,
    name: s.name,
    content: s.content as unknown as Record<string, unknown>,
    published: true,
  }));
}

/** Art names a product uses (main picture and gallery). */
export function productArtNames(p: ProductData): string[] {
  return [p.image, ...(p.gallery ?? []).map((g) => g.image)];
}

/** Storage keys found in `image` fields anywhere in a content tree. */
export function contentImageKeys(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(contentImageKeys);
  if (node === null || typeof node !== "object") return [];
  const own = "image" in node && typeof node.image === "string" && node.image ? [node.image] : [];
  return [...own, ...Object.values(node).flatMap(contentImageKeys)];
}
