/** Staff members (owner only): the list, adding someone, changing role, refund limit or access, and the staff settings. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { newStaffAnswer, staffListAnswer, staffSettings, type NewStaffBody, type StaffChangeBody, type StaffSettings } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

export const staffListQueryOptions = queryOptions({
  queryKey: queryKeys.staff,
  queryFn: () => request("/staff", { answer: staffListAnswer }),
});

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewStaffBody) => request("/staff", { method: "POST", body, answer: newStaffAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
  });
}

/** PATCH /api/admin/staff/:id; the contract does not name its answer, so the list is fetched again. */
export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffChangeBody & { id: number }) =>
      request(`/staff/${id}`, { method: "PATCH", body, answer: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
  });
}

export const staffSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.staffSettings,
  queryFn: () => request("/staff/settings", { answer: staffSettings }),
});

export function useSetStaffSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSettings) => request("/staff/settings", { method: "PATCH", body, answer: staffSettings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.staffSettings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}
