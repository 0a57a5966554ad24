/**
 * One order as the back office shows it: the customer, addresses, totals as charged, payment, and each
 * item with the shopper's choices worded as the cart words them (the configurator's own rules), the
 * uploaded photos, the plushie short code, shipments, the change log and the moves staff may make.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { OrderDetailAnswer, OrderItemDetail } from "@petsies/contract/admin";
import {
  cartCustomizations,
  customizationLabel,
  isUploadedImage,
  ORDER_ITEM_STATUS,
  orderItemKind,
  sanitizeState,
  statusTargets,
  valueText,
  type CustomizationTree,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderEmails, orderItems, orders, plushies } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { preparedTreeOf } from "../customization/trees.ts";
import { customerNameOf, paymentTitle } from "./order-list.ts";
import { refundsOf } from "./cancellation.ts";
import { orderDetails } from "./service.ts";

type ItemRow = typeof orderItems.$inferSelect;
type Choice = { label: string; value: string };
type Photo = OrderItemDetail["photos"][number];

interface Extension {
  customization_state?: unknown;
  plushie_id?: unknown;
}

const extensionOf = (item: ItemRow): Extension => (item.productOption?.extension_attributes as Extension | undefined) ?? {};

/** The shopper's choices and photos of a customized item, worded with the product's tree. */
function customizedParts(tree: CustomizationTree | null, rawState: unknown): { options: Choice[]; photos: Photo[] } {
  if (!Array.isArray(rawState)) return { options: [], photos: [] };
  const photos: Photo[] = [];
  for (const entry of rawState as { customization_id?: unknown; value?: unknown }[]) {
    const values = Array.isArray(entry?.value) ? entry.value : [entry?.value];
    const option = typeof entry?.customization_id === "string" ? tree?.byId.get(entry.customization_id) : undefined;
    const label = option ? customizationLabel(option) : "Photo";
    for (const v of values) if (isUploadedImage(v)) photos.push({ label, url: v.url, downloadUrl: v.url });
  }
  if (!tree) return { options: [], photos };
  const state = sanitizeState(tree, rawState);
  const options = cartCustomizations(tree, state).map((c) => ({ label: c.title, value: c.value }));
  // Choices the cart leaves out (showInCart off) still matter to the artists: add what else holds a value.
  const shown = new Set(cartCustomizations(tree, state).map((c) => c.customization_id));
  for (const entry of state) {
    const c = tree.byId.get(entry.customization_id);
    if (!c || shown.has(c.id)) continue;
    const text = valueText(tree, c.id, entry.value);
    if (text) options.push({ label: customizationLabel(c), value: text });
  }
  return { options, photos };
}

function giftCardParts(item: ItemRow): Choice[] {
  const o = item.giftcardOptions as Record<string, unknown> | null;
  if (!o) return [];
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
  return [
    { label: "Amount", value: text(o.amount) },
    { label: "Delivery", value: o.recipient_ship === true ? "Printed card by post" : "E-mail" },
    { label: "From", value: text(o.customer_name) },
    { label: "To", value: text(o.recipient_name) },
    { label: "Recipient e-mail", value: text(o.recipient_email) },
    { label: "Message", value: text(o.message) },
  ].filter((c) => c.value !== "");
}

/** The payment as staff think of it: authorized, partially refunded or refunded. */
function paymentStateOf(order: typeof orders.$inferSelect): string {
  if (order.paymentState !== "authorized" || order.refundedCents === 0) return order.paymentState;
  return order.refundedCents >= order.grandTotalCents ? "refunded" : "partially refunded";
}

export async function staffOrderView(db: Db, incrementId: string): Promise<OrderDetailAnswer> {
  const [order] = await db.select().from(orders).where(eq(orders.incrementId, incrementId.trim())).limit(1);
  if (!order) throw new NotFound(`There is no order ${incrementId}`);
  const [details, items, emails, refunds] = await Promise.all([
    orderDetails(db, order.incrementId),
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db.select().from(orderEmails).where(eq(orderEmails.orderId, order.id)).orderBy(asc(orderEmails.sentAt), asc(orderEmails.id)),
    refundsOf(db, order.id),
  ]);
  const plushieIds = items.map((i) => extensionOf(i).plushie_id).filter((id): id is string => typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id));
  const codes = plushieIds.length
    ? new Map((await db.select({ id: plushies.id, shortCode: plushies.shortCode }).from(plushies).where(inArray(plushies.id, plushieIds))).map((p) => [p.id, p.shortCode]))
    : new Map<string, string>();
  const trees = new Map<number, CustomizationTree | null>();
  for (const item of items) {
    if (!trees.has(item.productId) && Array.isArray(extensionOf(item).customization_state)) {
      trees.set(item.productId, (await preparedTreeOf(db, item.productId))?.tree ?? null);
    }
  }
  const address = (a: Record<string, unknown> | null) => a as OrderDetailAnswer["billingAddress"] | null;
  return {
    incrementId: order.incrementId,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    customerId: order.customerId,
    customerName: customerNameOf(order),
    telephone: typeof order.billingAddress.telephone === "string" ? order.billingAddress.telephone : null,
    shippingAddress: address(order.shippingAddress),
    billingAddress: address(order.billingAddress)!,
    shippingMethodCode: order.shippingMethodCode,
    couponCode: order.couponCode,
    totals: {
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      taxCents: order.taxCents,
      shippingCents: order.shippingCents,
      giftCardCents: order.giftCardCents,
      grandTotalCents: order.grandTotalCents,
      currencyCode: order.currencyCode,
    },
    payment: { methodCode: order.paymentMethodCode, methodTitle: paymentTitle(order.paymentMethodCode), state: paymentStateOf(order), reference: order.paymentReference },
    refundedCents: order.refundedCents,
    refundableCents: order.grandTotalCents - order.refundedCents,
    refunds: refunds.map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      method: r.method as "provider" | "manual",
      status: r.status as "pending" | "succeeded" | "failed",
      providerReference: r.providerReference,
      failure: r.failure,
      reason: r.reason,
      itemIds: r.itemIds,
      staffEmail: r.staffEmail,
      createdAt: r.createdAt.toISOString(),
    })),
    items: items.map((item, i) => {
      const detail = details.items[i]!;
      const ext = extensionOf(item);
      const parts = Array.isArray(ext.customization_state) ? customizedParts(trees.get(item.productId) ?? null, ext.customization_state) : { options: giftCardParts(item), photos: [] };
      return {
        id: item.id,
        displayId: detail.displayId,
        sku: item.sku,
        name: item.name,
        qty: item.qty,
        statusId: item.statusId,
        statusName: detail.statusName,
        estimatedShipmentDate: detail.estimatedShipmentDate,
        typeId: item.typeId,
        priceCents: item.priceCents,
        kind: orderItemKind({ type_id: item.typeId, giftCard: item.giftcardOptions !== null, giftcardShipped: item.giftcardOptions?.recipient_ship === true }),
        allowedStatuses: statusTargets(item.statusId),
        onHold: item.statusId === ORDER_ITEM_STATUS.onHold,
        plushieShortCode: typeof ext.plushie_id === "string" ? (codes.get(ext.plushie_id) ?? null) : null,
        options: parts.options,
        photos: parts.photos,
        shipments: detail.shipments,
        log: detail.log.map((l) => ({ ...l, changedAt: l.changedAt.toISOString() })),
      };
    }),
    emails: emails.map((e) => ({ kind: e.kind, to: e.recipient, subject: e.subject, sentAt: e.sentAt.toISOString() })),
  };
}
