/**
 * The one client of the staff API (/api/admin/*). Every call answers an ApiResult: the parsed answer, or the
 * API's own message with its status, machine code and whether trying again may help. Calls that change
 * something carry the session's CSRF token. Answers are checked against the contract's schemas, so a server
 * that drifted from the contract shows a clear message instead of a broken screen.
 */
import type { z } from "zod";

/** A refused request's fields, by their path in the request (`carrier`, `address.street.0`) → what is wrong. */
export type FieldErrors = Record<string, string>;

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; error?: string; fields?: FieldErrors; retryable: boolean };
export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

export const OFFLINE_MESSAGE = "You appear to be offline. Check your connection and try again.";
const UNEXPECTED_MESSAGE = "The server answered in a way this page does not understand. Reload the page and try again.";

/** Machine codes the API sends beside its message (ErrorAnswer.error). */
export const API_ERROR = {
  otpRequired: "otp_required",
  otpInvalid: "otp_invalid",
  totpSetupRequired: "totp_setup_required",
  csrf: "csrf",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
} as const;

/** Thrown by query and mutation functions so TanStack Query sees a failure; carries the ApiResult failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string | undefined;
  readonly retryable: boolean;
  /** The fields the API refused, for the form to show at its own inputs (see lib/server-field-errors.ts). */
  readonly fields: FieldErrors | undefined;
  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = "ApiError";
    this.status = failure.status;
    this.error = failure.error;
    this.retryable = failure.retryable;
    this.fields = failure.fields;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result);
}

export interface ApiHooks {
  /** The CSRF token of the current session, if any. */
  csrfToken(): string | undefined;
  /** Asks for a fresh session (a new CSRF token) after the API refused the one sent. */
  refreshCsrfToken(): Promise<string | undefined>;
  /** The session ended (expired, signed out elsewhere): go to the sign-in screen. */
  onUnauthenticated(): void;
  /** A member without two-factor who must have it sets it up before anything else. */
  onTotpSetupRequired(): void;
}

let hooks: ApiHooks = {
  csrfToken: () => undefined,
  refreshCsrfToken: async () => undefined,
  onUnauthenticated: () => {},
  onTotpSetupRequired: () => {},
};

export function configureApi(next: ApiHooks): void {
  hooks = next;
}

type Method = "GET" | "POST" | "PATCH" | "PUT";

interface CallOptions<T> {
  method?: Method;
  body?: unknown;
  /** A file sent as the body itself, with its own type (a catalogue import), instead of a JSON body. */
  file?: Blob;
  /** The contract schema of the answer's `result`. */
  answer: z.ZodType<T>;
  /** Answer 401 and 403 "totp_setup_required" as values only, without leaving the screen (sign-in, the session check). */
  handleAuthHere?: boolean;
}

const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

function failure(status: number, message: string, error?: string, fields?: FieldErrors): ApiFailure {
  return { ok: false, status, message, ...(error ? { error } : {}), ...(fields ? { fields } : {}), retryable: status === 0 || RETRYABLE_STATUSES.has(status) };
}

function isErrorAnswer(value: unknown): value is { result: string; error?: string; fields?: unknown } {
  return typeof value === "object" && value !== null && typeof (value as { result?: unknown }).result === "string";
}

/** The answer's `fields`, when it has some that are text. */
function fieldErrorsOf(fields: unknown): FieldErrors | undefined {
  if (typeof fields !== "object" || fields === null) return undefined;
  const texts = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string");
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

async function send(path: string, method: Method, body: unknown, csrfToken: string | undefined, file?: Blob): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") {
    headers["Content-Type"] = file ? file.type || "application/octet-stream" : "application/json";
    if (csrfToken) headers["X-CSRF-Token"] = csrfToken;
  }
  return fetch(`/api/admin${path}`, {
    method,
    headers,
    credentials: "same-origin",
    ...(method !== "GET" ? { body: file ?? JSON.stringify(body ?? {}) } : {}),
  });
}

export async function call<T>(path: string, options: CallOptions<T>): Promise<ApiResult<T>> {
  const method = options.method ?? "GET";
  let response: Response;
  try {
    response = await send(path, method, options.body, hooks.csrfToken(), options.file);
    if (response.status === 403 && method !== "GET") {
      const peek = (await response.clone().json().catch(() => null)) as unknown;
      // The token goes stale when the session was renewed in another tab: fetch the new one and try once more.
      if (isErrorAnswer(peek) && peek.error === API_ERROR.csrf) {
        const fresh = await hooks.refreshCsrfToken();
        if (fresh) response = await send(path, method, options.body, fresh, options.file);
      }
    }
  } catch {
    return failure(0, OFFLINE_MESSAGE);
  }

  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const message = isErrorAnswer(payload) ? payload.result : `The server could not answer (HTTP ${response.status}). Try again in a moment.`;
    const error = isErrorAnswer(payload) ? payload.error : undefined;
    if (!options.handleAuthHere) {
      if (response.status === 401 && error === API_ERROR.unauthenticated) hooks.onUnauthenticated();
      if (response.status === 403 && error === API_ERROR.totpSetupRequired) hooks.onTotpSetupRequired();
    }
    return failure(response.status, message, error, isErrorAnswer(payload) ? fieldErrorsOf(payload.fields) : undefined);
  }

  const parsed = options.answer.safeParse((payload as { result?: unknown } | null)?.result);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} /api/admin${path}`, parsed.error.issues);
    return failure(response.status, UNEXPECTED_MESSAGE);
  }
  return { ok: true, data: parsed.data };
}

/**
 * Sends a file (multipart/form-data) to the staff API, telling `onProgress` how much of it has gone (0 to 1):
 * fetch cannot report an upload's progress, XMLHttpRequest can. Answers like call; throws an ApiError.
 */
export function upload<T>(path: string, form: FormData, answer: z.ZodType<T>, onProgress: (sent: number) => void): Promise<T> {
  const attempt = (csrfToken: string | undefined) =>
    new Promise<{ status: number; payload: unknown }>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `/api/admin${path}`);
      xhr.setRequestHeader("Accept", "application/json");
      if (csrfToken) xhr.setRequestHeader("X-CSRF-Token", csrfToken);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        let payload: unknown = null;
        try {
          payload = JSON.parse(xhr.responseText) as unknown;
        } catch {
          // not JSON: the status says what happened
        }
        resolve({ status: xhr.status, payload });
      };
      xhr.onerror = () => resolve({ status: 0, payload: null });
      xhr.send(form);
    });
  return (async () => {
    let { status, payload } = await attempt(hooks.csrfToken());
    if (status === 403 && isErrorAnswer(payload) && payload.error === API_ERROR.csrf) {
      const fresh = await hooks.refreshCsrfToken();
      if (fresh) ({ status, payload } = await attempt(fresh));
    }
    if (status === 0) throw new ApiError(failure(0, OFFLINE_MESSAGE));
    if (status < 200 || status >= 300) {
      const error = isErrorAnswer(payload) ? payload.error : undefined;
      if (status === 401 && error === API_ERROR.unauthenticated) hooks.onUnauthenticated();
      const message = isErrorAnswer(payload) ? payload.result : `The server could not answer (HTTP ${status}). Try again in a moment.`;
      throw new ApiError(failure(status, message, error, isErrorAnswer(payload) ? fieldErrorsOf(payload.fields) : undefined));
    }
    const parsed = answer.safeParse((payload as { result?: unknown } | null)?.result);
    if (!parsed.success) throw new ApiError(failure(status, UNEXPECTED_MESSAGE));
    onProgress(1);
    return parsed.data;
  })();
}

/** The same as call, for query and mutation functions: the answer, or an ApiError thrown. */
export async function request<T>(path: string, options: CallOptions<T>): Promise<T> {
  return unwrap(await call(path, options));
}

/** TanStack Query's retry policy: only failures that may pass on a second try, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof ApiError && error.retryable;
}
