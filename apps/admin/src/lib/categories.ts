/**
 * Categories (issue 13, owners): the tree, one category, its products in order, and the changes. A change that
 * moves the tree answers the tree, which replaces the cached one; every change refreshes the audit log, and a
 * new url_key the URL rewrites it added.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  categoryDetailAnswer,
  categoryProductsAnswer,
  categoryTreeAnswer,
  type CategoryBody,
  type CategoryDetailAnswer,
  type CategoryMoveBody,
  type CategoryProductsAnswer,
  type CategoryTreeAnswer,
  type NewCategoryBody,
} from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

export const categoryTreeQueryOptions = queryOptions({
  queryKey: queryKeys.categories.tree,
  queryFn: () => request("/categories", { answer: categoryTreeAnswer }),
});

export const categoryDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.categories.detail(id),
    queryFn: () => request(`/categories/${id}`, { answer: categoryDetailAnswer }),
  });

export const categoryProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.categories.products(id),
    queryFn: () => request(`/categories/${id}/products`, { answer: categoryProductsAnswer }),
  });

function useChanged() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    refresh: (...keys: (readonly unknown[])[]) => {
      for (const queryKey of [...keys, queryKeys.audit.all]) void queryClient.invalidateQueries({ queryKey });
    },
  };
}

/** A category saved or created: it replaces the cached one, and the tree shows its new name and key. */
function useCategoryChange<V>(send: (vars: V) => Promise<CategoryDetailAnswer>) {
  const { queryClient, refresh } = useChanged();
  return useMutation({
    mutationFn: send,
    onSuccess: (category: CategoryDetailAnswer) => {
      queryClient.setQueryData(queryKeys.categories.detail(category.id), category);
      refresh(queryKeys.categories.tree, queryKeys.urlRewrites.lists, queryKeys.products.all);
    },
  });
}

export const useCreateCategory = () => useCategoryChange((body: NewCategoryBody) => request("/categories", { method: "POST", body, answer: categoryDetailAnswer }));

export const useSaveCategory = (id: number) =>
  useCategoryChange((body: CategoryBody) => request(`/categories/${id}`, { method: "PATCH", body, answer: categoryDetailAnswer }));

/** Moves and deletions answer the whole tree. */
function useTreeChange<V>(send: (vars: V) => Promise<CategoryTreeAnswer>) {
  const { queryClient, refresh } = useChanged();
  return useMutation({
    mutationFn: send,
    onSuccess: (tree: CategoryTreeAnswer) => {
      queryClient.setQueryData(queryKeys.categories.tree, tree);
      refresh(queryKeys.products.all);
    },
  });
}

export const useMoveCategory = () =>
  useTreeChange(({ id, ...body }: CategoryMoveBody & { id: number }) => request(`/categories/${id}/move`, { method: "POST", body, answer: categoryTreeAnswer }));

export const useDeleteCategory = () => useTreeChange((id: number) => request(`/categories/${id}/delete`, { method: "POST", answer: categoryTreeAnswer }));

/** Changes to a category's products answer its list, which replaces the cached one; the tree's counts refresh. */
function useProductsChange<V>(id: number, send: (vars: V) => Promise<CategoryProductsAnswer>) {
  const { queryClient, refresh } = useChanged();
  return useMutation({
    mutationFn: send,
    onSuccess: (list: CategoryProductsAnswer) => {
      queryClient.setQueryData(queryKeys.categories.products(id), list);
      refresh(queryKeys.categories.tree, queryKeys.products.all);
    },
  });
}

export const useAddCategoryProduct = (id: number) =>
  useProductsChange(id, (sku: string) => request(`/categories/${id}/products`, { method: "POST", body: { sku }, answer: categoryProductsAnswer }));

export const useRemoveCategoryProduct = (id: number) =>
  useProductsChange(id, (productId: number) => request(`/categories/${id}/products/${productId}/delete`, { method: "POST", answer: categoryProductsAnswer }));

export const useOrderCategoryProducts = (id: number) =>
  useProductsChange(id, (productIds: number[]) => request(`/categories/${id}/products/order`, { method: "POST", body: { productIds }, answer: categoryProductsAnswer }));
