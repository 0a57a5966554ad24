/** The jobs that move money at a provider (money.ts) and the reconciliation's, as the worker runs them. */
import type { Db } from "../../db/client.ts";
import type { JobHandler } from "../../infra/jobs/worker.ts";
import type { Metrics } from "../../infra/metrics.ts";
import { capturePayment, voidPayment } from "./money.ts";
import { PAYMENT_RECONCILIATION_JOB, reconcilePayments } from "./reconciliation.ts";
import { PAYMENT_CAPTURE_JOB, PAYMENT_VOID_JOB } from "./record.ts";

export interface PaymentJobDeps {
  metrics: Pick<Metrics, "paymentReconciled">;
  log: { info(obj: object, msg: string): void };
}

export function paymentJobHandlers(db: Db, deps: PaymentJobDeps): Record<string, JobHandler> {
  return {
    [PAYMENT_CAPTURE_JOB]: (payload) => capturePayment(db, String(payload.orderKey)),
    [PAYMENT_VOID_JOB]: (payload) =>
      voidPayment(db, {
        provider: typeof payload.provider === "string" ? payload.provider : undefined,
        reference: String(payload.reference),
        paymentId: Number(payload.paymentId),
      }),
    [PAYMENT_RECONCILIATION_JOB]: () =>
      reconcilePayments(db, (action, payment) => {
        deps.metrics.paymentReconciled(action);
        deps.log.info({ reference: payment.reference, action, amountCents: payment.amountCents }, "gave back a payment no order accounts for");
      }),
  };
}
