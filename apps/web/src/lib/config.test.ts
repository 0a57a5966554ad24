import { describe, expect, it } from "vitest";
import { readStorefrontConfig } from "./config.ts";

describe("the storefront's configuration", () => {
  it("runs with the defaults when nothing is set", () => {
    expect(readStorefrontConfig({})).toEqual({
      config: { apiUrl: "http://127.0.0.1:3001", siteUrl: "http://localhost:3000", storeCode: undefined, trustedProxies: ["127.0.0.1", "::1"] },
      problems: [],
    });
  });

  it("takes the set values, without trailing slashes", () => {
    const { config, problems } = readStorefrontConfig({
      API_URL: "http://api.internal:3001/",
      SITE_URL: "https://www.petsies.com/",
      STORE_CODE: "us",
      TRUSTED_PROXIES: " 10.0.0.0/8, 127.0.0.1,fd00::/8 ",
    });
    expect(problems).toEqual([]);
    expect(config).toEqual({
      apiUrl: "http://api.internal:3001",
      siteUrl: "https://www.petsies.com",
      storeCode: "us",
      trustedProxies: ["10.0.0.0/8", "127.0.0.1", "fd00::/8"],
    });
  });

  it("names every wrong value", () => {
    const { problems } = readStorefrontConfig({ API_URL: "api:3001", SITE_URL: "www.petsies.com", STORE_CODE: "US Store", TRUSTED_PROXIES: "balancer" });
    expect(problems).toEqual([
      "API_URL must be an http:// or https:// URL like http://127.0.0.1:3001",
      "SITE_URL must be a URL like https://www.petsies.com",
      "STORE_CODE must be 1 to 20 lowercase letters, digits or underscores (e.g. us)",
      "TRUSTED_PROXIES must be IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)",
    ]);
    for (const wrong of ["10.0.0.256", "10.0.0.0/33", "::1/129", "1:2", "10.0.0.0/8/1"]) {
      expect(readStorefrontConfig({ TRUSTED_PROXIES: wrong }).problems, wrong).toHaveLength(1);
    }
  });

  it("tells a shop still using PUBLIC_URL to rename it", () => {
    const { problems } = readStorefrontConfig({ PUBLIC_URL: "https://www.petsies.com" });
    expect(problems).toEqual(["PUBLIC_URL is now called SITE_URL (the same variable as the API's): rename it"]);
  });
});
