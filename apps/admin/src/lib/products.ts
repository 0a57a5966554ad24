/**
 * Products (issue 13): the list (everyone), one product, and the owner's changes — create, save, duplicate,
 * enable or disable. Each change answers the product as it is now, which replaces the cached one.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  productDetailAnswer,
  productListAnswer,
  type BundleOptionsBody,
  type ChildrenGenerateBody,
  type DownloadSettingsBody,
  type GiftCardProductBody,
  type ConfigurableOptionsBody,
  type ProductBody,
  type ProductDetailAnswer,
  type ProductDuplicateBody,
  type ProductListQuery,
  type ProductPicturesBody,
  type GroupedLinksBody,
} from "@petsies/contract/admin";
import { request, upload } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const productListQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: () => request(`/products${toQueryString(query)}`, { answer: productListAnswer }),
    placeholderData: keepPreviousData,
  });

export const productDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: () => request(`/products/${id}`, { answer: productDetailAnswer }),
  });

const choicesAnswer = productDetailAnswer.pick({ categoryChoices: true });
export const productChoicesQueryOptions = queryOptions({
  queryKey: queryKeys.products.choices,
  queryFn: () => request("/products/choices", { answer: choicesAnswer }),
});

/** A change's answer is the product now: it replaces the cached one, and lists and the audit log refresh. */
function useProductChange<V>(send: (vars: V) => Promise<ProductDetailAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (product: ProductDetailAnswer) => {
      queryClient.setQueryData(queryKeys.products.detail(product.id), product);
      // A child's change shows in its parent's table of children.
      if (product.parent) void queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(product.parent.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

export const useCreateProduct = () =>
  useProductChange((body: ProductBody) => request("/products", { method: "POST", body, answer: productDetailAnswer }));

export const useSaveProduct = (id: number) =>
  useProductChange((body: ProductBody) => request(`/products/${id}`, { method: "PATCH", body, answer: productDetailAnswer }));

export const useDuplicateProduct = (id: number) =>
  useProductChange((body: ProductDuplicateBody) => request(`/products/${id}/duplicate`, { method: "POST", body, answer: productDetailAnswer }));

export const useSetProductEnabled = (id: number) =>
  useProductChange((enabled: boolean) => request(`/products/${id}/status`, { method: "POST", body: { enabled }, answer: productDetailAnswer }));

/** Adds one picture, telling `onProgress` how much of the file has gone; the screen sends several one after another, in the order chosen. */
export const useAddPicture = (id: number) =>
  useProductChange(({ file, onProgress }: { file: File; onProgress: (sent: number) => void }) => {
    const form = new FormData();
    form.append("file", file);
    return upload(`/products/${id}/pictures`, form, productDetailAnswer, onProgress);
  });

export const useSavePictures = (id: number) =>
  useProductChange((body: ProductPicturesBody) => request(`/products/${id}/pictures`, { method: "PUT", body, answer: productDetailAnswer }));

/** A configurable product's options; a value a child has cannot be taken off (the API names the children). */
export const useSaveConfigurableOptions = (id: number) =>
  useProductChange((body: ConfigurableOptionsBody) => request(`/products/${id}/configurable-options`, { method: "PUT", body, answer: productDetailAnswer }));

/** Makes a child for every combination of option values that has none yet. */
export const useGenerateChildren = (id: number) =>
  useProductChange((body: ChildrenGenerateBody) => request(`/products/${id}/children/generate`, { method: "POST", body, answer: productDetailAnswer }));

/** Takes a child off its configurable product; the child stays a disabled simple product of its own. */
export const useRemoveChild = (id: number) =>
  useProductChange((childId: number) => request(`/products/${id}/children/${childId}/remove`, { method: "POST", body: {}, answer: productDetailAnswer }));

/** A bundle's options and their selections; a SKU no product has comes back at its field. */
export const useSaveBundleOptions = (id: number) =>
  useProductChange((body: BundleOptionsBody) => request(`/products/${id}/bundle-options`, { method: "PUT", body, answer: productDetailAnswer }));

/** A grouped product's products, in order, with the quantity each starts at. */
export const useSaveGroupedLinks = (id: number) =>
  useProductChange((body: GroupedLinksBody) => request(`/products/${id}/grouped-links`, { method: "PUT", body, answer: productDetailAnswer }));

/** Sends a downloadable product's file, telling `onProgress` how much of it has gone. */
export const useUploadDownload = (id: number) =>
  useProductChange(({ file, onProgress }: { file: File; onProgress: (sent: number) => void }) => {
    const form = new FormData();
    form.append("file", file);
    return upload(`/products/${id}/download`, form, productDetailAnswer, onProgress);
  });

/** A downloadable product's file title and the downloads one purchase allows (0: no limit). */
export const useSaveDownloadSettings = (id: number) =>
  useProductChange((body: DownloadSettingsBody) => request(`/products/${id}/download`, { method: "PUT", body, answer: productDetailAnswer }));

/** The gift card's fixed amounts, open amount and the designs it offers. */
export const useSaveGiftCardProduct = (id: number) =>
  useProductChange((body: GiftCardProductBody) => request(`/products/${id}/gift-card`, { method: "PUT", body, answer: productDetailAnswer }));
