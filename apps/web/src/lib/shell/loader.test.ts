import { describe, expect, it } from "vitest";
import { loaderStore, startLoading } from "./loader.ts";
import { changesRoute } from "./navigation-loading.ts";

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

describe("navigation loading", () => {
  it("counts only navigations that change the path or the query", () => {
    expect(changesRoute("/c/forevers/", "http://shop.test/")).toBe(true);
    expect(changesRoute("/c/forevers/?page=2", "http://shop.test/c/forevers/")).toBe(true);
    expect(changesRoute("/c/forevers/#reviews", "http://shop.test/c/forevers/")).toBe(false);
    expect(changesRoute("http://shop.test/", "http://shop.test/")).toBe(false);
  });
});
