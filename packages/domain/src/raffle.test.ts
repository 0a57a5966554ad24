import { describe, expect, it } from "vitest";
import { raffleEnabled, RAFFLE_RULES } from "./raffle.ts";

describe("raffle switch", () => {
  it("is off unless RAFFLE_ENABLED says true (spec §9: Raffle is off)", () => {
    expect(raffleEnabled(undefined)).toBe(false);
    expect(raffleEnabled("false")).toBe(false);
    expect(raffleEnabled("yes")).toBe(false);
    expect(raffleEnabled("true")).toBe(true);
    expect(raffleEnabled("1")).toBe(true);
    expect(RAFFLE_RULES).toEqual({ orderWithinDays: 5, rewardWithinDays: 7 });
  });
});
