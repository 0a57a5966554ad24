/**
 * How the session is kept in local storage (spec §3 "Locally stored", §9 keys): the user token, the refresh
 * token and the current user (as the server sent it), each under its own key. The cart store reads the
 * user token from the same key when it creates a server cart.
 */
import { readLocal, writeLocal } from "../local-store.ts";
import { parseStoredCustomer, type Customer } from "./customer.ts";

export const USER_KEYS = {
  token: "current-token",
  refreshToken: "current-refresh-token",
  user: "current-user",
} as const;

export interface SessionTokens {
  token: string;
  refreshToken: string | null;
}

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  user: Customer | null;
}

export function readSession(): StoredSession {
  return {
    token: readLocal(USER_KEYS.token) || null,
    refreshToken: readLocal(USER_KEYS.refreshToken) || null,
    user: parseStoredCustomer(readLocal(USER_KEYS.user)),
  };
}

export function saveTokens(tokens: SessionTokens): void {
  writeLocal(USER_KEYS.token, tokens.token);
  writeLocal(USER_KEYS.refreshToken, tokens.refreshToken);
}

/** Caches the server's customer object, so the next visit shows the user at once. */
export function saveUser(wire: unknown): void {
  writeLocal(USER_KEYS.user, wire === null ? null : JSON.stringify(wire));
}

export function clearSession(): void {
  for (const key of Object.values(USER_KEYS)) writeLocal(key, null);
}

/** Whether a storage event from another tab concerns the session. */
export function isSessionKey(key: string | null): boolean {
  return key === null || (Object.values(USER_KEYS) as string[]).includes(key);
}

/**
 * The tokens in an answer that starts a session: the user token as `result` with the refresh token in
 * `meta.refreshToken` (login, refresh, change-password), both in `result` (passwordless), or both in
 * `meta` beside the new profile (registration).
 */
export function tokensFromAnswer(result: unknown, meta?: unknown): SessionTokens | null {
  const record = (v: unknown) => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {});
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  const r = record(result);
  const m = record(meta);
  const token = text(result) ?? text(r.token) ?? text(m.token);
  if (!token) return null;
  return { token, refreshToken: text(r.refreshToken) ?? text(m.refreshToken) };
}
