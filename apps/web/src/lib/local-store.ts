/**
 * Local storage that never breaks the page: on the server, or with storage blocked or full, reads find
 * nothing and writes are dropped (the shop keeps working, it only forgets sooner).
 */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; null or "" removes the key. */
export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null || value === "") storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Full or blocked storage: only persistence is lost.
  }
}
