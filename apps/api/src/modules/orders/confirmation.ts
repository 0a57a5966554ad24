/** Sends the confirmation e-mail of a placed order. A mail failure is logged; the order stands. */
import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import { formatMoney, type Address } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderEmails, orderItems, orders } from "../../db/schema.ts";
import type { Mailer } from "../../infra/mail.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { orderConfirmationMail, type OrderConfirmation } from "./confirmation-mail.ts";
import type { DigitalDelivery } from "./fulfilment.ts";

type OrderRow = typeof orders.$inferSelect;

const usd = (cents: number) => formatMoney(cents, { symbol: "$" });

export async function confirmationOf(db: Db, order: OrderRow): Promise<OrderConfirmation> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const shipping = order.shippingAddress as Address | null;
  const billing = order.billingAddress as unknown as Address;
  return {
    incrementId: order.incrementId,
    email: order.email,
    firstName: billing.firstname,
    items: items.map((i) => ({ name: i.name, sku: i.sku, qty: i.qty, rowTotal: usd(i.priceCents * i.qty) })),
    subtotal: usd(order.subtotalCents),
    ...(order.discountCents > 0 ? { discount: usd(-order.discountCents) } : {}),
    shipping: usd(order.shippingCents),
    tax: usd(order.taxCents),
    ...(order.giftCardCents > 0 ? { giftCards: usd(-order.giftCardCents) } : {}),
    grandTotal: usd(order.grandTotalCents),
    ...(shipping
      ? {
          shippingAddress: {
            name: `${shipping.firstname} ${shipping.lastname}`,
            street: shipping.street,
            city: shipping.city,
            region: shipping.region ?? "",
            postcode: shipping.postcode,
            country: shipping.country_id,
          },
        }
      : {}),
    paymentMethodTitle: paymentMethod(order.paymentMethodCode)?.title ?? order.paymentMethodCode,
  };
}

export async function sendConfirmation(db: Db, mailer: Mailer, order: OrderRow, log: FastifyBaseLogger, delivery: DigitalDelivery = {}): Promise<void> {
  try {
    const mail = orderConfirmationMail({ ...(await confirmationOf(db, order)), ...delivery });
    await mailer.send(mail);
    await db.insert(orderEmails).values({ orderId: order.id, kind: "confirmation", recipient: mail.to, subject: mail.subject });
  } catch (err) {
    log.error({ err, order: order.incrementId }, "the order confirmation e-mail could not be sent");
  }
}
