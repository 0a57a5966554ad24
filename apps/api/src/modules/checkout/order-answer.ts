/** The answer to POST /api/order (spec §7): the placed order as the browser that placed it reads it. */
import type { OrderSummary } from "@petsies/domain";
import type { AwaitingPayment } from "@petsies/contract";
import type { PaymentAction } from "../../infra/payments.ts";
import type { OrderRow } from "./order-by-key.ts";
import type { CheckoutAccount } from "./steps/open-account.ts";

export function orderAnswer(o: OrderRow, orderId: string | null, summary: OrderSummary, account: CheckoutAccount | null) {
  return {
    increment_id: o.incrementId,
    order_id: orderId,
    created_at: o.createdAt.toISOString(),
    email: o.email,
    grand_total: o.grandTotalCents / 100,
    currency_code: o.currencyCode,
    payment_method_code: o.paymentMethodCode,
    status: "created",
    // A guest is offered an account on the success page; a customer (or one just made) is not.
    has_account: o.customerId !== null || account?.created === true,
    summary,
    ...(account ? { account } : {}),
  };
}

/** The 202 answer while the browser must finish the payment (contract awaitingPayment): the order is not placed yet. */
export function awaitingAnswer(o: OrderRow, orderId: string | null, action: PaymentAction): AwaitingPayment {
  return {
    status: "requires_action",
    order_id: orderId,
    increment_id: o.incrementId,
    grand_total: o.grandTotalCents / 100,
    currency_code: o.currencyCode,
    payment_method_code: o.paymentMethodCode,
    payment: { provider: "stripe", client_secret: action.clientSecret, publishable_key: action.publishableKey },
  };
}
