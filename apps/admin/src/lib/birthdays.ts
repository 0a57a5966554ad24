/** The artists' birthday list (owner and support): pets whose birthday is coming, and the greeting-sent mark. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminBirthday, birthdayList, type BirthdayListQuery } from "@petsies/contract/admin";
import { request } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

export const birthdaysQueryOptions = (query: BirthdayListQuery) =>
  queryOptions({
    queryKey: queryKeys.birthdays.list(query),
    queryFn: () => request(`/birthdays${toQueryString(query)}`, { answer: birthdayList }),
    placeholderData: keepPreviousData,
  });

/** Mark the greeting for the pet's next birthday sent, or take the mark back; the list and the audit log read again. */
export function useSetBirthdayGreeting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sent: boolean) => request(`/birthdays/${id}/greeting`, { method: "POST", body: { sent }, answer: adminBirthday }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.birthdays.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}
