/** A card's history, oldest first: what happened, who or which order, why, and the balance after. */
import type { GiftCardEvent } from "@petsies/contract/admin";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/dates.ts";
import { Table, Td, Th } from "../ui/Table.tsx";
import { changeText, eventText, money } from "./gift-card-text.ts";

export function GiftCardHistory({ history }: { history: GiftCardEvent[] }) {
  return (
    <Table caption="History, oldest first" minWidth="min-w-[36rem]">
      <thead>
        <tr>
          <Th>When</Th>
          <Th>What</Th>
          <Th>Who and why</Th>
          <Th className="text-right">Change</Th>
          <Th className="text-right">Balance</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {history.map((event, i) => (
          <tr key={i}>
            <Td>
              <span className="whitespace-nowrap">{formatDateTime(event.at)}</span>
            </Td>
            <Td>
              {event.orderIncrementId && (event.kind === "used" || event.kind === "returned") ? (
                <Link to="/orders/$incrementId" params={{ incrementId: event.orderIncrementId }} className="text-indigo-800 hover:underline">
                  {eventText(event)}
                </Link>
              ) : (
                eventText(event)
              )}
            </Td>
            <Td>
              {event.by ? <span className="block">{event.by}</span> : null}
              {event.reason ? <span className="block text-slate-600">{event.reason}</span> : null}
            </Td>
            <Td className="text-right tabular-nums">{changeText(event.amountCents)}</Td>
            <Td className="text-right tabular-nums">{money(event.balanceAfterCents)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
