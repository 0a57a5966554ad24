/** URL rewrites (owners): the list, adding one to a page the shop shows, removing one. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { urlRewriteList, urlRewriteRow, type NewUrlRewriteBody, type UrlRewriteListQuery } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const urlRewriteListQueryOptions = (query: UrlRewriteListQuery) =>
  queryOptions({
    queryKey: queryKeys.urlRewrites.list(query),
    queryFn: () => request(`/url-rewrites${toQueryString(query)}`, { answer: urlRewriteList }),
    placeholderData: keepPreviousData,
  });

function useRewritesChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.urlRewrites.lists });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  };
}

export function useAddUrlRewrite() {
  const changed = useRewritesChanged();
  return useMutation({ mutationFn: (body: NewUrlRewriteBody) => request("/url-rewrites", { method: "POST", body, answer: urlRewriteRow }), onSuccess: changed });
}

export function useRemoveUrlRewrite() {
  const changed = useRewritesChanged();
  return useMutation({ mutationFn: (id: number) => request(`/url-rewrites/${id}/delete`, { method: "POST", answer: z.literal(true) }), onSuccess: changed });
}
