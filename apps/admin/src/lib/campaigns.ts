/**
 * Campaigns (owners): the list, one campaign, creating and changing one, making it the default, disabling or
 * enabling it, and the banner's description evaluated for the preview.
 */
import { useEffect, useState } from "react";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  bannerPreviewAnswer,
  campaignDetailAnswer,
  campaignListAnswer,
  couponChoicesAnswer,
  type BannerPreviewBody,
  type CampaignBody,
  type CampaignDetailAnswer,
  type CampaignListQuery,
} from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const campaignListQueryOptions = (query: CampaignListQuery) =>
  queryOptions({
    queryKey: queryKeys.campaigns.list(query),
    queryFn: () => request(`/campaigns${toQueryString(query)}`, { answer: campaignListAnswer }),
    placeholderData: keepPreviousData,
  });

export const campaignDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.campaigns.detail(id),
    queryFn: () => request(`/campaigns/${id}`, { answer: campaignDetailAnswer }),
  });

/** The categories a campaign can discount; they change rarely. */
export const campaignCategoriesQueryOptions = queryOptions({
  queryKey: queryKeys.campaigns.categories,
  queryFn: () => request("/campaigns/categories", { answer: couponChoicesAnswer }),
  staleTime: 5 * 60_000,
});

function useCampaignSaved() {
  const queryClient = useQueryClient();
  return (campaign: CampaignDetailAnswer) => {
    queryClient.setQueryData(queryKeys.campaigns.detail(campaign.id), campaign);
    // Making one the default changes another's row too.
    void queryClient.invalidateQueries({ queryKey: ["campaigns", "detail"], predicate: (q) => q.queryKey[2] !== campaign.id });
    void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.lists });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  };
}

export function useCreateCampaign() {
  const saved = useCampaignSaved();
  return useMutation({
    mutationFn: (body: CampaignBody) => request("/campaigns", { method: "POST", body, answer: campaignDetailAnswer }),
    onSuccess: saved,
  });
}

export function useUpdateCampaign(id: number) {
  const saved = useCampaignSaved();
  return useMutation({
    mutationFn: (body: CampaignBody) => request(`/campaigns/${id}`, { method: "PATCH", body, answer: campaignDetailAnswer }),
    onSuccess: saved,
  });
}

/** The one every shopper gets without a campaign link; the default before it stops being one. */
export function useMakeDefaultCampaign(id: number) {
  const saved = useCampaignSaved();
  return useMutation({
    mutationFn: () => request(`/campaigns/${id}/default`, { method: "POST", answer: campaignDetailAnswer }),
    onSuccess: saved,
  });
}

/** Disable (it runs for no one, links included) or enable again. */
export function useSetCampaignActive(id: number) {
  const saved = useCampaignSaved();
  return useMutation({
    mutationFn: (active: boolean) => request(`/campaigns/${id}/state`, { method: "POST", body: { active }, answer: campaignDetailAnswer }),
    onSuccess: saved,
  });
}

/** The value once it has stayed the same for `ms`: the preview asks again when the owner pauses typing. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const PREVIEW_PAUSE_MS = 400;

/** The banner's description evaluated by the API as the storefront will show it (directives and all). */
export function useBannerPreview(body: BannerPreviewBody) {
  const settled = useSettled(JSON.stringify(body), PREVIEW_PAUSE_MS);
  return useQuery({
    queryKey: queryKeys.campaigns.preview(settled),
    queryFn: () => request("/campaigns/banner-preview", { method: "POST", body: JSON.parse(settled) as BannerPreviewBody, answer: bannerPreviewAnswer }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
