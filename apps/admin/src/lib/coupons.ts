/**
 * Coupons (owners): the list, one coupon, creating one with a code or a batch of codes, changing its terms,
 * disabling or enabling it, and its codes as CSV.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  couponChoicesAnswer,
  couponCodesCsvAnswer,
  couponDetailAnswer,
  couponListAnswer,
  type CouponDetailAnswer,
  type CouponListQuery,
  type CouponTermsBody,
  type NewCouponBody,
} from "@petsies/contract/admin";
import { request } from "./api.ts";
import { downloadCsv } from "./download.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const couponListQueryOptions = (query: CouponListQuery) =>
  queryOptions({
    queryKey: queryKeys.coupons.list(query),
    queryFn: () => request(`/coupons${toQueryString(query)}`, { answer: couponListAnswer }),
    placeholderData: keepPreviousData,
  });

export const couponDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.coupons.detail(id),
    queryFn: () => request(`/coupons/${id}`, { answer: couponDetailAnswer }),
  });

/** The categories a coupon can be limited to; they change rarely. */
export const couponCategoriesQueryOptions = queryOptions({
  queryKey: queryKeys.coupons.categories,
  queryFn: () => request("/coupons/categories", { answer: couponChoicesAnswer }),
  staleTime: 5 * 60_000,
});

function useCouponSaved() {
  const queryClient = useQueryClient();
  return (coupon: CouponDetailAnswer) => {
    queryClient.setQueryData(queryKeys.coupons.detail(coupon.id), coupon);
    void queryClient.invalidateQueries({ queryKey: queryKeys.coupons.lists });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  };
}

export function useCreateCoupon() {
  const saved = useCouponSaved();
  return useMutation({
    mutationFn: (body: NewCouponBody) => request("/coupons", { method: "POST", body, answer: couponDetailAnswer }),
    onSuccess: saved,
  });
}

export function useUpdateCoupon(id: number) {
  const saved = useCouponSaved();
  return useMutation({
    mutationFn: (body: CouponTermsBody) => request(`/coupons/${id}`, { method: "PATCH", body, answer: couponDetailAnswer }),
    onSuccess: saved,
  });
}

/** Disable (every cart refuses it from now on) or enable again. */
export function useSetCouponActive(id: number) {
  const saved = useCouponSaved();
  return useMutation({
    mutationFn: (active: boolean) => request(`/coupons/${id}/state`, { method: "POST", body: { active }, answer: couponDetailAnswer }),
    onSuccess: saved,
  });
}

/** Every code of the coupon with its uses, saved as a CSV file. */
export function useDownloadCouponCodes(id: number) {
  return useMutation({
    mutationFn: () => request(`/coupons/${id}/codes`, { answer: couponCodesCsvAnswer }),
    onSuccess: (file) => downloadCsv(file.fileName, file.csv),
  });
}
