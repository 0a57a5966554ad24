/** Reviews (owner and support): the moderation list, approve, reject, reply, feature; the owner's setting; the customer story queue. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminCustomerStory,
  adminReview,
  adminReviewList,
  customerStoryList,
  reviewSettings,
  type AdminReviewListQuery,
  type CustomerStoryListQuery,
  type CustomerStoryState,
  type ReviewChangeBody,
  type ReviewModeration,
} from "@petsies/contract/admin";
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

export const customerStoriesQueryOptions = (query: CustomerStoryListQuery) =>
  queryOptions({
    queryKey: queryKeys.reviews.stories(query),
    queryFn: () => request(`/customer-stories${toQueryString(query)}`, { answer: customerStoryList }),
    placeholderData: keepPreviousData,
  });

/** Mark a story handled, back to new, or archived; the lists and the audit log read again. */
export function useSetCustomerStoryState(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: CustomerStoryState) => request(`/customer-stories/${id}/state`, { method: "POST", body: { state }, answer: adminCustomerStory }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.storyLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

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
