/**
 * File storage, watched: every call says whether the storage answers. Only pictures and files need it, so while
 * the bucket (or the disk) fails, a request that reads or writes a file answers 503 with Retry-After, not 500, and
 * the rest of the shop goes on: /api/ready reports the outage as degraded instead of taking the process out of
 * the balancer (modules/health/routes.ts), and the storage_available gauge shows it (metrics.ts).
 */
import type { FastifyBaseLogger } from "fastify";
import { Busy } from "./errors.ts";
import { isValidKey, type Storage } from "./storage.ts";

export const STORAGE_RETRY_AFTER_SECONDS = 10;
export const STORAGE_UNAVAILABLE_MESSAGE = "Pictures and files cannot be reached for a moment. Please try again in a few seconds.";

/** A storage call failed: the caller's request answers 503, asking to come back in a few seconds. */
export class StorageUnavailable extends Busy {
  constructor(cause: unknown) {
    super(STORAGE_UNAVAILABLE_MESSAGE, STORAGE_RETRY_AFTER_SECONDS);
    this.cause = cause;
  }
}

export interface WatchedStorage extends Storage {
  /** Whether the storage answered its last call (true) or failed it (false); null before any call. */
  lastSeen(): boolean | null;
}

export function watchStorage(storage: Storage, log: FastifyBaseLogger): WatchedStorage {
  let seen: boolean | null = null;

  const record = (available: boolean, err?: unknown) => {
    // Told once per change, not per request: an outage would otherwise log every picture asked for.
    if (!available && seen !== false) log.error({ err }, "file storage cannot be reached: pictures and files answer 503 until it is back");
    if (available && seen === false) log.info("file storage answers again");
    seen = available;
  };

  const watched = async <T>(key: string | null, call: () => Promise<T>): Promise<T> => {
    // A key no storage can hold is the caller's mistake, not an outage: its error goes on as it is.
    if (key !== null && !isValidKey(key)) return call();
    try {
      const value = await call();
      record(true);
      return value;
    } catch (err) {
      record(false, err);
      throw new StorageUnavailable(err);
    }
  };

  return {
    put: (key, data) => watched(key, () => storage.put(key, data)),
    get: (key) => watched(key, () => storage.get(key)),
    exists: (key) => watched(key, () => storage.exists(key)),
    check: () => watched(null, () => storage.check()),
    lastSeen: () => seen,
  };
}
