import { notFound, redirect } from "next/navigation";
import { CUSTOMIZE_ROUTES, customizeItemPath, customizeRouteForSku, type CustomizeRouteName } from "@petsies/domain";
import { firstOf, urlQueryOf } from "../../lib/configurator/query.ts";
import type { PageQuery } from "../../lib/configurator/creation.ts";
import { getActiveCurrency } from "../../lib/currency.ts";
import { OrderItemsCustomizer } from "./OrderItemsCustomizer.tsx";

/** The order item ids of the query: orderItemIds (bulk, a list) or orderItemId, repeated or comma-separated. */
export function orderItemIdsOf(params: PageQuery, key: "orderItemId" | "orderItemIds"): string[] {
  const raw = urlQueryOf(params)[key];
  const list = raw === undefined || raw === null ? [] : typeof raw === "string" ? [raw] : [...raw];
  return [...new Set(list.flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => /^\d{1,12}$/.test(v)))];
}

/**
 * /forevers/customize/, /golf-head-covers/customize/, /printed-product/customize/ (spec §2: orderItemId and
 * sku; the page is chosen by sku) and /order-items/bulk-customize/ (orderItemIds). A sku that belongs to
 * another of these pages goes there; one that has none, or no item id, has no page here. The customer's
 * token lives in the browser, so the items load there.
 */
export async function CustomizePage({ route, searchParams }: { route: CustomizeRouteName | "bulk"; searchParams: Promise<PageQuery> }) {
  const params = await searchParams;
  const ids = orderItemIdsOf(params, route === "bulk" ? "orderItemIds" : "orderItemId");
  if (ids.length === 0) notFound();
  if (route !== "bulk") {
    const sku = firstOf(urlQueryOf(params).sku);
    const wanted = sku ? customizeRouteForSku(sku) : route;
    if (!wanted) notFound();
    if (wanted !== route && sku) redirect(customizeItemPath(ids[0]!, sku) ?? CUSTOMIZE_ROUTES[wanted]);
  }
  const active = await getActiveCurrency();
  return (
    <div className="mx-auto max-w-[900px] px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{ids.length > 1 ? "Personalise your order items" : "Personalise your order item"}</h1>
      <OrderItemsCustomizer
        orderItemIds={ids}
        active={{ currency: active.currency, rate: active.rate }}
        title={ids.length > 1 ? "Tell us about your pets for these items." : "Tell us about your pet for this item."}
      />
    </div>
  );
}
