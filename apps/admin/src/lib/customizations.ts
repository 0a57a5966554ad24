/**
 * A product's customization tree (issue 13 "Customizations"): read by every role, replaced by owners. The save's
 * answer is the tree as stored, which replaces the cached one; the audit log refreshes.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { customizationPreviewAnswer, productCustomizationsAnswer, type ProductCustomizationsBody } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

export const productCustomizationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.customizations(id),
    queryFn: () => request(`/products/${id}/customizations`, { answer: productCustomizationsAnswer }),
  });

/**
 * The storefront page that shows the product's configurator in the editor's frame, signed for an hour; 409
 * "preview_off" when the shop has no preview secret (the editor then keeps its rules-only preview).
 */
export const customizationPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.customizationPreview(id),
    queryFn: () => request(`/products/${id}/customizations/preview`, { answer: customizationPreviewAnswer }),
    retry: false,
    // The link opens the frame once; a new one is asked for well before the hour is out.
    staleTime: 30 * 60_000,
  });

export function useSaveCustomizations(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCustomizationsBody) => request(`/products/${id}/customizations`, { method: "PUT", body, answer: productCustomizationsAnswer }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.products.customizations(id), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}
