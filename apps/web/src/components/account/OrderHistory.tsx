"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useState } from "react";
import {
  bulkCustomizeLink,
  mergeOrders,
  messages,
  ORDER_HISTORY_PAGE_SIZE,
  splitOrders,
  type OrderHistoryOrder,
} from "@petsies/domain";
import { formatDay } from "../../lib/dates.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { notify } from "../../lib/notifications/store.ts";
import { asCustomer } from "../../lib/user/session.ts";
import { userApi } from "../../lib/user/user-api.ts";
import { OrderItemRow } from "./OrderItemRow.tsx";
import { SuggestedProducts } from "./SuggestedProducts.tsx";
import { BUTTON, BUTTON_SECONDARY, PANEL } from "./styles.ts";

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; total: number; page: number; more: boolean };

function OrderCard({ order }: { order: OrderHistoryOrder }) {
  const titleId = useId();
  const customize = bulkCustomizeLink(order);
  return (
    <article aria-labelledby={titleId} className={PANEL} data-testid="order">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-sand pb-3">
        <h3 id={titleId} className="text-lg font-bold">
          Order #{order.increment_id}
        </h3>
        <p className="text-sm text-muted">
          Placed <time dateTime={order.created_at}>{formatDay(order.created_at)}</time>
        </p>
        {customize && (
          <Link href={customize} prefetch={false} className="w-full font-semibold">
            Customize items
          </Link>
        )}
      </header>
      <ul className="divide-y divide-sand" aria-label={`Items of order #${order.increment_id}`}>
        {order.items.map((item) => (
          <OrderItemRow key={item.item_id} item={item} />
        ))}
      </ul>
    </article>
  );
}

function OrderList({ title, orders, empty }: { title: string; orders: OrderHistoryOrder[]; empty: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-2xl font-bold">
        {title} <span className="font-normal text-muted">({orders.length})</span>
      </h2>
      {orders.length === 0 ? <p className="text-muted">{empty}</p> : orders.map((order) => <OrderCard key={order.increment_id} order={order} />)}
    </section>
  );
}

/**
 * Order history (spec §2, §4): the customer's orders, 20 a page, split into active and completed (an
 * order is completed when every item is completed or cancelled). "Show more orders" adds the next page;
 * pages merge by increment_id, so an order that moved between pages is shown once.
 */
export function OrderHistory({ active: currency }: { active: ActiveCurrency }) {
  const [orders, setOrders] = useState<OrderHistoryOrder[]>([]);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  const fetchPage = useCallback(async (page: number) => {
    setLoad((l) => (l.state === "ready" && page > 1 ? { ...l, more: true } : { state: "loading" }));
    const answer = await asCustomer((token) => userApi.orderHistory(token, page, ORDER_HISTORY_PAGE_SIZE));
    if (!answer.ok) {
      notify({ type: "danger", message: messages.ordersHistoryFailed });
      // A later page that fails leaves the orders shown, with its button to try again.
      setLoad((l) => (l.state === "ready" ? { ...l, more: false } : { state: "failed" }));
      return;
    }
    setOrders((shown) => (page === 1 ? answer.value.items : mergeOrders(shown, answer.value.items)));
    setLoad({ state: "ready", total: answer.value.total_count, page, more: false });
  }, []);

  useEffect(() => {
    void fetchPage(1);
  }, [fetchPage]);

  if (load.state === "loading" && orders.length === 0) {
    return <div role="status" aria-busy="true" aria-label="Loading your orders" className={`${PANEL} h-48 animate-pulse motion-reduce:animate-none`} />;
  }
  if (load.state === "failed") {
    return (
      <div className={`${PANEL} space-y-3`}>
        <p role="alert" className="font-semibold text-sale">
          {messages.ordersHistoryFailed}
        </p>
        <button type="button" className={BUTTON_SECONDARY} onClick={() => void fetchPage(1)}>
          Try again
        </button>
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className={`${PANEL} space-y-3`}>
        <h2 className="text-2xl font-bold">Order history</h2>
        <p>You have not placed any orders yet.</p>
        <Link href="/" prefetch={false} className={BUTTON}>
          Start shopping
        </Link>
      </div>
    );
  }

  const { active, completed } = splitOrders(orders);
  const more = load.state === "ready" && orders.length < load.total;
  return (
    <div className="space-y-10" aria-busy={load.state === "ready" && load.more}>
      <OrderList title="Active orders" orders={active} empty="No order is on its way right now." />
      {active.length > 0 && <SuggestedProducts active={currency} />}
      <OrderList title="Completed orders" orders={completed} empty="No completed orders yet." />
      {more && (
        <button type="button" disabled={load.more} className={BUTTON_SECONDARY} onClick={() => void fetchPage(load.page + 1)}>
          {load.more ? "Loading…" : "Show more orders"}
        </button>
      )}
    </div>
  );
}
