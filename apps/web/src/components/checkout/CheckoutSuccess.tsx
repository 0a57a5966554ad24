"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { lastPlacedOrder } from "../../lib/checkout/placed-order.ts";

const noSubscription = () => () => {};

/** The success page (spec §2 checkout/success): the order number, and where the confirmation went. */
export function CheckoutSuccess() {
  const raw = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem("last-placed-order"),
    () => null,
  );
  const order = raw ? lastPlacedOrder() : null;
  return (
    <section className="space-y-5 rounded-2xl border border-sand bg-white p-6 text-center lg:p-10" data-testid="checkout-success">
      <h1 className="text-3xl font-extrabold tracking-tight">Thank you for your order!</h1>
      {order ? (
        <>
          <p className="text-xl">
            Your order number is <strong data-testid="order-number">#{order.increment_id}</strong>.
          </p>
          <p>
            We have sent a confirmation to <strong>{order.email}</strong>. Our artisans will be in touch as soon as work on
            your order begins.
          </p>
        </>
      ) : (
        <p>Your order has been placed. The confirmation e-mail has your order number.</p>
      )}
      <Link href="/" className="inline-block rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark">
        Continue shopping
      </Link>
    </section>
  );
}
