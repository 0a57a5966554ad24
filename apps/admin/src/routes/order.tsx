import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { orderDetailQueryOptions } from "../lib/orders.ts";
import { formatDateTime } from "../lib/dates.ts";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { OrderSummary } from "../components/order/OrderSummary.tsx";
import { OrderItemCard } from "../components/order/OrderItemCard.tsx";
import { BulkStatusForm } from "../components/order/BulkStatusForm.tsx";
import { EmailsSent } from "../components/order/EmailsSent.tsx";

const route = getRouteApi("/signed-in/shell/orders/$incrementId");

export default function OrderScreen() {
  const { incrementId } = route.useParams();
  const order = useQuery(orderDetailQueryOptions(incrementId));
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [bulkMessage, setBulkMessage] = useState<string | null>(null);

  const items = order.data?.items ?? [];
  const selected = items.filter((item) => selectedIds.has(item.id));
  const setSelected = (id: number, on: boolean) =>
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <Link to="/orders" className="mb-2 inline-block text-sm text-indigo-800 hover:underline">
        ← All orders
      </Link>
      <PageHeader title={`Order #${incrementId}`} documentTitle={`Order #${incrementId}`}>
        {order.data ? <p className="text-sm text-slate-600">Placed {formatDateTime(order.data.createdAt)}</p> : null}
      </PageHeader>
      <ErrorNotice error={order.error} className="mb-4" />
      {order.data ? (
        <div className="flex flex-col gap-8">
          <OrderSummary order={order.data} />
          <section aria-labelledby="items-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="items-heading" className="text-lg font-semibold text-slate-900">
                Items ({items.length})
              </h2>
              {items.length > 1 ? (
                <div className="flex gap-2 text-sm">
                  <button type="button" className="text-indigo-800 hover:underline" onClick={() => setSelectedIds(new Set(items.map((i) => i.id)))}>
                    Select all
                  </button>
                  <button type="button" className="text-indigo-800 hover:underline" onClick={() => setSelectedIds(new Set())}>
                    Select none
                  </button>
                </div>
              ) : null}
            </div>
            <BulkStatusForm
              key={selected.map((item) => item.id).join(",")}
              incrementId={incrementId}
              selected={selected}
              onDone={(message) => {
                setBulkMessage(message);
                setSelectedIds(new Set());
              }}
            />
            {bulkMessage ? <Notice tone="success">{bulkMessage}</Notice> : null}
            {items.map((item) => (
              <OrderItemCard
                key={item.id}
                incrementId={incrementId}
                item={item}
                currencyCode={order.data.totals.currencyCode}
                selected={selectedIds.has(item.id)}
                onSelectedChange={(on) => setSelected(item.id, on)}
              />
            ))}
          </section>
          <EmailsSent emails={order.data.emails} />
        </div>
      ) : order.isPending ? (
        <Loading label="Loading the order…" />
      ) : null}
    </>
  );
}
