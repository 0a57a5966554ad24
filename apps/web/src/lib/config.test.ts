import { describe, expect, it } from "vitest";
import { readStorefrontConfig } from "./config.ts";

describe("the storefront's configuration", () => {
  it("runs with the defaults when nothing is set", () => {
    expect(readStorefrontConfig({})).toEqual({
      config: { apiUrl: "http://127.0.0.1:3001", siteUrl: "http://localhost:3000", storeCode: undefined },
      problems: [],
    });
  });

  it("takes the set values, without trailing slashes", () => {
    const { config, problems } = readStorefrontConfig({ API_URL: "http://api.internal:3001/", SITE_URL: "https://www.petsies.com/", STORE_CODE: "us" });
    expect(problems).toEqual([]);
    expect(config).toEqual({ apiUrl: "http://api.internal:3001", siteUrl: "https://www.petsies.com", storeCode: "us" });
  });

  it("names every wrong value", () => {
    const { problems } = readStorefrontConfig({ API_URL: "api:3001", SITE_URL: "www.petsies.com", STORE_CODE: "US Store" });
    expect(problems).toEqual([
      "API_URL must be an http:// or https:// URL like http://127.0.0.1:3001",
      "SITE_URL must be a URL like https://www.petsies.com",
      "STORE_CODE must be 1 to 20 lowercase letters, digits or underscores (e.g. us)",
    ]);
  });

  it("tells a shop still using PUBLIC_URL to rename it", () => {
    const { problems } = readStorefrontConfig({ PUBLIC_URL: "https://www.petsies.com" });
    expect(problems).toEqual(["PUBLIC_URL is now called SITE_URL (the same variable as the API's): rename it"]);
  });
});
