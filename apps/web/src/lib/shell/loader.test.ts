import { describe, expect, it } from "vitest";
import { loaderStore, startLoading } from "./loader.ts";

describe("loader", () => {
  it("stays busy until the last piece of work ends; a second stop does nothing", () => {
    const a = startLoading();
    const b = startLoading();
    expect(loaderStore.getSnapshot()).toBe(true);
    a();
    a();
    expect(loaderStore.getSnapshot()).toBe(true);
    b();
    expect(loaderStore.getSnapshot()).toBe(false);
  });
});
