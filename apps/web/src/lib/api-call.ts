/**
 * The browser's one client for the same-origin API (spec §7): every browser call goes through apiCall and
 * answers one result type, never throws. Status 0 means the request never reached the shop and says the
 * spec §8 offline message, the same for every caller; a refusal carries the server's own message (the
 * envelope's result text, or its errorMessage) or the caller's fallback, its machine code, and whether
 * asking again later may help.
 */
import { messages } from "@petsies/domain";

/** Bad input's fields, as the API names them (`personalDetails.firstName`) → what is wrong, in a shopper's words. */
export type FieldErrors = Record<string, string>;

/**
 * A call's outcome; `meta` is the envelope's optional side channel (e.g. the refresh token beside a login
 * token). A refusal's `code` is its machine code (packages/domain ERROR_CODES) when the API gave one, which
 * the browser decides by; `retry` says the same call may succeed later (no connection, the shop busy or
 * failing) rather than being refused for good; a refusal of bad input says which fields failed in
 * `fields`, so a form shows each at its input; `status` is the HTTP status (NO_CONNECTION when none).
 */
export type Answer<T> =
  | { ok: true; value: T; meta?: unknown }
  | { ok: false; status: number; code?: string; message: string; retry: boolean; fields?: FieldErrors };

/** A refusal that never reached the API, or that the browser decides itself (e.g. no session to send). */
export type Refused = Extract<Answer<unknown>, { ok: false }>;

/** Status 0: the request never reached the shop (offline or the connection dropped). */
export const NO_CONNECTION = 0;
const TOO_MANY_REQUESTS = 429;

/** Whether asking again later may help: no connection, too many requests, or the shop failing (5xx). */
export function isRetryable(status: number): boolean {
  return status === NO_CONNECTION || status === TOO_MANY_REQUESTS || status >= 500;
}

/** A refusal with its retry flag from the status; for answers built in the browser. */
export function refused(status: number, message: string, details: { code?: string; fields?: FieldErrors } = {}): Refused {
  return { ok: false, status, message, retry: isRetryable(status), ...details };
}

/** The one offline refusal: every caller says the same spec §8 message when the shop cannot be reached. */
export const offline = (): Refused => refused(NO_CONNECTION, messages.offline);

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

/** What a refusal's envelope adds to its message: the fields that failed and the machine code (the envelope's `error`). */
export function refusalDetails(envelope: { fields?: unknown; error?: unknown } | null): { fields?: FieldErrors; code?: string } {
  const fields = fieldErrorsOf(envelope?.fields);
  const code = typeof envelope?.error === "string" && envelope.error ? envelope.error : undefined;
  return { ...(fields ? { fields } : {}), ...(code ? { code } : {}) };
}

/** The answer's `fields`, when it has some that are text. */
export function fieldErrorsOf(fields: unknown): FieldErrors | undefined {
  if (typeof fields !== "object" || fields === null) return undefined;
  const texts = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string");
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** What a refusal without a message of its own says. */
  fallbackMessage?: string;
  /** Ends a call nobody waits for any more (a search typed further, a closed modal). */
  signal?: AbortSignal;
  /** Lets the call outlive the page (a report sent while the page unloads). */
  keepalive?: boolean;
}

/** The one way the browser calls the API: JSON in, the envelope read into an Answer, never a throw. */
export async function apiCall<T>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
  { headers = {}, fallbackMessage = messages.somethingWentWrong, signal, keepalive }: CallOptions = {},
): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: "no-store",
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
  } catch {
    return offline();
  }
  const envelope = (await res.json().catch(() => null)) as { result?: unknown; meta?: unknown; fields?: unknown; error?: unknown } | null;
  if (!envelope) return refused(res.status, messages.responseNotJson);
  if (!res.ok) return refused(res.status, refusalMessage(envelope.result) ?? fallbackMessage, refusalDetails(envelope));
  if (!("result" in envelope)) return refused(res.status, messages.responseWithoutBody);
  return { ok: true, value: envelope.result as T, ...(envelope.meta === undefined ? {} : { meta: envelope.meta }) };
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
