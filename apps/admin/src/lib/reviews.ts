/** Reviews (owner and support): the moderation list, approve, reject, reply, feature; the owner's setting; the customer story queue. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminReview, adminReviewList, customerStoryList, reviewSettings, type AdminReviewListQuery, type ReviewChangeBody, type ReviewModeration } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const reviewListQueryOptions = (query: AdminReviewListQuery) =>
  queryOptions({
    queryKey: queryKeys.reviews.list(query),
    queryFn: () => request(`/reviews${toQueryString(query)}`, { answer: adminReviewList }),
    placeholderData: keepPreviousData,
  });

export const reviewSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.reviews.settings,
  queryFn: () => request("/reviews/settings", { answer: reviewSettings }),
});

export const customerStoriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.stories(page),
    queryFn: () => request(`/customer-stories${toQueryString({ page })}`, { answer: customerStoryList }),
    placeholderData: keepPreviousData,
  });

export function useChangeReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReviewChangeBody) => request(`/reviews/${id}`, { method: "PATCH", body: change, answer: adminReview }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

export function useSetReviewModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moderation: ReviewModeration) => request("/reviews/settings", { method: "PATCH", body: { moderation }, answer: reviewSettings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.reviews.settings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}
