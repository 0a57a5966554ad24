/** Newsletter subscribers (owner and support): the list, taking an address off, and the CSV (owners). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriberExport, subscriberList, subscriberRow, type SubscriberListQuery } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { downloadCsv } from "./download.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const subscriberListQueryOptions = (query: SubscriberListQuery) =>
  queryOptions({
    queryKey: queryKeys.newsletter.list(query),
    queryFn: () => request(`/newsletter${toQueryString(query)}`, { answer: subscriberList }),
    placeholderData: keepPreviousData,
  });

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => request("/newsletter/unsubscribe", { method: "POST", body: { email }, answer: subscriberRow }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.newsletter.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

export function useExportSubscribers() {
  return useMutation({
    mutationFn: () => request("/newsletter/export", { answer: subscriberExport }),
    onSuccess: (file) => downloadCsv(file.fileName, file.csv),
  });
}
