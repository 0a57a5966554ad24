import type { OrderItemDetail } from "@petsies/contract/admin";
import { formatDateTime, formatDay } from "../../lib/dates.ts";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";
import { StatusBadge } from "../orders/StatusBadge.tsx";

export function Shipments({ item }: { item: OrderItemDetail }) {
  if (item.shipments.length === 0) return <p className="text-sm text-slate-600">No shipments yet.</p>;
  return (
    <Table caption={`Shipments of ${item.name}`}>
      <thead>
        <tr>
          <Th>Carrier</Th>
          <Th>Tracking number</Th>
          <Th>Date</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {item.shipments.map((s, i) => (
          <tr key={`${s.trackingNumber}-${i}`}>
            <Td>{s.carrierCode}</Td>
            <Td>
              <code className="whitespace-nowrap">{s.trackingNumber}</code>
            </Td>
            <Td className="whitespace-nowrap">{formatDay(s.shipmentDate)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function ChangeLog({ item }: { item: OrderItemDetail }) {
  return (
    <Table caption={`Change log of ${item.name}`}>
      <thead>
        <tr>
          <Th>When</Th>
          <Th>Status</Th>
          <Th>Note</Th>
          <Th>By</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {item.log.length === 0 ? (
          <EmptyRow colSpan={4}>No changes yet.</EmptyRow>
        ) : (
          item.log.map((entry, i) => (
            <tr key={`${entry.changedAt}-${i}`}>
              <Td className="whitespace-nowrap">{formatDateTime(entry.changedAt)}</Td>
              <Td>
                <StatusBadge statusId={entry.statusId} name={entry.statusName} />
              </Td>
              <Td className="min-w-[12rem] whitespace-pre-wrap">{entry.note || "—"}</Td>
              <Td>{entry.changedBy}</Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
