/**
 * Analytics (spec §9): every event goes to the tag manager's data layer (`window.dataLayer`), e-commerce
 * events with GA4 payloads. Nothing reads the layer and no third-party script loads unless a tag manager id
 * is configured (components/layout/TagManager.tsx). Amounts are in the base currency, as the shop charges.
 */
import { BASE_CURRENCY, type Product } from "@petsies/domain";
import type { CartItem } from "./cart/types.ts";

export const ITEM_BRAND = "Petsies";

/** The events of spec §9, by the names the tag manager's triggers listen for. */
export type AnalyticsEvent =
  | "checkoutSectionChange"
  | "makeAnotherFromCart"
  | "login"
  | "sign_up"
  | "remove_from_cart"
  | "select_item"
  | "view_cart"
  | "view_item_list"
  | "add_payment_info"
  | "add_shipping_info"
  | "begin_checkout"
  | "purchase"
  | "add_to_cart"
  | "view_item"
  | "purchase_error"
  | "experience_impression"
  | "user_data_changed"
  | PlushWizardEvent;

/** The plush-toy wizard's three events: a step shown, a pet photo given (now or by e-mail later), the plush configured. */
export type PlushWizardEvent = "plush_wizard_step" | "plush_wizard_photo" | "plush_wizard_complete";

/** One item of a GA4 e-commerce payload. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant?: string;
  item_category?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  quantity: number;
}

export interface EcommercePayload {
  currency: string;
  value: number;
  items: AnalyticsItem[];
  [key: string]: unknown;
}

type DataLayerEntry = Record<string, unknown>;
type DataLayerWindow = Window & { dataLayer?: DataLayerEntry[] };

const round2 = (n: number) => Math.round(n * 100) / 100;

export function itemOfProduct(product: Product, list?: { name: string; index: number }, child?: Product | null): AnalyticsItem {
  const shown = child ?? product;
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: ITEM_BRAND,
    ...(child ? { item_variant: child.sku } : {}),
    item_category: product.type_id,
    ...(list ? { item_list_name: list.name, index: list.index } : {}),
    price: round2(shown.final_price),
    quantity: 1,
  };
}

/** A cart line: the parent sku names the product, the line's own sku its variant. */
export function itemOfCartLine(line: Pick<CartItem, "sku" | "parentSku" | "name" | "price" | "qty" | "type_id">): AnalyticsItem {
  return {
    item_id: line.parentSku ?? line.sku,
    item_name: line.name,
    item_brand: ITEM_BRAND,
    ...(line.parentSku && line.parentSku !== line.sku ? { item_variant: line.sku } : {}),
    item_category: line.type_id,
    price: round2(line.price),
    quantity: line.qty,
  };
}

export function ecommerceOf(items: AnalyticsItem[], extra: Record<string, unknown> = {}): EcommercePayload {
  return {
    currency: BASE_CURRENCY,
    value: round2(items.reduce((sum, i) => sum + i.price * i.quantity, 0)),
    items,
    ...extra,
  };
}

function dataLayer(): DataLayerEntry[] | null {
  if (typeof window === "undefined") return null;
  const w = window as DataLayerWindow;
  return (w.dataLayer ??= []);
}

export function track(event: AnalyticsEvent, data: Record<string, unknown> = {}): void {
  dataLayer()?.push({ event, ...data });
}

/** An e-commerce event; the previous payload is cleared first so GA4 never merges two (Google's advice). */
export function trackEcommerce(event: AnalyticsEvent, ecommerce: EcommercePayload, data: Record<string, unknown> = {}): void {
  const layer = dataLayer();
  if (!layer) return;
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce, ...data });
}

/** The cart as the shopper sees it on the cart page or in the opened minicart. */
export function trackViewCart(lines: Pick<CartItem, "sku" | "parentSku" | "name" | "price" | "qty" | "type_id">[]): void {
  if (lines.length > 0) trackEcommerce("view_cart", ecommerceOf(lines.map(itemOfCartLine)));
}
