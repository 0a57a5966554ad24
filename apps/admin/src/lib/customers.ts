/**
 * Customers (owner and support): the list, one customer's record, and the account actions — disable or
 * enable, a password reset e-mail, a data export, and erasing (owners).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  customerDetailAnswer,
  customerEraseAnswer,
  customerListAnswer,
  type CustomerDetailAnswer,
  type CustomerListQuery,
} from "@petsies/contract/admin";
import { request } from "./api.ts";
import { downloadJson } from "./download.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const customerListQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: queryKeys.customers.list(query),
    queryFn: () => request(`/customers${toQueryString(query)}`, { answer: customerListAnswer }),
    placeholderData: keepPreviousData,
  });

export const customerDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.customers.detail(id),
    queryFn: () => request(`/customers/${id}`, { answer: customerDetailAnswer }),
  });

/** PATCH /api/admin/customers/:id answers the customer as they are now (a disabled account's sessions have ended). */
export function useSetCustomerDisabled(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => request(`/customers/${id}`, { method: "PATCH", body: { disabled }, answer: customerDetailAnswer }),
    onSuccess: (customer: CustomerDetailAnswer) => {
      queryClient.setQueryData(queryKeys.customers.detail(id), customer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

/** POST …/password-reset: the customer gets the same e-mail as when they ask for it themselves. */
export function useCustomerPasswordReset(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(`/customers/${id}/password-reset`, { method: "POST", answer: z.literal(true) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
  });
}

/** Everything the shop holds of the customer; the contract leaves its shape open (one object per kind of record). */
const customerExport = z.record(z.string(), z.unknown());

/** GET …/export, saved as customer-<id>.json. */
export function useExportCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(`/customers/${id}/export`, { answer: customerExport }),
    onSuccess: (data) => {
      downloadJson(`customer-${id}.json`, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

/** POST …/erase (owners): the customer's e-mail typed again confirms it. */
export function useEraseCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmEmail: string) => request(`/customers/${id}/erase`, { method: "POST", body: { confirmEmail }, answer: customerEraseAnswer }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.customers.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}
