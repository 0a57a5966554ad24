"use client";

import { useSyncExternalStore } from "react";
import { productListsStore, type ProductListsState } from "./store.ts";

export function useProductLists(): ProductListsState {
  return useSyncExternalStore(productListsStore.subscribe, productListsStore.getSnapshot, productListsStore.getServerSnapshot);
}
