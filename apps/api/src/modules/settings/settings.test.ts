import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { storefrontSettings } from "./routes.ts";

describe("the raffle switch (spec §9: Raffle is off)", () => {
  it("is off unless RAFFLE_ENABLED=true, and refuses anything but true or false", () => {
    expect(loadConfig({}).raffleEnabled).toBe(false);
    expect(loadConfig({ RAFFLE_ENABLED: "false" }).raffleEnabled).toBe(false);
    expect(loadConfig({ RAFFLE_ENABLED: "true" }).raffleEnabled).toBe(true);
    expect(() => loadConfig({ RAFFLE_ENABLED: "yes" })).toThrow("RAFFLE_ENABLED must be true or false");
    expect(storefrontSettings({ raffleEnabled: true }).raffle).toEqual({ enabled: true, order_within_days: 5, reward_within_days: 7 });
  });

  describe.each(databaseKinds)("settings on %s", (kind) => {
    const t = useTestApp(kind);
    it("tell the storefront the raffle is off by default", async () => {
      const res = await t().app.inject({ method: "GET", url: "/api/settings/retrieve" });
      expect(res.json().result.raffle).toEqual({ enabled: false, order_within_days: 5, reward_within_days: 7 });
    });
  });
});
