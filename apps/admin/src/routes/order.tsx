import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { orderDetailQueryOptions } from "../lib/orders.ts";
import { formatDateTime } from "../lib/dates.ts";
import { servesCustomers, useSession } from "../lib/session.ts";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { OrderSummary } from "../components/order/OrderSummary.tsx";
import { OrderItemCard } from "../components/order/OrderItemCard.tsx";
import { BulkStatusForm } from "../components/order/BulkStatusForm.tsx";
import { EmailsSent } from "../components/order/EmailsSent.tsx";
import { CancelSelectedItems, OrderActions } from "../components/order/OrderActions.tsx";
import { Refunds } from "../components/order/Refunds.tsx";
import { isCancelled } from "../components/order/cancellable.ts";

const route = getRouteApi("/signed-in/shell/orders/$incrementId");

export default function OrderScreen() {
  const { incrementId } = route.useParams();
  const { staff } = useSession();
  const handlesMoney = servesCustomers(staff.role);
  const order = useQuery(orderDetailQueryOptions(incrementId));
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [bulkMessage, setBulkMessage] = useState<string | null>(null);
  const [orderMessage, setOrderMessage] = useState<string | null>(null);

  const items = order.data?.items ?? [];
  const open = items.filter((item) => !isCancelled(item));
  // A cancelled item loses its checkbox: a selection made before it was cancelled no longer counts it.
  const selected = open.filter((item) => selectedIds.has(item.id));
  const setSelected = (id: number, on: boolean) =>
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const afterCancel = (message: string) => {
    setOrderMessage(message);
    setSelectedIds(new Set());
  };

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
          {handlesMoney ? (
            <div className="-mt-4 flex flex-col gap-3">
              <OrderActions order={order.data} open={open} onDone={afterCancel} />
              {orderMessage ? <Notice tone="success">{orderMessage}</Notice> : null}
            </div>
          ) : null}
          <OrderSummary order={order.data} linkCustomer={handlesMoney} />
          <section aria-labelledby="items-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="items-heading" className="text-lg font-semibold text-slate-900">
                Items ({items.length})
              </h2>
              <div className="flex flex-wrap items-center gap-4">
                {open.length > 1 ? (
                  <div className="flex gap-2 text-sm">
                    <button type="button" className="text-indigo-800 hover:underline" onClick={() => setSelectedIds(new Set(open.map((i) => i.id)))}>
                      Select all
                    </button>
                    <button type="button" className="text-indigo-800 hover:underline" onClick={() => setSelectedIds(new Set())}>
                      Select none
                    </button>
                  </div>
                ) : null}
                {handlesMoney && open.length > 0 ? <CancelSelectedItems order={order.data} selected={selected} onDone={afterCancel} /> : null}
              </div>
            </div>
            {open.length > 0 ? (
              <BulkStatusForm
                key={selected.map((item) => item.id).join(",")}
                incrementId={incrementId}
                selected={selected}
                onDone={(message) => {
                  setBulkMessage(message);
                  setSelectedIds(new Set());
                }}
              />
            ) : null}
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
          <Refunds order={order.data} />
          <EmailsSent emails={order.data.emails} />
        </div>
      ) : order.isPending ? (
        <Loading label="Loading the order…" />
      ) : null}
    </>
  );
}
