/**
 * Customizing items after purchase (spec §2 "Customizing existing order items", §7 "Customization"): the
 * customer reads the customization states of their order items, saves states while an item awaits
 * customization (status 22), and submits them, which moves the item on to "in design" (15), written to the
 * production log. States live where order placement put them and order history reads them:
 * product_option.extension_attributes.customization_state.
 *
 * States are checked against the product's tree with the domain engine's validateConfiguration, the same
 * rules as the configurator: a save may leave required fields empty (the customer can come back), a
 * submit may not. Photos must be uploads of this shop (looked up by id; the stored item replaces what was
 * sent, so a state cannot point at another site). Options the order charged for (those filling a bundle
 * option, and production time) keep the choice that was paid for.
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  customizationLabel,
  ERROR_CODES,
  isUploadedImage,
  ORDER_ITEM_STATUS,
  orderItemStatusName,
  requiredMessage,
  restoreStandardProductionTime,
  stripStandardProductionTime,
  validateConfiguration,
  type CustomizationError,
  type CustomizationState,
  type CustomizationTree,
  type CustomizationValue,
  type UploadedImage,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderItems, orderItemStatusLog, orders, uploads } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { publicIds } from "../../infra/public-ids.ts";
import { toUploadedImage } from "../uploads/service.ts";
import { preparedTreeOf, type PreparedTree } from "./trees.ts";

type ItemRow = typeof orderItems.$inferSelect;

export interface OrderItemState {
  id: number;
  sku: string;
  product_id: number;
  status_id: number;
  /** Whether states may be saved and submitted (status 22, awaiting customization). */
  awaiting_customization: boolean;
  customization_state: CustomizationState;
}

export interface SaveResult {
  id: number;
  error_message: string | null;
}

interface OwnItem {
  item: ItemRow;
  email: string;
}

const notFoundMessage = (ids: number[]) => `No order items customizations states found for orderItemIds: ${ids.join(",")}`;

/**
 * The customer's items of placed orders among `ids` (public ids, infra/public-ids.ts), by public id; 404
 * naming every id that is not one of them, whether or not it is someone else's.
 */
async function ownItems(db: Db, customerId: number, ids: number[]): Promise<Map<number, OwnItem>> {
  const unique = [...new Set(ids)];
  const references = await publicIds(db);
  const internal = new Map(unique.map((id) => [references.toInternal("order-item", id), id]));
  internal.delete(null);
  const rows =
    internal.size === 0
      ? []
      : await db
          .select({ item: orderItems, email: orders.email })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(inArray(orderItems.id, [...internal.keys()] as number[]), eq(orders.customerId, customerId), eq(orders.paymentState, "authorized")));
  const found = new Map(rows.map((r) => [internal.get(r.item.id)!, r]));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw new NotFound(notFoundMessage(missing), ERROR_CODES.orderItemsNotFound);
  return found;
}

function extensionOf(productOption: Record<string, unknown> | null): Record<string, unknown> {
  const ext = productOption?.extension_attributes;
  return ext && typeof ext === "object" && !Array.isArray(ext) ? (ext as Record<string, unknown>) : {};
}

function storedState(item: ItemRow): CustomizationState {
  const ext = extensionOf(item.productOption);
  const state = ext.customization_state ?? ext.customization_states;
  return Array.isArray(state) ? (state as CustomizationState) : [];
}

const isAwaiting = (item: ItemRow) => item.statusId === ORDER_ITEM_STATUS.awaitingCustomization;

export async function orderItemStates(db: Db, customerId: number, ids: number[]): Promise<OrderItemState[]> {
  const items = await ownItems(db, customerId, ids);
  return [...new Set(ids)].map((id) => {
    const { item } = items.get(id) as OwnItem;
    return {
      id,
      sku: item.sku,
      product_id: item.productId,
      status_id: item.statusId,
      awaiting_customization: isAwaiting(item),
      customization_state: storedState(item),
    };
  });
}

/** Trees of the products, each read once per request. */
function treeCache(db: Db) {
  const cache = new Map<number, Promise<PreparedTree | null>>();
  return (productId: number) => {
    let tree = cache.get(productId);
    if (!tree) {
      tree = preparedTreeOf(db, productId);
      cache.set(productId, tree);
    }
    return tree;
  };
}

/** Every photo id of a state, and the state with each photo replaced by the stored upload (or null: unknown photos). */
export async function withStoredPhotos(db: Db, state: CustomizationState): Promise<{ state: CustomizationState; unknown: string[] }> {
  const images = state.flatMap((e) => (Array.isArray(e.value) ? e.value : [e.value]).filter(isUploadedImage));
  const ids = [...new Set(images.map((i) => i.id))];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const rows =
    ids.filter((id) => uuid.test(id)).length === 0
      ? []
      : await db
          .select({ id: uploads.id, type: uploads.type, storageKey: uploads.storageKey, createdAt: uploads.createdAt })
          .from(uploads)
          .where(
            inArray(
              uploads.id,
              ids.filter((id) => uuid.test(id)),
            ),
          );
  const stored = new Map(rows.map((r) => [r.id, toUploadedImage(r)]));
  const unknown = ids.filter((id) => !stored.has(id));
  const swap = (v: UploadedImage) => stored.get(v.id) ?? v;
  return {
    unknown,
    state: state.map((e) => {
      const value: CustomizationValue = Array.isArray(e.value)
        ? (e.value as unknown[]).every(isUploadedImage)
          ? (e.value as UploadedImage[]).map(swap)
          : e.value
        : isUploadedImage(e.value)
          ? swap(e.value)
          : e.value;
      return { customization_id: e.customization_id, value };
    }),
  };
}

/** Options whose choice the order charged for: they fill a bundle option, or they are production time. */
function chargedOptionIds(tree: CustomizationTree): string[] {
  return tree.customizations
    .filter((c) => c.optionData && (c.bundleOptionId !== null || c.optionData.type === "production_time_upgrade"))
    .map((c) => c.id);
}

/** The value ids a stored value holds (none for text and photos). */
function idsOf(value: CustomizationValue | undefined): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

const valueOf = (state: CustomizationState, id: string) => state.find((e) => e.customization_id === id)?.value;

function sameIds(a: CustomizationValue | undefined, b: CustomizationValue | undefined): boolean {
  const x = idsOf(a).sort();
  const y = idsOf(b).sort();
  return x.length === y.length && x.every((id, i) => id === y[i]);
}

interface Checked {
  state: CustomizationState;
  errors: CustomizationError[];
}

/** The state checked against the item's tree; `complete` also asks for every required field. */
async function checkState(
  db: Db,
  trees: ReturnType<typeof treeCache>,
  own: OwnItem,
  raw: CustomizationState,
  complete: boolean,
): Promise<Checked> {
  const prepared = await trees(own.item.productId);
  if (!prepared) return { state: raw, errors: [{ customizationId: "", message: `${own.item.sku} has no customizations` }] };
  const { tree } = prepared;
  const photos = await withStoredPhotos(db, raw);
  if (photos.unknown.length > 0) {
    return { state: raw, errors: [{ customizationId: "", message: `Photo ${photos.unknown[0]} was not uploaded to this shop` }] };
  }
  const state = restoreStandardProductionTime(tree, photos.state);
  const previous = restoreStandardProductionTime(tree, storedState(own.item));
  const errors: CustomizationError[] = [];
  for (const id of chargedOptionIds(tree)) {
    if (!sameIds(valueOf(previous, id), valueOf(state, id))) {
      const c = tree.byId.get(id);
      errors.push({ customizationId: id, message: `'${c ? customizationLabel(c) : id}' was paid for with the order and cannot be changed` });
    }
  }
  const found = validateConfiguration(tree, state, { knownEmail: own.email });
  const required = new Set(tree.customizations.map((c) => requiredMessage(c)));
  errors.push(...(complete ? found : found.filter((e) => !required.has(e.message))));
  return { state: stripStandardProductionTime(state), errors };
}

function withState(item: ItemRow, state: CustomizationState): Record<string, unknown> {
  const option = item.productOption ?? {};
  return { ...option, extension_attributes: { ...extensionOf(item.productOption), customization_state: state } };
}

/**
 * Saves each item's state. Every id must be the customer's (404 otherwise, nothing saved); an item that
 * is not awaiting customization or whose state breaks a rule keeps its state and answers why.
 */
export async function saveOrderItemStates(
  db: Db,
  customerId: number,
  entries: { id: number; customization_state: CustomizationState }[],
): Promise<{ results: SaveResult[] }> {
  const items = await ownItems(
    db,
    customerId,
    entries.map((e) => e.id),
  );
  const trees = treeCache(db);
  const results: SaveResult[] = [];
  for (const entry of entries) {
    const own = items.get(entry.id) as OwnItem;
    if (!isAwaiting(own.item)) {
      results.push({ id: entry.id, error_message: `Order item ${entry.id} is not awaiting customization (${orderItemStatusName(own.item.statusId)})` });
      continue;
    }
    const checked = await checkState(db, trees, own, entry.customization_state, false);
    const first = checked.errors[0];
    if (first) {
      results.push({ id: entry.id, error_message: first.message });
      continue;
    }
    const saved = await db
      .update(orderItems)
      .set({ productOption: withState(own.item, checked.state) })
      .where(and(eq(orderItems.id, own.item.id), eq(orderItems.statusId, ORDER_ITEM_STATUS.awaitingCustomization)))
      .returning({ id: orderItems.id });
    results.push({ id: entry.id, error_message: saved.length > 0 ? null : `Order item ${entry.id} is not awaiting customization` });
    if (saved.length > 0) own.item = { ...own.item, productOption: withState(own.item, checked.state) };
  }
  return { results };
}

/**
 * Submits the saved states: every item must be the customer's, await customization and hold a complete,
 * valid state; then all move to "in design" together, each change logged. Nothing moves if one fails.
 */
export async function submitOrderItemStates(db: Db, customerId: number, ids: number[]): Promise<{ results: { id: number; status_id: number }[] }> {
  const items = await ownItems(db, customerId, ids);
  const trees = treeCache(db);
  const unique = [...new Set(ids)];
  for (const id of unique) {
    const own = items.get(id) as OwnItem;
    if (!isAwaiting(own.item)) throw new Invalid(`Order item ${id} is not awaiting customization (${orderItemStatusName(own.item.statusId)})`);
    const checked = await checkState(db, trees, own, storedState(own.item), true);
    const first = checked.errors[0];
    if (first) throw new Invalid(`Order item ${id}: ${first.message}`);
  }
  const from = ORDER_ITEM_STATUS.awaitingCustomization;
  const to = ORDER_ITEM_STATUS.inDesign;
  await db.transaction(async (tx) => {
    for (const id of unique) {
      const { item } = items.get(id) as OwnItem;
      const moved = await tx
        .update(orderItems)
        .set({ statusId: to })
        .where(and(eq(orderItems.id, item.id), eq(orderItems.statusId, from)))
        .returning({ id: orderItems.id });
      // Another request submitted it meanwhile: the whole submission stops, nothing half done.
      if (moved.length === 0) throw new Invalid(`Order item ${id} is not awaiting customization`);
      await tx.insert(orderItemStatusLog).values({
        orderItemId: item.id,
        statusId: to,
        note: `${orderItemStatusName(from)} → ${orderItemStatusName(to)}: customization submitted by the customer`,
        changedBy: `customer #${customerId}`,
      });
    }
  });
  return { results: unique.map((id) => ({ id, status_id: to })) };
}
