/** The page query as the engine reads it, and back (reference facts "URL query"). */
import type { UrlQuery } from "@petsies/domain";

/** The query parameter naming the cart line a configurator edits (lib/configurator/cart-line.ts editKeyOf). */
export const EDIT_PARAM = "edit";

/** Every key once; a repeated key becomes a list. */
export function urlQueryOf(params: URLSearchParams | Record<string, string | string[] | undefined>): UrlQuery {
  const query: Record<string, string | string[]> = {};
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x])));
  for (const [key, value] of entries) {
    const held = query[key];
    query[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return query;
}

/** A query object as a search string without "?", keys in their order, lists as repeated keys. */
export function searchOf(query: Readonly<Record<string, string | readonly string[] | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const v of typeof value === "string" ? [value] : value) params.append(key, v);
  }
  return params.toString();
}

/** The same query whatever the order of keys and list items: to tell a real change from our own write. */
export function sameQuery(a: string, b: string): boolean {
  const norm = (s: string) => [...new URLSearchParams(s).entries()].map(([k, v]) => `${k}=${v}`).sort().join("&");
  return norm(a) === norm(b);
}

/** The first value of a query entry. */
export function firstOf(value: string | readonly string[] | null | undefined): string | undefined {
  const v = typeof value === "string" ? value : value?.[0];
  return v === undefined || v === "" ? undefined : v;
}
