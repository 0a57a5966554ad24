/**
 * A grouped product's page (spec §4 "Bundle and grouped items"): the set is not a cart line of its own; its
 * parts are, each with the quantity the shopper chose, as the old shop added them.
 */
import { isSellable, MAX_LINE_QTY, parseQty, type StockInfo } from "@petsies/domain";

/** A part can be chosen only while it can be sold. */
export const isChoosable = (part: { stock: StockInfo }) => isSellable(part.stock);

export const PART_QTY_INVALID = `Enter a whole number from 0 to ${MAX_LINE_QTY}.`;
export const NOTHING_CHOSEN = "Choose a quantity of at least 1 for one of the products in this set.";

export type PartChoice =
  | { ok: true; quantities: { sku: string; qty: number }[] }
  | { ok: false; fieldErrors: Record<string, string>; formError: string | null };

/**
 * Reads the quantities typed for the parts (by sku; an empty field counts as 0). Only choosable parts count;
 * at least one must be above 0.
 */
export function readPartQuantities(parts: readonly { sku: string; stock: StockInfo }[], typed: Record<string, string>): PartChoice {
  const fieldErrors: Record<string, string> = {};
  const quantities: { sku: string; qty: number }[] = [];
  for (const part of parts.filter(isChoosable)) {
    const text = (typed[part.sku] ?? "").trim();
    const qty = text === "" ? 0 : parseQty(text);
    if (qty === null) fieldErrors[part.sku] = PART_QTY_INVALID;
    else if (qty > 0) quantities.push({ sku: part.sku, qty });
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, formError: null };
  if (quantities.length === 0) return { ok: false, fieldErrors, formError: NOTHING_CHOSEN };
  return { ok: true, quantities };
}
