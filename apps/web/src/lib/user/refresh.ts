/**
 * Token refresh (spec §4 "Session and user"): a call refused with 401 trades the refresh token for a new
 * pair, one refresh at a time. Callers that arrive while one runs wait for its outcome (a shared promise
 * rather than the old shop's 1000 ms polling of a lock). Across tabs a Web Lock keeps two tabs from
 * spending the same refresh token: the second finds the first's new token in storage and uses it.
 */
import type { SessionTokens } from "./storage.ts";

export interface RefresherDeps {
  /** The tokens as stored now (another tab may have replaced them). */
  read(): { token: string | null; refreshToken: string | null };
  /** Trades a refresh token for a new pair; null when the server refuses it. */
  refresh(refreshToken: string): Promise<SessionTokens | null>;
  save(tokens: SessionTokens): void;
  /** Runs the task holding a lock every tab shares, or simply runs it. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * A function that answers a live token in place of `failedToken` (the one a call was refused with), or
 * null when the session cannot be renewed (logged out meanwhile, no refresh token, or refused).
 */
export function createRefresher(deps: RefresherDeps): (failedToken: string) => Promise<string | null> {
  let running: Promise<string | null> | null = null;

  const renew = (failedToken: string) =>
    deps.exclusive(async () => {
      const stored = deps.read();
      if (!stored.token) return null;
      if (stored.token !== failedToken) return stored.token;
      if (!stored.refreshToken) return null;
      const pair = await deps.refresh(stored.refreshToken);
      if (!pair) return null;
      deps.save(pair);
      return pair.token;
    });

  return (failedToken) => {
    running ??= renew(failedToken)
      .catch(() => null)
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** The cross-tab lock: Web Locks where the browser has them. */
export function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(name, task) : task();
}
