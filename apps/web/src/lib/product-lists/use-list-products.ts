"use client";

import { useEffect, useState } from "react";
import { BASE_CURRENCY, type Product } from "@petsies/domain";
import type { RenderListAnswer } from "@petsies/contract";
import { apiCall, withQuery } from "../api-call.ts";

export type ListProducts = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; products: Product[] };

/** The products of a list, in the list's order, with prices in the base currency (the page converts them). */
export function useListProducts(skus: string[], loaded: boolean): ListProducts {
  const key = skus.join(",");
  const [answer, setAnswer] = useState<{ key: string; result: ListProducts } | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (key === "") {
      setAnswer({ key, result: { state: "ready", products: [] } });
      return;
    }
    let current = true;
    void apiCall<RenderListAnswer>("GET", withQuery("/api/product/render-list", { skus: key, currencyCode: BASE_CURRENCY })).then((res) => {
      if (!current) return;
      if (!res.ok) {
        setAnswer({ key, result: { state: "failed", message: res.message } });
        return;
      }
      const bySku = new Map(res.value.items.map((p) => [p.sku, p]));
      const products = key.split(",").flatMap((sku) => (bySku.has(sku) ? [bySku.get(sku)!] : []));
      setAnswer({ key, result: { state: "ready", products } });
    });
    return () => {
      current = false;
    };
  }, [key, loaded]);
  return answer && answer.key === key ? answer.result : { state: "loading" };
}
