/**
 * The browser's calls to the same-origin API (spec §7): every call answers a value and never throws.
 * Status 0 means the request never reached the shop; a refusal carries the server's own message (the
 * envelope's result text, or its errorMessage) or the spec §8 fallback.
 */
import { messages } from "@petsies/domain";

/** Bad input's fields, as the API names them (`personalDetails.firstName`) → what is wrong, in a shopper's words. */
export type FieldErrors = Record<string, string>;

/**
 * A call's outcome; `meta` is the envelope's optional side channel (e.g. the refresh token beside a login
 * token); a refusal of bad input says which fields failed in `fields`, so a form shows each at its input;
 * `error` is the refusal's machine code (packages/domain ERROR_CODES), which the browser decides by.
 */
export type Answer<T> =
  | { ok: true; result: T; meta?: unknown }
  | { ok: false; status: number; message: string; fields?: FieldErrors; error?: string };

/** Status 0: the request never reached the shop (offline or the connection dropped). */
export const NO_CONNECTION = 0;

/** The message a refused call carries: `result` as text, or `result.errorMessage` / `error_message` / `message`. */
export function refusalMessage(result: unknown): string | null {
  if (typeof result === "string") return result || null;
  if (typeof result !== "object" || result === null) return null;
  const r = result as Record<string, unknown>;
  for (const key of ["errorMessage", "error_message", "message"]) {
    if (typeof r[key] === "string" && r[key]) return r[key];
  }
  return null;
}

/** What a refusal's envelope adds to its message: the fields that failed and the machine code. */
export function refusalDetails(envelope: { fields?: unknown; error?: unknown } | null): { fields?: FieldErrors; error?: string } {
  const fields = fieldErrorsOf(envelope?.fields);
  const error = typeof envelope?.error === "string" && envelope.error ? envelope.error : undefined;
  return { ...(fields ? { fields } : {}), ...(error ? { error } : {}) };
}

/** The answer's `fields`, when it has some that are text. */
export function fieldErrorsOf(fields: unknown): FieldErrors | undefined {
  if (typeof fields !== "object" || fields === null) return undefined;
  const texts = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string");
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

export async function apiCall<T>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  /** What a refusal without a message of its own says. */
  fallbackMessage: string = messages.somethingWentWrong,
): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: NO_CONNECTION, message: messages.offline };
  }
  const envelope = (await res.json().catch(() => null)) as { result?: unknown; meta?: unknown; fields?: unknown; error?: unknown } | null;
  if (!envelope) return { ok: false, status: res.status, message: messages.responseNotJson };
  if (!res.ok) {
    return { ok: false, status: res.status, message: refusalMessage(envelope.result) ?? fallbackMessage, ...refusalDetails(envelope) };
  }
  if (!("result" in envelope)) return { ok: false, status: res.status, message: messages.responseWithoutBody };
  return { ok: true, result: envelope.result as T, ...(envelope.meta === undefined ? {} : { meta: envelope.meta }) };
}

/** A path with its query; empty values are left out. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
