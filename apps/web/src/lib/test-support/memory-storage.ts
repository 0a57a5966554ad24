/** For unit tests: a window whose local storage is a Map, fresh for every test. */
import { afterEach, beforeEach, vi } from "vitest";

export function useMemoryLocalStorage(): Map<string, string> {
  const memory = new Map<string, string>();
  beforeEach(() => {
    memory.clear();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (k: string) => memory.get(k) ?? null,
        setItem: (k: string, v: string) => void memory.set(k, v),
        removeItem: (k: string) => void memory.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return memory;
}
