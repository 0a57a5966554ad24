/**
 * Catalogue import and export (issue 13): the upload answers its dry run; a background import is polled until its
 * check or its apply ends. The import's id lives in the address, so a reload (or a colleague's link) shows it again.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { importView, type ImportView } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

const POLL_MS = 1_000;
export const isWorking = (view: ImportView | undefined) => view?.status === "checking" || view?.status === "applying";

export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalogueImports.detail(id),
    queryFn: () => request(`/catalogue/imports/${id}`, { answer: importView }),
    refetchInterval: (query) => (isWorking(query.state.data) ? POLL_MS : false),
  });

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => request(`/catalogue/imports?fileName=${encodeURIComponent(file.name)}`, { method: "POST", file, answer: importView }),
    onSuccess: (view) => queryClient.setQueryData(queryKeys.catalogueImports.detail(view.id), view),
  });
}

export function useApplyImport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(`/catalogue/imports/${id}/apply`, { method: "POST", answer: importView }),
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.catalogueImports.detail(view.id), view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
    // A refusal may come with a new report (the catalogue changed since the check): show it.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.catalogueImports.detail(id) }),
  });
}

/** The export's address: the browser downloads the file itself, streamed, with the session's cookie. */
export const exportUrl = (format: "csv" | "json") => `/api/admin/catalogue/export?format=${format}`;
