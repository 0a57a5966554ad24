/** The wish list and compare list calls (user token; the list is always the token's customer's own). */
import type { ProductListKind } from "@petsies/domain";
import type { ProductListSkusAnswer as ListAnswer } from "@petsies/contract";
import { apiCall, withQuery } from "../api-call.ts";

export const productListApi = {
  list: (kind: ProductListKind, token: string) => apiCall<ListAnswer>("GET", withQuery(`/api/${kind}`, { token })),
  add: (kind: ProductListKind, token: string, sku: string) => apiCall<ListAnswer>("POST", withQuery(`/api/${kind}/items`, { token }), { sku }),
  remove: (kind: ProductListKind, token: string, sku: string) =>
    apiCall<ListAnswer>("DELETE", withQuery(`/api/${kind}/items/${encodeURIComponent(sku)}`, { token })),
  merge: (kind: ProductListKind, token: string, skus: string[]) => apiCall<ListAnswer>("POST", withQuery(`/api/${kind}/merge`, { token }), { skus }),
};
