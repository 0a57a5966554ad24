import { describe, expect, it } from "vitest";
import { useMemoryLocalStorage } from "../test-support/memory-storage.ts";
import {
  clearCountdownExpirationOnCustomAdd,
  CLOSED_BANNER_ATTRIBUTE,
  closeBannerVersion,
  closedBannerScript,
  closedBannerVersion,
  countdownExpiration,
  keepCountdownExpiration,
} from "./storage.ts";

describe("promotion storage", () => {
  const memory = useMemoryLocalStorage();

  const custom = { product_option: { extension_attributes: { customization_state: [] } } };
  const now = Date.parse("2030-05-01T00:00:00Z");

  it("remembers the closed banner version", () => {
    expect(closedBannerVersion()).toBeNull();
    closeBannerVersion(3);
    expect(memory.get("last-closed-banner-version")).toBe("3");
    expect(closedBannerVersion()).toBe(3);
    memory.set("last-closed-banner-version", "nonsense");
    expect(closedBannerVersion()).toBeNull();
  });

  it("clears the countdown expiration when a custom product is added while the countdown runs", () => {
    keepCountdownExpiration("2030-05-03T00:00:00Z");
    expect(clearCountdownExpirationOnCustomAdd({}, now)).toBe(false);
    expect(clearCountdownExpirationOnCustomAdd({ product_option: { extension_attributes: { bundle_options: [] } } }, now)).toBe(false);
    expect(countdownExpiration()).toBe("2030-05-03T00:00:00Z");
    expect(clearCountdownExpirationOnCustomAdd(custom, now)).toBe(true);
    expect(countdownExpiration()).toBeNull();
  });

  it("keeps an expiration that is already past", () => {
    keepCountdownExpiration("2030-04-30T00:00:00Z");
    expect(clearCountdownExpirationOnCustomAdd(custom, now)).toBe(false);
    expect(countdownExpiration()).toBe("2030-04-30T00:00:00Z");
  });

  it("has an inline script that marks the page before its first paint only when this banner version was closed", () => {
    // The script as the browser runs it, with the page's root element and local storage.
    const run = (version: number, storage: { getItem(key: string): string | null }) => {
      const marked = new Set<string>();
      const documentElement = { setAttribute: (name: string) => marked.add(name) };
      new Function("localStorage", "document", closedBannerScript(version))(storage, { documentElement });
      return marked;
    };
    closeBannerVersion(3);
    const stored = { getItem: (key: string) => memory.get(key) ?? null };
    expect(run(3, stored)).toEqual(new Set([CLOSED_BANNER_ATTRIBUTE]));
    expect(run(4, stored)).toEqual(new Set());
    // Storage that refuses to be read (a private window) leaves the banner to the page.
    const refusing = {
      getItem(): string | null {
        throw new Error("denied");
      },
    };
    expect(run(3, refusing)).toEqual(new Set());
  });
});
