/**
 * The order as its confirmation tells it, in formatted values: the confirmation e-mail (steps/notify.ts) and
 * the success page (the answer to the shopper who placed it, summary.ts) both show this.
 */
import { eq } from "drizzle-orm";
import { firstPhoto, formatMoney, orderItemKind, orderNextSteps, shipmentPromise, type Address, type NextStepItem } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderItems } from "../../db/schema.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { lineDisplays } from "../cart/customized.ts";
import { customizationsOf } from "../order-history/service.ts";
import type { OrderConfirmation } from "./confirmation-mail.ts";
import type { OrderRow } from "./order-by-key.ts";

const usd = (cents: number) => formatMoney(cents, { symbol: "$" });

type ItemRow = typeof orderItems.$inferSelect;

const ORDER_HISTORY_PATH = "/my-account/order-history/";

/**
 * What happens next for each item: its kind, whether its photos are still to come (a customized item with
 * no uploaded photo), and its shipment promise counted from the day the order was placed.
 */
async function nextStepItems(db: Db, order: OrderRow, items: ItemRow[]): Promise<NextStepItem[]> {
  const displays = await lineDisplays(
    db,
    items.map((i) => ({ itemId: i.id, productId: i.productId, productOption: i.productOption })),
    order.createdAt,
  );
  return items.map((i) => {
    const { states } = customizationsOf(i.productOption);
    const display = displays.get(i.id);
    const promise =
      display?.turnaround_time !== undefined && display.shipment_promise_template
        ? shipmentPromise({ template: display.shipment_promise_template, today: order.createdAt, turnaroundDays: display.turnaround_time }).lines.join(" ")
        : null;
    return {
      name: i.name,
      kind: orderItemKind({ type_id: i.typeId, giftCard: i.giftcardOptions !== null, giftcardShipped: i.giftcardOptions?.recipient_ship === true }),
      photosMissing: states.length > 0 && firstPhoto(states as { value?: unknown }[]) === null,
      promise,
    };
  });
}

export async function confirmationOf(db: Db, order: OrderRow, siteUrl: string): Promise<OrderConfirmation> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const shipping = order.shippingAddress as Address | null;
  const billing = order.billingAddress as unknown as Address;
  const method = paymentMethod(order.paymentMethodCode);
  // Nothing to mail when gift cards paid it all.
  const instructions = order.grandTotalCents > 0 ? method?.instructions?.(order.incrementId) : undefined;
  return {
    incrementId: order.incrementId,
    email: order.email,
    firstName: billing.firstname,
    items: items.map((i) => ({ name: i.name, qty: i.qty, rowTotal: usd(i.priceCents * i.qty) })),
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
    paymentMethodTitle: method?.title ?? order.paymentMethodCode,
    ...(instructions ? { paymentInstructions: instructions } : {}),
    nextSteps: orderNextSteps({ items: await nextStepItems(db, order, items) }),
    ...(order.customerId !== null ? { orderHistoryUrl: `${siteUrl}${ORDER_HISTORY_PATH}` } : {}),
  };
}
