/** One page of newsletter subscribers, newest first, each with a way to take it off the list. */
import { NEWSLETTER_SOURCE_NAMES, type SubscriberRow } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { useUnsubscribe } from "../../lib/newsletter.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

export function SubscribersTable({ rows, busy }: { rows: SubscriberRow[]; busy: boolean }) {
  const unsubscribe = useUnsubscribe();
  return (
    <>
      <ErrorNotice error={unsubscribe.error} className="mb-4" />
      <Table caption="Newsletter subscribers, newest first" className={busy ? "opacity-60" : ""} minWidth="min-w-[40rem]">
        <thead>
          <tr>
            <Th>E-mail</Th>
            <Th>Source</Th>
            <Th>Subscribed</Th>
            <Th>Unsubscribed</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" aria-busy={busy || undefined}>
          {rows.length === 0 ? (
            <EmptyRow colSpan={5}>No subscribers match these filters.</EmptyRow>
          ) : (
            rows.map((s) => (
              <tr key={s.email} className="hover:bg-slate-50">
                <Td className="break-all">{s.email}</Td>
                <Td>{NEWSLETTER_SOURCE_NAMES[s.source]}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(s.subscribedAt)}</Td>
                <Td className="whitespace-nowrap">{s.subscribed ? "—" : formatDateTime(s.unsubscribedAt)}</Td>
                <Td className="text-right">
                  {s.subscribed ? (
                    <Button size="sm" onClick={() => unsubscribe.mutate(s.email)} disabled={unsubscribe.isPending} aria-label={`Unsubscribe ${s.email}`}>
                      Unsubscribe
                    </Button>
                  ) : null}
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </>
  );
}
