import { SECTION } from "./CheckoutSection.tsx";

/** What the shopper sees when the order waits on this device for a connection (spec §4 "Order placement"). */
export function OrderQueued() {
  return (
    <section role="alert" className={`${SECTION} space-y-3`} data-testid="order-queued">
      <h2 className="text-2xl font-bold">Your order is waiting for a connection</h2>
      <p>
        You are offline, so your order has not been placed yet. It is saved on this device and will be sent automatically,
        once, as soon as you are back online. Keep this page or the shop open in a tab until then.
      </p>
      <p className="text-muted">We will show you your order number when it has been placed.</p>
    </section>
  );
}
