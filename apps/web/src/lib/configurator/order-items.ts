/**
 * Customizing items after purchase (spec §7 "Customization", §8): the customer's order items' states,
 * saving them (each item answers on its own: "Save State: {message}") and submitting them (a refusal
 * carries result.error_message). Calls carry the user token; a refused token is renewed once.
 */
import { ERROR_CODES, messages, stripStandardProductionTime, type CustomizationState } from "@petsies/domain";
import type { OrderItemState, SavedStatesAnswer, SubmittedItemsAnswer } from "@petsies/contract";
import { apiCall, withQuery, type Answer } from "../api-call.ts";
import { asCustomer } from "../user/session.ts";

export const STATES_PATH = "/api/customizations/order-items/states";
export const SUBMIT_PATH = "/api/customizations/order-items/submit-requests";

/** An item with its state as stored, as the API declares it (packages/contract); the state is checked against the tree when opened. */
export type { OrderItemState } from "@petsies/contract";

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function isOrderItemState(v: unknown): v is OrderItemState {
  return (
    isRecord(v) &&
    typeof v.id === "number" &&
    typeof v.sku === "string" &&
    typeof v.status_id === "number" &&
    typeof v.awaiting_customization === "boolean" &&
    Array.isArray(v.customization_state)
  );
}

/**
 * The answer of GET states as items, or the spec §8 message for what went wrong. Read as unknown: what
 * reaches the browser may not be the API's answer (a proxy's page), and that is "Unexpected response!".
 */
export function readStates(answer: Answer<unknown>, ids: readonly string[]): Outcome<OrderItemState[]> {
  if (!answer.ok) {
    // The server names the ids it does not know in the spec's own words.
    if (answer.code === ERROR_CODES.orderItemsNotFound) return { ok: false, message: answer.message };
    return { ok: false, message: messages.orderItemStatesFetchFailed.replace("{message}", answer.message) };
  }
  const list = answer.value;
  if (!Array.isArray(list) || list.length === 0) return { ok: false, message: messages.orderItemStatesNotFound.replace("{ids}", ids.join(",")) };
  if (!list.every(isOrderItemState)) return { ok: false, message: messages.orderItemStatesFetchFailed.replace("{message}", messages.unexpectedResponse) };
  return { ok: true, value: list };
}

export async function fetchOrderItemStates(ids: readonly string[]): Promise<Outcome<OrderItemState[]>> {
  const answer = await asCustomer((token) => apiCall<OrderItemState[]>("GET", withQuery(STATES_PATH, { token, orderItemId: ids.join(",") })));
  return readStates(answer, ids);
}

/** Per item: null when saved, else "Save State: {why}". */
export type SaveResults = Map<number, string | null>;

/** The save answer, item by item; null for an answer of another shape (read as unknown, like readStates). */
export function readSaveResults(result: unknown): SaveResults | null {
  const list = isRecord(result) ? result.results : null;
  if (!Array.isArray(list)) return null;
  const map: SaveResults = new Map();
  for (const r of list) {
    if (!isRecord(r) || typeof r.id !== "number") return null;
    const error = typeof r.error_message === "string" && r.error_message ? r.error_message : null;
    map.set(r.id, error === null ? null : messages.orderItemStateSaveError.replace("{message}", error));
  }
  return map;
}

export async function saveOrderItemStates(items: readonly { id: number; state: CustomizationState }[]): Promise<Outcome<SaveResults>> {
  const body = { order_items: items.map((i) => ({ id: i.id, customization_state: stripStandardProductionTime(i.state) })) };
  const answer = await asCustomer((token) => apiCall<SavedStatesAnswer>("POST", withQuery(STATES_PATH, { token }), body));
  if (!answer.ok) {
    console.warn(messages.orderItemStateSaveFailed, answer.message);
    return { ok: false, message: `${messages.orderItemStateSaveFailed}: ${answer.message}` };
  }
  const results = readSaveResults(answer.value);
  return results ? { ok: true, value: results } : { ok: false, message: `${messages.orderItemStateSaveFailed}: ${messages.unexpectedResponse}` };
}

export async function submitOrderItemStates(ids: readonly number[]): Promise<Outcome<true>> {
  const answer = await asCustomer((token) =>
    apiCall<SubmittedItemsAnswer>("POST", withQuery(SUBMIT_PATH, { token }), { order_items: ids.map((id) => ({ id })) }, { fallbackMessage: messages.orderItemStateSubmitFailed }),
  );
  return answer.ok ? { ok: true, value: true } : { ok: false, message: answer.message };
}
