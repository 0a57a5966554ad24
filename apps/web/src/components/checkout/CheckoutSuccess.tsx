"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { lastPlacedOrder } from "../../lib/checkout/placed-order.ts";
import type { OrderSummary as Summary } from "@petsies/domain";
import { SignUp } from "../account/SignUp.tsx";

const noSubscription = () => () => {};
const HEADING = "text-lg font-bold";

/** What was ordered and the totals charged, as the confirmation e-mail lists them. */
function OrderSummary({ summary }: { summary: Summary }) {
  return (
    <section aria-labelledby="success-summary" className="space-y-2" data-testid="success-summary">
      <h2 id="success-summary" className={HEADING}>
        Your order
      </h2>
      <table className="w-full text-left">
        <caption className="sr-only">Items and totals</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {summary.items.map((item, n) => (
            <tr key={n} className="border-b border-sand" data-testid="success-item">
              <td className="py-2">
                {item.qty} × {item.name}
              </td>
              <td className="py-2 text-right">{item.row_total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {summary.totals.map((row) => (
            <tr key={row.label} className={row.label === "Grand Total" ? "font-bold" : ""}>
              <th scope="row" className="pt-2 font-normal">
                {row.label}
              </th>
              <td className="pt-2 text-right">{row.value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}

/**
 * The success page (spec §2 checkout/success): the order number, what was ordered with the totals, the
 * address, how to pay a check or money order, what happens next and, for a guest, an account with the
 * e-mail filled in. It shows only the order this browser tab placed (kept in session storage from the
 * placement's answer): no one can read an order here by its number.
 */
export function CheckoutSuccess() {
  const raw = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem("last-placed-order"),
    () => null,
  );
  const order = raw ? lastPlacedOrder() : null;
  const summary = order?.summary;
  return (
    <div className="space-y-6">
      <section className="space-y-5 rounded-2xl border border-sand bg-white p-6 text-center lg:p-10" data-testid="checkout-success">
        <h1 className="text-3xl font-extrabold tracking-tight">Thank you for your order!</h1>
        {order ? (
          <>
            <p className="text-xl">
              Your order number is <strong data-testid="order-number">#{order.increment_id}</strong>.
            </p>
            <p>
              We have sent a confirmation to <strong>{order.email}</strong>.
            </p>
          </>
        ) : (
          <p>Your order has been placed. The confirmation e-mail has your order number.</p>
        )}
      </section>
      {summary && (
        <div className="space-y-6 rounded-2xl border border-sand bg-white p-6 lg:p-10">
          {summary.payment_instructions && (
            <section aria-labelledby="success-payment" className="rounded-xl bg-cream p-4" data-testid="success-payment-instructions">
              <h2 id="success-payment" className={HEADING}>
                How to pay
              </h2>
              <p>{summary.payment_instructions}</p>
            </section>
          )}
          {summary.next_steps.length > 0 && (
            <section aria-labelledby="success-next" data-testid="success-next-steps">
              <h2 id="success-next" className={HEADING}>
                What happens next
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {summary.next_steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            </section>
          )}
          <OrderSummary summary={summary} />
          <div className="grid gap-6 sm:grid-cols-2">
            {summary.shipping_address && (
              <section aria-labelledby="success-address" data-testid="success-address">
                <h2 id="success-address" className={HEADING}>
                  Shipping to
                </h2>
                <address className="not-italic">
                  {summary.shipping_address.map((line, n) => (
                    <span key={n} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </section>
            )}
            <section aria-labelledby="success-payment-method">
              <h2 id="success-payment-method" className={HEADING}>
                Payment
              </h2>
              <p>{summary.payment_method}</p>
            </section>
          </div>
        </div>
      )}
      {order && order.has_account === false && (
        <section aria-labelledby="success-account" className="space-y-3" data-testid="success-account-offer">
          <h2 id="success-account" className="text-xl font-bold">
            Create an account
          </h2>
          <p>Check out faster next time and follow your future orders in your account. Choose a password for {order.email}:</p>
          <SignUp query="" initial={{ firstName: "", lastName: "", email: order.email }} />
        </section>
      )}
      <p className="text-center">
        <Link href="/" className="inline-block rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark">
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
