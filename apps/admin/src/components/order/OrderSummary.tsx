/** Who ordered, where it goes, what was charged and how it was paid. */
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { OrderDetailAnswer } from "@petsies/contract/admin";
import { formatMoney } from "../../lib/money.ts";
import { AddressBlock } from "./AddressBlock.tsx";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-700">{title}</h2>
      {children}
    </section>
  );
}

function Row({ term, children, className = "" }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-4 py-1 ${className}`}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-right text-slate-900">{children}</dd>
    </div>
  );
}

function StackedRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** linkCustomer: the reader may open customer pages (owner, support); guests have none. */
export function OrderSummary({ order, linkCustomer }: { order: OrderDetailAnswer; linkCustomer: boolean }) {
  const { totals, payment } = order;
  const money = (cents: number) => formatMoney(cents, totals.currencyCode);
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <Panel title="Customer">
        <dl className="flex flex-col gap-2 text-sm">
          <StackedRow term="Name">
            {linkCustomer && order.customerId !== null ? (
              <Link to="/customers/$id" params={{ id: String(order.customerId) }} className="text-indigo-800 hover:underline">
                {order.customerName}
              </Link>
            ) : (
              order.customerName
            )}
          </StackedRow>
          <StackedRow term="E-mail">
            <a href={`mailto:${order.email}`} className="break-words text-indigo-800 hover:underline">
              {order.email}
            </a>
          </StackedRow>
          <StackedRow term="Phone">{order.telephone ?? "—"}</StackedRow>
          <StackedRow term="Account">{order.customerId === null ? "Guest" : `Customer ${order.customerId}`}</StackedRow>
        </dl>
      </Panel>
      <Panel title="Shipping address">
        <div className="text-sm">
          <AddressBlock address={order.shippingAddress} />
          <p className="mt-2 text-slate-600">Method: {order.shippingMethodCode || "—"}</p>
        </div>
      </Panel>
      <Panel title="Billing address">
        <div className="text-sm">
          <AddressBlock address={order.billingAddress} />
        </div>
      </Panel>
      <Panel title="Totals and payment">
        <dl className="text-sm tabular-nums">
          <Row term="Subtotal">{money(totals.subtotalCents)}</Row>
          {totals.discountCents ? <Row term={order.couponCode ? `Discount (${order.couponCode})` : "Discount"}>−{money(Math.abs(totals.discountCents))}</Row> : null}
          <Row term="Shipping">{money(totals.shippingCents)}</Row>
          <Row term="Tax">{money(totals.taxCents)}</Row>
          {totals.giftCardCents ? <Row term="Gift cards">−{money(Math.abs(totals.giftCardCents))}</Row> : null}
          <Row term="Charged" className="mt-1 border-t border-slate-200 pt-2 font-semibold">
            {money(totals.grandTotalCents)}
          </Row>
        </dl>
        <dl className="mt-3 border-t border-slate-200 pt-2 text-sm">
          <Row term="Method">{payment.methodTitle}</Row>
          <Row term="State">{payment.state}</Row>
          <Row term="Reference">{payment.reference ? <code className="break-all">{payment.reference}</code> : "—"}</Row>
        </dl>
      </Panel>
    </div>
  );
}
