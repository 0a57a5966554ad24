import type { OrderDetailAnswer } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

export function EmailsSent({ emails }: { emails: OrderDetailAnswer["emails"] }) {
  return (
    <section aria-labelledby="emails-heading">
      <h2 id="emails-heading" className="mb-3 text-lg font-semibold text-slate-900">
        E-mails sent
      </h2>
      <Table caption="E-mails sent about this order, oldest first" minWidth="min-w-[40rem]">
        <thead>
          <tr>
            <Th>Sent</Th>
            <Th>Kind</Th>
            <Th>To</Th>
            <Th>Subject</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {emails.length === 0 ? (
            <EmptyRow colSpan={4}>No e-mails sent yet.</EmptyRow>
          ) : (
            emails.map((mail, i) => (
              <tr key={`${mail.sentAt}-${i}`}>
                <Td className="whitespace-nowrap">{formatDateTime(mail.sentAt)}</Td>
                <Td>{mail.kind}</Td>
                <Td>{mail.to}</Td>
                <Td>{mail.subject}</Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </section>
  );
}
