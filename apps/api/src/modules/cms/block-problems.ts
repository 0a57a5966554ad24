/**
 * Where a problem of a story's content lies, for the editor (issue 16): every block carries a `_uid`, and a
 * problem is answered at `block.{_uid}.{field}` (BLOCK_FIELD_PREFIX), so the back office shows it at the block
 * and the field, not as a path into the JSON. Blocks saved without a _uid (by the staff tool or the seed) get
 * one when the editor saves them.
 */
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { BLOCK_FIELD_PREFIX } from "@petsies/contract/admin";
import type { FieldErrors } from "../../infra/validation-answer.ts";

/** Fields made of named parts, each shown at its own input. */
const GROUPED_FIELDS = new Set(["link", "video", "margin", "padding"]);

const UID = /^[A-Za-z0-9_-]{1,64}$/;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const isBlock = (v: unknown): v is Record<string, unknown> & { component: string } => isObject(v) && typeof v.component === "string";

/**
 * The content with a unique, well-formed _uid on every block: a block without one, or with one another block
 * already has, gets a new one. The blocks are copied, never changed in place.
 */
export function withBlockUids<T>(content: T): T {
  const seen = new Set<string>();
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) copy[key] = key === "text" ? v : walk(v);
    if (isBlock(value)) {
      let uid = typeof value._uid === "string" && UID.test(value._uid) && !seen.has(value._uid) ? value._uid : "";
      while (!uid || seen.has(uid)) uid = randomBytes(5).toString("hex");
      seen.add(uid);
      copy._uid = uid;
    }
    return copy;
  };
  return walk(content) as T;
}

/**
 * The block a path into the content ends in, and the field of it: the field the path enters after the block
 * (`text` for anything inside its rich text), and the part of a grouped field (`link.url`, `margin.top`).
 * Empty when the path names the block itself (an unknown field).
 */
export function blockFieldOf(content: unknown, path: readonly PropertyKey[]): { uid: string; field: string } {
  let node: unknown = content;
  let uid = isBlock(content) ? String(content._uid ?? "") : "";
  let fieldStart = 0;
  for (let i = 0; i < path.length; i++) {
    if (node === null || typeof node !== "object") break;
    node = (node as Record<PropertyKey, unknown>)[path[i] as string];
    if (isBlock(node)) {
      uid = String(node._uid ?? "");
      fieldStart = i + 1;
    }
  }
  const rest = path.slice(fieldStart).map(String);
  const depth = rest[0] !== undefined && GROUPED_FIELDS.has(rest[0]) && rest[1] !== undefined && !/^\d+$/.test(rest[1]) ? 2 : 1;
  return { uid, field: rest.slice(0, depth).join(".") };
}

export function blockFieldKey(uid: string, field: string): string {
  return `${BLOCK_FIELD_PREFIX}${uid}${field ? `.${field}` : ""}`;
}

/** The schema's refusal of a content, each problem at its block and field (the first problem of each kept). */
export function contentProblems(content: unknown, error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const { uid, field } = blockFieldOf(content, issue.path);
    const keys = issue.code === "unrecognized_keys" ? issue.keys.map((k) => blockFieldKey(uid, field ? `${field}.${k}` : k)) : [blockFieldKey(uid, field)];
    for (const key of keys) fields[key] ??= issue.message;
  }
  return fields;
}

/** Every block of a content with its _uid, depth first. */
export function blocksOf(content: unknown): (Record<string, unknown> & { component: string })[] {
  const out: (Record<string, unknown> & { component: string })[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isObject(value)) return;
    if (isBlock(value)) out.push(value);
    for (const [key, v] of Object.entries(value)) if (key !== "text") walk(v);
  };
  walk(content);
  return out;
}
