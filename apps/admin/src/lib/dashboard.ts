/** The dashboard's figures: orders and revenue today and this month, items per status, late items. */
import { queryOptions } from "@tanstack/react-query";
import { dashboardAnswer } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

export const dashboardQueryOptions = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => request("/dashboard", { answer: dashboardAnswer }),
  refetchInterval: 60_000,
});
