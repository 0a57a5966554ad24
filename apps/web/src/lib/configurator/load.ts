/**
 * What a configurator page needs, fetched on the server: the product with its customization tree, its
 * rush add-ons (GET /api/plushies/products-rush-upgrades, keyed by product id) and the prices of the
 * products its values stand for (render-list, base currency). An add-on answer of the wrong shape is
 * "Unexpected response!" (spec §8): logged, and the product is offered with standard production only.
 */
import { messages, type Customization, type Product, type RushAddOn } from "@petsies/domain";
import { apiGet } from "../api.ts";
import { getProduct } from "../catalog.ts";
import type { ConfiguratorData } from "./types.ts";

/** render-list takes at most 100 skus a call. */
const RENDER_LIST_MAX = 100;

/** The promise of a product without wording of its own (shown once a turnaround is known). */
export const DEFAULT_PROMISE_TEMPLATE = "Estimated to ship by {estimatedShipment}";

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

async function loadRushAddOns(product: Product): Promise<RushAddOn[]> {
  try {
    const answer = await apiGet<unknown>(`/api/plushies/products-rush-upgrades?${new URLSearchParams({ productId: String(product.id) })}`);
    const addOns = rushAddOnsOf(answer, product);
    if (addOns === null) console.error(messages.unexpectedResponse, "products-rush-upgrades", product.sku);
    return addOns ?? [];
  } catch (error) {
    console.error("rush add-ons unavailable:", error);
    return [];
  }
}

/** Value skus of a tree (the products that price the values). */
export function valueSkus(customizations: readonly Customization[], addOns: readonly RushAddOn[]): string[] {
  const skus = new Set<string>();
  for (const c of customizations) for (const v of c.optionData?.values ?? []) if (v.sku) skus.add(v.sku);
  for (const a of addOns) skus.add(a.sku);
  return [...skus];
}

async function loadPrices(skus: string[]): Promise<Record<string, number>> {
  const prices: Record<string, number> = {};
  for (let i = 0; i < skus.length; i += RENDER_LIST_MAX) {
    const chunk = skus.slice(i, i + RENDER_LIST_MAX);
    try {
      const { items } = await apiGet<{ items: Product[] }>(
        `/api/product/render-list?${new URLSearchParams({ skus: chunk.join(","), currencyCode: "USD" })}`,
      );
      for (const p of items) if (Number.isFinite(p.final_price)) prices[p.sku] = Math.round(p.final_price * 100);
    } catch (error) {
      // Values carry their own prices: the page still prices, only a special price may be missed.
      console.error("render-list unavailable:", error);
    }
  }
  return prices;
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
export async function loadConfiguratorData(sku: string): Promise<{ product: Product; data: ConfiguratorData } | null> {
  const product = await getProduct(sku);
  if (!product) return null;
  const customizations = Array.isArray(product.customizations) ? product.customizations : [];
  const rushAddOns = customizations.length > 0 ? await loadRushAddOns(product) : [];
  const prices = await loadPrices(valueSkus(customizations, rushAddOns));
  const turnaroundDays = numberAttr(product, "turnaround_time");
  return {
    product,
    data: {
      product: {
        id: product.id,
        sku: product.sku,
        name: product.name,
        image: product.image,
        type_id: product.type_id,
        turnaroundDays,
        promiseTemplate: textAttr(product, "shipment_promise_template") ?? DEFAULT_PROMISE_TEMPLATE,
      },
      customizations,
      rushAddOns,
      prices,
    },
  };
}
