/** Staff members (owner only): the list, adding someone, and changing role, refund limit or access. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { newStaffAnswer, staffListAnswer, type NewStaffBody, type StaffChangeBody } from "@petsies/contract/admin";
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
