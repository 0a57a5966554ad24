/**
 * References a shopper sees that are not counters (issue 20, item 9). Rows keep their sequential ids
 * inside the shop; what leaves it (an address's id, an order's entity_id, an order item's id) is that id
 * put through a keyed permutation of 1 … 2^30 − 1, and order numbers are the order sequence put through
 * one of 100000000 … 999999999. Two references tell nothing about how many orders or addresses lie
 * between them, and the next one cannot be worked out. A permutation, unlike a random column, needs no
 * lookup and keeps every internal join, sort and foreign key as it was.
 *
 * The permutation is a four-round Feistel network on 30 bits, HMAC-SHA256 under the database's own key
 * (shop_secrets "public-ids", made by migration 0019) as its round function, walked again whenever it
 * lands outside its range ("cycle walking"). Each kind of reference has its own rounds, so an address and
 * an order with the same row id have unrelated public ids.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { shopSecrets } from "../db/schema.ts";

export type Reference = "address" | "order" | "order-item" | "order-number";

const HALF_BITS = 15;
const HALF_MASK = (1 << HALF_BITS) - 1;
/** Public and internal ids both lie in 1 … 2^30 − 1: within a PostgreSQL integer and a JSON number. */
const DOMAIN = 2 ** (2 * HALF_BITS);
const ROUNDS = 4;
const ORDER_NUMBER_FIRST = 100_000_000;
const ORDER_NUMBERS = 900_000_000;

export interface PublicIds {
  toPublic(kind: Reference, id: number): number;
  /** The row id behind a public id, or null for a number that is no reference of this kind. */
  toInternal(kind: Reference, publicId: number): number | null;
  /** The order number (increment_id, nine digits) of the nth order. */
  orderNumber(sequence: number): string;
}

export function permutations(key: Buffer): PublicIds {
  const round = (kind: Reference, index: number, half: number) =>
    createHmac("sha256", key).update(`${kind}:${index}:${half}`).digest().readUInt16BE(0) & HALF_MASK;

  const forward = (kind: Reference, x: number) => {
    let left = x >>> HALF_BITS;
    let right = x & HALF_MASK;
    for (let i = 0; i < ROUNDS; i++) [left, right] = [right, left ^ round(kind, i, right)];
    return left * (HALF_MASK + 1) + right;
  };
  const backward = (kind: Reference, y: number) => {
    let left = y >>> HALF_BITS;
    let right = y & HALF_MASK;
    for (let i = ROUNDS - 1; i >= 0; i--) [left, right] = [right ^ round(kind, i, left), left];
    return left * (HALF_MASK + 1) + right;
  };
  const inRange = (n: number, below: number) => Number.isSafeInteger(n) && n > 0 && n < below;

  return {
    toPublic(kind, id) {
      if (!inRange(id, DOMAIN)) throw new RangeError(`No public ${kind} id for row ${id}`);
      let y = forward(kind, id);
      while (y === 0) y = forward(kind, y);
      return y;
    },
    toInternal(kind, publicId) {
      if (!inRange(publicId, DOMAIN)) return null;
      let x = backward(kind, publicId);
      while (x === 0) x = backward(kind, x);
      return x;
    },
    orderNumber(sequence) {
      if (!inRange(sequence, ORDER_NUMBERS)) throw new RangeError(`No order number for order ${sequence}`);
      let y = forward("order-number", sequence);
      while (y >= ORDER_NUMBERS) y = forward("order-number", y);
      return String(ORDER_NUMBER_FIRST + y);
    },
  };
}

const loaded = new WeakMap<Db, Promise<PublicIds>>();

/** The shop's permutations, the key read once per database handle. */
export function publicIds(db: Db): Promise<PublicIds> {
  let ids = loaded.get(db);
  if (!ids) {
    ids = readKey(db);
    loaded.set(db, ids);
    ids.catch(() => loaded.delete(db));
  }
  return ids;
}

async function readKey(db: Db): Promise<PublicIds> {
  const [row] = await db.select({ value: shopSecrets.value }).from(shopSecrets).where(eq(shopSecrets.name, "public-ids")).limit(1);
  if (!row) throw new Error('The database has no "public-ids" key in shop_secrets: run the migrations');
  return permutations(Buffer.from(row.value, "hex"));
}
