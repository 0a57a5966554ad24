/** The e-mails of cancelled items and refunds, sent by jobs written with the change (cancellation.ts). */
import { eq, inArray } from "drizzle-orm";
import { formatMoney } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema.ts";
import type { JobHandler } from "../../infra/jobs/worker.ts";
import type { Mailer } from "../../infra/mail.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { greetingOf, noticeMail, sendOnce } from "./status-mail.ts";

export const REFUND_MAIL_JOBS = { cancelled: "mail.order_cancelled", refunded: "mail.order_refunded" } as const;

/** Amounts are kept in cents of the base currency (USD). */
export const formatUsd = (cents: number) => formatMoney(cents, { symbol: "$" });

/** Where the money goes, in the shopper's words. */
function refundLine(order: typeof orders.$inferSelect, refundCents: number): string | null {
  if (refundCents <= 0) return null;
  const method = paymentMethod(order.paymentMethodCode);
  return method && !method.offline
    ? `We have refunded ${formatUsd(refundCents)} to your ${method.title.replace(/ \(.*\)$/, "").toLowerCase()}; your bank may take a few days to show it.`
    : `We will send ${formatUsd(refundCents)} back to you; we will be in touch about how, if we need to.`;
}

async function orderOf(db: Db, payload: Record<string, unknown>) {
  const id = payload.orderId;
  if (typeof id !== "number") throw new Error("the job has no orderId");
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`order ${id} is gone`);
  return order;
}

const cents = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) ? v : 0);

export function refundMailHandlers(db: Db, mailer: Mailer): Record<string, JobHandler> {
  return {
    [REFUND_MAIL_JOBS.cancelled]: async (payload, job) => {
      const order = await orderOf(db, payload);
      const ids = Array.isArray(payload.itemIds) ? payload.itemIds.filter((i): i is number => typeof i === "number") : [];
      const items = ids.length ? await db.select({ name: orderItems.name, qty: orderItems.qty }).from(orderItems).where(inArray(orderItems.id, ids)) : [];
      const giftCardCents = cents(payload.giftCardCents);
      const mail = noticeMail({
        to: order.email,
        subject: `Cancelled: ${items.length === 1 ? items[0]!.name : `${items.length} items`} of order #${order.incrementId}`,
        greeting: greetingOf(order),
        paragraphs: [
          `We have cancelled ${items.map((i) => (i.qty > 1 ? `${i.qty} × ${i.name}` : i.name)).join(", ")} of your order #${order.incrementId}.`,
          `Why: ${String(payload.reason ?? "")}`,
          ...[refundLine(order, cents(payload.refundCents))].filter((l): l is string => l !== null),
          ...(giftCardCents > 0 ? [`The ${formatUsd(giftCardCents)} you paid with gift cards is back on your gift cards.`] : []),
          "If you have any question, just reply to this e-mail.",
        ],
      });
      await sendOnce(db, mailer, job, order.id, "cancelled", mail);
    },
    [REFUND_MAIL_JOBS.refunded]: async (payload, job) => {
      const order = await orderOf(db, payload);
      const mail = noticeMail({
        to: order.email,
        subject: `A refund on your order #${order.incrementId}`,
        greeting: greetingOf(order),
        paragraphs: [
          refundLine(order, cents(payload.refundCents)) ?? "",
          `Why: ${String(payload.reason ?? "")}`,
          "If you have any question, just reply to this e-mail.",
        ],
      });
      await sendOnce(db, mailer, job, order.id, "refunded", mail);
    },
  };
}
