/** What was given back on the order, what may still be, and each refund: how, how it went, why, by whom. */
import type { OrderDetailAnswer } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { formatMoney } from "../../lib/money.ts";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";

type Refund = OrderDetailAnswer["refunds"][number];

const METHOD_TEXT: Record<Refund["method"], string> = {
  provider: "Payment provider",
  manual: "Manual: refunded by hand (check / cash)",
};

const STATUS_LOOK: Record<Refund["status"], { text: string; tone: string }> = {
  pending: { text: "Pending", tone: "bg-amber-100 text-amber-950" },
  succeeded: { text: "Succeeded", tone: "bg-emerald-100 text-emerald-900" },
  failed: { text: "Failed", tone: "bg-red-100 text-red-900" },
};

export function Refunds({ order }: { order: OrderDetailAnswer }) {
  const money = (cents: number) => formatMoney(cents, order.totals.currencyCode);
  const itemName = new Map(order.items.map((item) => [item.id, item.name]));
  return (
    <section aria-labelledby="refunds-heading" className="flex flex-col gap-3">
      <h2 id="refunds-heading" className="text-lg font-semibold text-slate-900">
        Refunds
      </h2>
      <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm tabular-nums">
        <div className="flex gap-2">
          <dt className="text-slate-600">Refunded</dt>
          <dd className="font-semibold text-slate-900">{money(order.refundedCents)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">Can still be refunded</dt>
          <dd className="font-semibold text-slate-900">{money(order.refundableCents)}</dd>
        </div>
      </dl>
      <Table caption="Refunds of this order" minWidth="min-w-[48rem]">
        <thead>
          <tr>
            <Th>When</Th>
            <Th className="text-right">Amount</Th>
            <Th>Method</Th>
            <Th>Status</Th>
            <Th>Reason</Th>
            <Th>By</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.refunds.length === 0 ? (
            <EmptyRow colSpan={6}>No refunds yet.</EmptyRow>
          ) : (
            order.refunds.map((refund) => {
              const status = STATUS_LOOK[refund.status];
              const items = refund.itemIds.map((id) => itemName.get(id) ?? `item ${id}`);
              return (
                <tr key={refund.id}>
                  <Td className="whitespace-nowrap">{formatDateTime(refund.createdAt)}</Td>
                  <Td className="whitespace-nowrap text-right tabular-nums">{money(refund.amountCents)}</Td>
                  <Td>
                    <span className="block">{METHOD_TEXT[refund.method]}</span>
                    {refund.providerReference ? <code className="block break-all text-xs text-slate-600">{refund.providerReference}</code> : null}
                  </Td>
                  <Td>
                    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${status.tone}`}>{status.text}</span>
                    {refund.failure ? <span className="mt-1 block text-red-800">{refund.failure}</span> : null}
                  </Td>
                  <Td className="min-w-[12rem] whitespace-pre-wrap">
                    {refund.reason}
                    {items.length > 0 ? <span className="mt-1 block text-xs text-slate-600">For: {items.join(", ")}</span> : null}
                  </Td>
                  <Td>{refund.staffEmail}</Td>
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
    </section>
  );
}
