/**
 * Gift cards (owners; support reads): the list, one card with its history, issuing one, adjusting a balance,
 * disabling or enabling. Issue and adjust send the request key made when their form opened, so a double click
 * or a retry is one card, one adjustment.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  giftCardDesignListAnswer,
  giftCardDesignPictureAnswer,
  giftCardDesignProductPicturesAnswer,
  giftCardDesignRow,
  giftCardDesignsAnswer,
  type GiftCardDesignCreateBody,
  type GiftCardDesignUpdateBody,
  giftCardDetailAnswer,
  giftCardListAnswer,
  type AdjustGiftCardBody,
  type GiftCardDetailAnswer,
  type GiftCardListQuery,
  type IssueGiftCardBody,
} from "@petsies/contract/admin";
import { request, upload } from "./api.ts";
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

/** Gift card designs (owners): every design, active or not, in the storefront's order. */
export const giftCardDesignKeys = {
  list: ["gift-cards", "design-list"] as const,
  productPictures: (q: string) => ["gift-cards", "design-pictures", q] as const,
};

export const giftCardDesignListQueryOptions = queryOptions({
  queryKey: giftCardDesignKeys.list,
  queryFn: () => request("/gift-card-designs", { answer: giftCardDesignListAnswer }),
});

export const designProductPicturesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: giftCardDesignKeys.productPictures(q),
    queryFn: async () =>
      (await request(`/gift-card-designs/product-pictures${toQueryString({ q: q || undefined })}`, { answer: giftCardDesignProductPicturesAnswer })).pictures.map((p) => ({
        image: p.image,
        imageUrl: p.imageUrl,
        label: p.productName,
      })),
    placeholderData: keepPreviousData,
  });

/** After any change to designs: the list, the issue form's choices and the audit log. */
function useDesignsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: giftCardDesignKeys.list });
    void queryClient.invalidateQueries({ queryKey: giftCardKeys.designs });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  };
}

export function useCreateDesign() {
  const changed = useDesignsChanged();
  return useMutation({ mutationFn: (body: GiftCardDesignCreateBody) => request("/gift-card-designs", { method: "POST", body, answer: giftCardDesignRow }), onSuccess: changed });
}

export function useUpdateDesign(id: number) {
  const changed = useDesignsChanged();
  return useMutation({ mutationFn: (body: GiftCardDesignUpdateBody) => request(`/gift-card-designs/${id}`, { method: "PUT", body, answer: giftCardDesignRow }), onSuccess: changed });
}

export function useSetDesignActive() {
  const changed = useDesignsChanged();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => request(`/gift-card-designs/${id}/state`, { method: "POST", body: { active }, answer: giftCardDesignRow }),
    onSuccess: changed,
  });
}

export function useOrderDesigns() {
  const changed = useDesignsChanged();
  return useMutation({ mutationFn: (ids: number[]) => request("/gift-card-designs/order", { method: "PUT", body: { ids }, answer: giftCardDesignListAnswer }), onSuccess: changed });
}

export function useDeleteDesign() {
  const changed = useDesignsChanged();
  return useMutation({ mutationFn: (id: number) => request(`/gift-card-designs/${id}/delete`, { method: "POST", answer: z.object({ deleted: z.literal(true) }) }), onSuccess: changed });
}

/** Sends a file for a design; the answer's key goes with the design's form. */
export function uploadDesignPicture(file: File, onProgress: (sent: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return upload("/gift-card-designs/pictures", form, giftCardDesignPictureAnswer, onProgress);
}
