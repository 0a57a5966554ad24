/**
 * The money side of an order for owners and support: cancel the whole order (every item not yet
 * cancelled) or give money back. "Cancel selected items" sits with the item checkboxes.
 */
import type { OrderDetailAnswer, OrderItemDetail } from "@petsies/contract/admin";
import { formatMoney } from "../../lib/money.ts";
import { ActionDialog } from "./ActionDialog.tsx";
import { CancelForm } from "./CancelForm.tsx";
import { RefundForm } from "./RefundForm.tsx";

interface Props {
  order: OrderDetailAnswer;
  /** Items not yet cancelled. */
  open: OrderItemDetail[];
  onDone: (message: string) => void;
}

export function OrderActions({ order, open, onDone }: Props) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Order actions">
      <ActionDialog label="Cancel order" title={`Cancel order #${order.incrementId}`} variant="danger" disabled={open.length === 0}>
        {(done) => <CancelForm order={order} items={open} wholeOrder onDone={(m) => (onDone(m), done())} />}
      </ActionDialog>
      <ActionDialog
        label="Refund"
        title={`Refund on order #${order.incrementId}`}
        description={`Charged ${formatMoney(order.totals.grandTotalCents, order.totals.currencyCode)}; refunded so far ${formatMoney(order.refundedCents, order.totals.currencyCode)}.`}
        disabled={order.refundableCents <= 0}
      >
        {(done) => <RefundForm order={order} onDone={(m) => (onDone(m), done())} />}
      </ActionDialog>
    </div>
  );
}

/** Cancel the items ticked on the order page. */
export function CancelSelectedItems({ order, selected, onDone }: { order: OrderDetailAnswer; selected: OrderItemDetail[]; onDone: (message: string) => void }) {
  return (
    <ActionDialog
      label="Cancel selected items"
      title={`Cancel ${selected.length} item${selected.length === 1 ? "" : "s"} of order #${order.incrementId}`}
      variant="danger"
      disabled={selected.length === 0}
    >
      {(done) => <CancelForm order={order} items={selected} wholeOrder={false} onDone={(m) => (onDone(m), done())} />}
    </ActionDialog>
  );
}
