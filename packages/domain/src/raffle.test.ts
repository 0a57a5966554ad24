import { describe, expect, it } from "vitest";
import { RAFFLE_RULES } from "./raffle.ts";

describe("raffle rules", () => {
  it("gives ticket holders 5 days to order and applies rewards within 7 days (spec §9)", () => {
    expect(RAFFLE_RULES).toEqual({ orderWithinDays: 5, rewardWithinDays: 7 });
  });
});
