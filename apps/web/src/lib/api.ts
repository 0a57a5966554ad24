import { messages } from "@petsies/domain";
import { storefrontConfig } from "./config.ts";

/** Where server components reach the API; the browser uses same-origin /api/* instead. */
export const API_URL = storefrontConfig.apiUrl;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface Envelope<T> {
  code: number;
  result: T;
}

/**
 * GET an API path and unwrap its `{ code, result }` envelope. Without `revalidate` the answer is never
 * cached; with it, Next keeps it for that many seconds (only for data that is the same for every visitor).
 */
export async function apiGet<T>(path: string, options: { revalidate?: number } = {}): Promise<T> {
  const init: RequestInit =
    options.revalidate === undefined ? { cache: "no-store" } : { next: { revalidate: options.revalidate } };
  let res: Response;
  try {
    res = await fetch(API_URL + path, { ...init, headers: { accept: "application/json" } });
  } catch (cause) {
    throw new ApiError(503, `API unreachable: ${(cause as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok) {
    const message = typeof body?.result === "string" ? body.result : res.statusText;
    throw new ApiError(res.status, message);
  }
  if (!body || !("result" in body)) throw new ApiError(502, messages.responseWithoutBody);
  return body.result;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Nothing goes by this name: the API found none (404), or refused the name outright (400: a NUL from `%00` in
 * the address, a sku longer than any). A page looked up by a name from its URL is not found either way.
 */
export function namesNothing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
