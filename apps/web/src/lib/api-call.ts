/**
 * The browser's calls to the same-origin API (spec §7): every call answers a value and never throws.
 * Status 0 means the request never reached the shop; a refusal carries the server's own message (the
 * envelope's result text, or its errorMessage) or the spec §8 fallback.
 */
import { messages } from "@petsies/domain";

/** A call's outcome; `meta` is the envelope's optional side channel (e.g. the refresh token beside a login token). */
export type Answer<T> = { ok: true; result: T; meta?: unknown } | { ok: false; status: number; message: string };

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
  const envelope = (await res.json().catch(() => null)) as { result?: unknown; meta?: unknown } | null;
  if (!envelope) return { ok: false, status: res.status, message: messages.responseNotJson };
  if (!res.ok) return { ok: false, status: res.status, message: refusalMessage(envelope.result) ?? fallbackMessage };
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
