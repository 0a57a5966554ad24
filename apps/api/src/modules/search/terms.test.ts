import { describe, expect, it } from "vitest";
import { FUZZY_RANK_FACTOR, searchTerms } from "./terms.ts";

describe("search terms", () => {
  it("is null without words", () => {
    expect(searchTerms([], new Map())).toBeNull();
  });

  it("weighs the word as typed 1, and its typo candidates and prefix half, split evenly", () => {
    const t = searchTerms(["pilow"], new Map([["pilow", ["pillow", "pillows"]]]));
    const third = FUZZY_RANK_FACTOR / 3;
    expect(t?.prefix).toEqual({ from: "pilow", to: "pilox", weight: third });
    // "pilow" itself starts with the prefix, so it also carries the prefix's share.
    expect(Object.fromEntries(t?.named ?? [])).toEqual({ pilow: 1 + third, pillow: third, pillows: third });
    // Only the words outside the prefix range are read one by one.
    expect(t?.lookups).toEqual(["pillow", "pillows"]);
  });

  it("splits the weight of the words as typed between them", () => {
    const t = searchTerms(["dgo", "plush"], new Map([["plush", ["plus"]]]));
    expect(Object.fromEntries(t?.named ?? [])).toEqual({ dgo: 0.5, plush: 0.5 + FUZZY_RANK_FACTOR / 2, plus: FUZZY_RANK_FACTOR / 2 });
    expect(t?.lookups).toEqual(["dgo", "plus"]);
  });

  it("has no prefix for a last word shorter than 3 letters, and no fuzzy share without candidates", () => {
    const t = searchTerms(["golden", "xl"], new Map());
    expect(t?.prefix).toBeNull();
    expect(Object.fromEntries(t?.named ?? [])).toEqual({ golden: 0.5, xl: 0.5 });
  });

  it("counts a candidate of two query words once", () => {
    const t = searchTerms(["cta", "czt"], new Map([["cta", ["cat"]], ["czt", ["cat"]]]));
    expect(t?.named.get("cat")).toBe(FUZZY_RANK_FACTOR / 2);
  });

  it("gives a candidate inside the prefix range both shares", () => {
    const t = searchTerms(["plsh", "plu"], new Map([["plsh", ["plush"]]]));
    expect(t?.named.get("plush")).toBe(FUZZY_RANK_FACTOR / 2 + FUZZY_RANK_FACTOR / 2);
    expect(t?.lookups).toEqual(["plsh"]);
  });

  it("ends the prefix range after every word that starts with it", () => {
    expect(searchTerms(["cozy"], new Map())?.prefix).toMatchObject({ from: "cozy", to: "cozz" });
    expect(searchTerms(["plaz"], new Map())?.prefix).toMatchObject({ from: "plaz", to: "pla{" });
    expect(searchTerms(["size10"], new Map())?.prefix).toMatchObject({ from: "size10", to: "size11" });
  });
});
