/**
 * Cart line identity (reference facts "Cart line identity"): two customized lines are the same line when
 * their plushie_id matches, or else when a checksum of their sorted customization values matches, the
 * e-mail left out and uploads compared by id. The hash is 64-bit FNV-1a over UTF-8, pure so that the
 * browser and the server compute the same value without node:crypto; it names a configuration, it is not
 * a secret.
 */
import { STANDARD_PRODUCTION_TIME_ID, type CustomizationTree } from "./tree.ts";
import type { CustomizationState, CustomizationValue } from "./types.ts";

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/** 64-bit FNV-1a of the text's UTF-8 bytes, as 16 hex digits. */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, "0");
}

/** The comparable parts of a value: text and ids as they are, images by id; sorted. */
function parts(value: CustomizationValue): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list
    .map((v) => (typeof v === "string" ? v : v && typeof v === "object" && "id" in v ? `image:${String(v.id)}` : ""))
    .filter((v) => v !== "" && v !== STANDARD_PRODUCTION_TIME_ID)
    .sort();
}

/**
 * The canonical text of a configuration: entries sorted by customization id, each value's parts sorted,
 * empty entries, the customer e-mail and standard production time (saved states leave it out) skipped.
 */
export function customizationKey(tree: CustomizationTree, state: CustomizationState): string {
  const entries = new Map<string, string[]>();
  for (const { customization_id: id, value } of state) {
    if (entries.has(id) || tree.byId.get(id)?.optionData?.type === "customer_email") continue;
    const p = parts(value);
    if (p.length > 0) entries.set(id, p);
  }
  return JSON.stringify([...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function customizationChecksum(tree: CustomizationTree, state: CustomizationState): string {
  return fnv1a64(customizationKey(tree, state));
}

export interface CustomizedLine {
  plushie_id?: string | number | null;
  checksum?: string | null;
}

/** A key equal for the same line and different otherwise (compare skus separately). */
export function customizedLineKey(line: CustomizedLine): string {
  const plushie = line.plushie_id;
  return plushie !== null && plushie !== undefined && plushie !== ""
    ? `plushie:${plushie}`
    : `checksum:${line.checksum ?? ""}`;
}

export function isSameCustomizedLine(a: CustomizedLine, b: CustomizedLine): boolean {
  return customizedLineKey(a) === customizedLineKey(b);
}
