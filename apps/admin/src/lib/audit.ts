/** The audit log (owner only): every change made through the staff API, newest first. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { auditPage, type AuditQuery } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: queryKeys.audit.list(query),
    queryFn: () => request(`/audit${toQueryString(query)}`, { answer: auditPage }),
    placeholderData: keepPreviousData,
  });
