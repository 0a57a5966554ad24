/**
 * Step 3, confirm: the paid order becomes "created", with its confirmation job (notify.ts), in one
 * transaction. Its other branch, a declined payment, is reserve's compensation (reserve.ts); a confirmed
 * order is not undone here (cancelling is the production module's).
 */
import { and, eq } from "drizzle-orm";
import { ORDER_ITEM_STATUS } from "@petsies/domain";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema.ts";
import type { AuthorizeResult, PaymentProvider } from "../../../infra/payments.ts";
import { recordAuthorized } from "../../payments/record.ts";
import { findByKey, type OrderRow } from "../order-by-key.ts";
import { enqueueConfirmation } from "./notify.ts";

export interface PlacedOrder {
  order: OrderRow;
  /** True only for the request that confirmed it (that one sends the confirmation e-mail). */
  confirmedNow: boolean;
}

/**
 * Another attempt at the same order (a second tab, same key) was declined and gave the reservation back
 * while this one was paying. The cart is live again, so placement starts over; never "cart not found".
 */
export class ReservationGone extends Error {}

/**
 * Only the first request to get here confirms (a browser and a webhook may both get here). The confirmation (digital deliveries and the e-mail) is a job
 * written with it, so a confirmed order always gets its e-mail, even when the process dies right after this
 * commit.
 */
export async function confirm(db: Db, order: OrderRow, provider: PaymentProvider, authorized: Extract<AuthorizeResult, { ok: true }>): Promise<PlacedOrder> {
  const reference = authorized.reference;
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      // Orders and their items share the spec's numeric statuses (§3): a paid order is "created".
      .set({ paymentState: "authorized", status: ORDER_ITEM_STATUS.created, paymentReference: reference, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentState, "pending")))
      .returning();
    if (row) {
      await enqueueConfirmation(tx, row.id);
      await recordAuthorized(tx, row, provider, authorized);
    }
    return row;
  });
  if (confirmed) return { order: confirmed, confirmedNow: true };
  const current = await findByKey(db, order.orderKey);
  if (!current) throw new ReservationGone();
  return { order: current, confirmedNow: false };
}
