/**
 * Gift cards (owners; support reads): the list, one card with its history, issuing one, adjusting a balance,
 * disabling or enabling. Issue and adjust send the request key made when their form opened, so a double click
 * or a retry is one card, one adjustment.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  giftCardDesignsAnswer,
  giftCardDetailAnswer,
  giftCardListAnswer,
  type AdjustGiftCardBody,
  type GiftCardDetailAnswer,
  type GiftCardListQuery,
  type IssueGiftCardBody,
} from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

/** Kept here rather than in query-keys.ts: nothing else refreshes gift cards. */
export const giftCardKeys = {
  all: ["gift-cards"] as const,
  lists: ["gift-cards", "list"] as const,
  list: (query: GiftCardListQuery) => ["gift-cards", "list", query] as const,
  detail: (id: number) => ["gift-cards", "detail", id] as const,
  designs: ["gift-cards", "designs"] as const,
};

export const giftCardListQueryOptions = (query: GiftCardListQuery) =>
  queryOptions({
    queryKey: giftCardKeys.list(query),
    queryFn: () => request(`/gift-cards${toQueryString(query)}`, { answer: giftCardListAnswer }),
    placeholderData: keepPreviousData,
  });

export const giftCardDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: giftCardKeys.detail(id),
    queryFn: () => request(`/gift-cards/${id}`, { answer: giftCardDetailAnswer }),
  });

/** The designs a card can be issued with; they change rarely. */
export const giftCardDesignsQueryOptions = queryOptions({
  queryKey: giftCardKeys.designs,
  queryFn: () => request("/gift-cards/templates", { answer: giftCardDesignsAnswer }),
  staleTime: 5 * 60_000,
});

function useGiftCardSaved() {
  const queryClient = useQueryClient();
  return (card: GiftCardDetailAnswer) => {
    queryClient.setQueryData(giftCardKeys.detail(card.id), card);
    void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  };
}

export function useIssueGiftCard() {
  const saved = useGiftCardSaved();
  return useMutation({
    mutationFn: (body: IssueGiftCardBody) => request("/gift-cards", { method: "POST", body, answer: giftCardDetailAnswer }),
    onSuccess: saved,
  });
}

export function useAdjustGiftCard(id: number) {
  const saved = useGiftCardSaved();
  return useMutation({
    mutationFn: (body: AdjustGiftCardBody) => request(`/gift-cards/${id}/adjustments`, { method: "POST", body, answer: giftCardDetailAnswer }),
    onSuccess: saved,
  });
}

/** Disable (every cart refuses it from now on) or enable again. */
export function useSetGiftCardActive(id: number) {
  const saved = useGiftCardSaved();
  return useMutation({
    mutationFn: (active: boolean) => request(`/gift-cards/${id}/state`, { method: "POST", body: { active }, answer: giftCardDetailAnswer }),
    onSuccess: saved,
  });
}
