/**
 * What a configurator needs: the product with its customization tree, its rush add-ons (GET
 * /api/plushies/products-rush-upgrades, keyed by product id) and the prices of the products its values
 * stand for (render-list, base currency). An add-on answer of the wrong shape is "Unexpected response!"
 * (spec §8): logged, and the product is offered with standard production only. The same steps run on the
 * server (creation pages) and in the browser (order items, known only once the customer's token is read);
 * each side brings its own way to GET the API.
 */
import { BASE_CURRENCY, customizedBaseCents, DEFAULT_PROMISE_TEMPLATE, imageUrl, messages, type Customization, type Product, type RushAddOn } from "@petsies/domain";
import type { RenderListAnswer, RushAddOnsAnswer } from "@petsies/contract";
import { summary } from "../text.ts";
import type { ConfiguratorData, ShownValue } from "./types.ts";

/** GET an API path and unwrap its envelope; a 404 answers null, other failures throw. */
export type ApiGet = <T>(path: string) => Promise<T | null>;

/** render-list takes at most 100 skus a call. */
const RENDER_LIST_MAX = 100;


const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function isRushAddOn(v: unknown): v is RushAddOn {
  return (
    isRecord(v) &&
    typeof v.sku === "string" &&
    typeof v.text === "string" &&
    typeof v.price === "number" &&
    Number.isFinite(v.price) &&
    typeof v.isDomestic === "boolean" &&
    (v.turnaround_time === undefined || v.turnaround_time === null || typeof v.turnaround_time === "number")
  );
}

/** A product's add-ons from the map (keyed by product id; the old shop keyed some by sku). */
export function rushAddOnsOf(answer: unknown, product: Pick<Product, "id" | "sku">): RushAddOn[] | null {
  if (!isRecord(answer)) return null;
  const list = answer[String(product.id)] ?? answer[product.sku];
  if (list === undefined) return [];
  if (!Array.isArray(list) || !list.every(isRushAddOn)) return null;
  return list;
}

async function loadRushAddOns(get: ApiGet, product: Product): Promise<RushAddOn[]> {
  try {
    const answer = await get<RushAddOnsAnswer>(`/api/plushies/products-rush-upgrades?${new URLSearchParams({ productId: String(product.id) })}`);
    const addOns = rushAddOnsOf(answer, product);
    if (addOns === null) console.error(messages.unexpectedResponse, "products-rush-upgrades", product.sku);
    return addOns ?? [];
  } catch (error) {
    console.error("rush add-ons unavailable:", error);
    return [];
  }
}

/**
 * The skus whose products price the values: value and add-on skus that the bundle links. A value may name
 * a product the bundle does not sell (a design product chosen as a look): the cart never charges it, so
 * neither does the configurator.
 */
export function pricedSkus(customizations: readonly Customization[], addOns: readonly RushAddOn[], bundle: Pick<Product, "bundle_options">): string[] {
  const linked = new Set((bundle.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.linked_product_sku)));
  const skus = new Set<string>();
  for (const c of customizations) for (const v of c.optionData?.values ?? []) if (v.sku && linked.has(v.sku)) skus.add(v.sku);
  for (const a of addOns) if (linked.has(a.sku)) skus.add(a.sku);
  return [...skus];
}

/** Every sku a value or add-on names. */
function namedSkus(customizations: readonly Customization[], addOns: readonly RushAddOn[]): string[] {
  const skus = new Set<string>();
  for (const c of customizations) for (const v of c.optionData?.values ?? []) if (v.sku) skus.add(v.sku);
  for (const a of addOns) skus.add(a.sku);
  return [...skus];
}

async function loadProducts(get: ApiGet, skus: string[]): Promise<Product[]> {
  const found: Product[] = [];
  for (let i = 0; i < skus.length; i += RENDER_LIST_MAX) {
    const chunk = skus.slice(i, i + RENDER_LIST_MAX);
    try {
      const answer = await get<RenderListAnswer>(
        `/api/product/render-list?${new URLSearchParams({ skus: chunk.join(","), currencyCode: BASE_CURRENCY })}`,
      );
      found.push(...(answer?.items ?? []));
    } catch (error) {
      // Values carry their own prices: the page still prices, only a special price may be missed.
      console.error("render-list unavailable:", error);
    }
  }
  return found;
}

/** Base-currency cents of the products that price values (pricedSkus). */
export function pricesOf(products: readonly Product[], priced: readonly string[]): Record<string, number> {
  const wanted = new Set(priced);
  const prices: Record<string, number> = {};
  for (const p of products) if (wanted.has(p.sku) && Number.isFinite(p.final_price)) prices[p.sku] = Math.round(p.final_price * 100);
  return prices;
}

/** A value's own picture (a storage key in the tree) at the size a thumbnails_list draws it. */
export function withValuePictures(customizations: Customization[]): Customization[] {
  return customizations.map((c) =>
    c.optionData?.values.some((v) => v.image)
      ? { ...c, optionData: { ...c.optionData, values: c.optionData.values.map((v) => (v.image ? { ...v, image: imageUrl(v.image, "valueImage") } : v)) } }
      : c,
  );
}

/**
 * Values that stand for a product (a design, an upgrade) show its picture unless they carry their own, and
 * in options with detailed descriptions (hasDetailedDescription) its description.
 */
export function withProductDetails(customizations: Customization[], products: readonly Product[]): Customization[] {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  if (bySku.size === 0) return customizations;
  return customizations.map((c) => {
    const data = c.optionData;
    if (!data || !data.values.some((v) => v.sku && bySku.has(v.sku))) return c;
    const values = data.values.map((raw) => {
      const v = raw as ShownValue;
      const p = v.sku ? bySku.get(v.sku) : undefined;
      if (!p) return v;
      const picture = p.thumbnail || p.image;
      const description = data.hasDetailedDescription ? summary(p.description || p.short_description, 400) : undefined;
      return {
        ...v,
        ...(!v.image && picture ? { image: imageUrl(picture, "valueImage") } : {}),
        ...(!v.description && description ? { description } : {}),
      };
    });
    return { ...c, optionData: { ...data, values } };
  });
}


function numberAttr(product: Product, key: string): number | null {
  const raw = (product as unknown as Record<string, unknown>)[key] ?? product.custom_attributes?.[key];
  const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function textAttr(product: Product, key: string): string | null {
  const raw = (product as unknown as Record<string, unknown>)[key] ?? product.custom_attributes?.[key];
  return typeof raw === "string" && raw.trim() !== "" ? raw : null;
}

/** The configurator's data for a product, or null when there is no such product. */
export async function loadConfiguratorData(get: ApiGet, sku: string): Promise<{ product: Product; data: ConfiguratorData } | null> {
  const product = await get<Product>(`/api/product/${encodeURIComponent(sku)}`);
  if (!product) return null;
  return { product, data: await configuratorDataOf(get, product) };
}

/** The configurator's data for a product already read (the back office's preview reads it through its signed link). */
export async function configuratorDataOf(get: ApiGet, product: Product): Promise<ConfiguratorData> {
  const tree = Array.isArray(product.customizations) ? product.customizations : [];
  const rushAddOns = tree.length > 0 ? await loadRushAddOns(get, product) : [];
  const products = await loadProducts(get, namedSkus(tree, rushAddOns));
  const prices = pricesOf(products, pricedSkus(tree, rushAddOns, product));
  const customizations = withProductDetails(withValuePictures(tree), products);
  const turnaroundDays = numberAttr(product, "turnaround_time");
  return {
    product: {
      id: product.id,
      sku: product.sku,
      name: product.name,
      image: product.image,
      type_id: product.type_id,
      turnaroundDays,
      promiseTemplate: textAttr(product, "shipment_promise_template") ?? DEFAULT_PROMISE_TEMPLATE,
      baseCents: customizedBaseCents(product.type_id, Number.isFinite(product.final_price) ? Math.round(product.final_price * 100) : 0),
    },
    customizations,
    rushAddOns,
    prices,
  };
}
