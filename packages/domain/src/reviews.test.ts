import { describe, expect, it } from "vitest";
import { ratingLabel, ratingSummary, starShare } from "./reviews.ts";

describe("rating summary", () => {
  it("averages the stars to one decimal and counts each star", () => {
    const s = ratingSummary([
      { rating: 5, count: 8 },
      { rating: 4, count: 1 },
      { rating: 1, count: 1 },
    ]);
    expect(s).toEqual({ rating: 4.5, reviewsCount: 10, byStar: { 5: 8, 4: 1, 3: 0, 2: 0, 1: 1 } });
    expect(starShare(s, 5)).toBe(80);
    expect(starShare(s, 3)).toBe(0);
  });

  it("answers 0 of 0 without reviews and ignores stars outside 1–5", () => {
    const s = ratingSummary([{ rating: 9, count: 3 }]);
    expect(s).toEqual({ rating: 0, reviewsCount: 0, byStar: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } });
    expect(starShare(s, 5)).toBe(0);
  });

  it("labels a rating for screen readers", () => {
    expect(ratingLabel(4.75)).toBe("4.8 out of 5 stars");
    expect(ratingLabel(5)).toBe("5.0 out of 5 stars");
  });
});
