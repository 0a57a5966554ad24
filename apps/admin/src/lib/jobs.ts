/** Background jobs (owners): what ran, what waits, what failed and why, and a retry. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { jobPage, jobRetryAnswer, type JobQuery } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const jobsQueryOptions = (query: JobQuery) =>
  queryOptions({
    queryKey: queryKeys.jobs.list(query),
    queryFn: () => request(`/jobs${toQueryString(query)}`, { answer: jobPage }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/jobs/:id/retry answers the job; its page and the counts are fetched again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(`/jobs/${id}/retry`, { method: "POST", answer: jobRetryAnswer }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}
