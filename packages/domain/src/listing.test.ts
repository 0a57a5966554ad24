import { describe, expect, it } from "vitest";
import {
  listingAggregations,
  listingSearch,
  nextPageStart,
  parseListingQuery,
  parsePage,
  PRICE_RANGES,
  priceRangeByKey,
  priceRangeLabel,
  toggleFilter,
} from "./listing.ts";

const usd = { symbol: "$" };
const eur = { symbol: "€" };

describe("price ranges", () => {
  it("are the four of spec §9 with their labels in the active currency", () => {
    expect(PRICE_RANGES.map((r) => r.key)).toEqual(["0-50", "50-100", "100-150", "150-"]);
    expect(PRICE_RANGES.map((r) => priceRangeLabel(r, usd))).toEqual(["< $50", "$50 - $100", "$100 - $150", "> $150"]);
    expect(priceRangeLabel(PRICE_RANGES[0]!, eur)).toBe("< €50");
    expect(priceRangeByKey("150-")?.to).toBeNull();
    expect(priceRangeByKey("1-2")).toBeUndefined();
  });
});

describe("listing aggregations", () => {
  const counts = [
    { categoryIds: [46], priceKey: "0-50", count: 3 },
    { categoryIds: [46, 47], priceKey: "50-100", count: 2 },
    { categoryIds: [47], priceKey: "0-50", count: 1 },
    { categoryIds: [48], priceKey: null, count: 4 },
  ];

  it("sums the total, every price range and every category", () => {
    expect(listingAggregations(counts)).toEqual({
      total: 10,
      price: [
        { key: "0-50", doc_count: 4 },
        { key: "50-100", doc_count: 2 },
      ],
      categoryIds: [
        { key: "46", doc_count: 5 },
        { key: "48", doc_count: 4 },
        { key: "47", doc_count: 3 },
      ],
    });
  });

  it("counts the total and the categories in the chosen price range, but every range in the price buckets", () => {
    const { total, price, categoryIds } = listingAggregations(counts, "50-100");
    expect(total).toBe(2);
    expect(price.map((b) => b.key)).toEqual(["0-50", "50-100"]);
    expect(categoryIds).toEqual([
      { key: "46", doc_count: 2 },
      { key: "47", doc_count: 2 },
    ]);
  });

  it("keeps the ten largest categories, ties by id", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ categoryIds: [100 - i], priceKey: "0-50", count: i < 2 ? 2 : 1 }));
    const keys = listingAggregations(many).categoryIds.map((b) => b.key);
    expect(keys).toEqual(["99", "100", "89", "90", "91", "92", "93", "94", "95", "96"]);
  });
});

describe("toggling filters", () => {
  it("adds an absent value and removes a present one", () => {
    const once = toggleFilter({}, "category", "46");
    expect(once).toEqual({ category: ["46"] });
    const twice = toggleFilter(once, "category", "47");
    expect(twice).toEqual({ category: ["46", "47"] });
    expect(toggleFilter(twice, "category", "46")).toEqual({ category: ["47"] });
    expect(toggleFilter({ category: ["46"] }, "category", "46")).toEqual({});
  });
  it("replaces a single-choice price range, and clears it when chosen again", () => {
    const a = toggleFilter({}, "price", "0-50");
    expect(toggleFilter(a, "price", "50-100")).toEqual({ price: ["50-100"] });
    expect(toggleFilter(a, "price", "0-50")).toEqual({});
  });
  it("never changes the filters it was given", () => {
    const f = { category: ["1"] };
    toggleFilter(f, "category", "2");
    expect(f).toEqual({ category: ["1"] });
  });
});

describe("paging", () => {
  it("loads the next page until the total is reached", () => {
    expect(nextPageStart(0, 120)).toBe(50);
    expect(nextPageStart(50, 120)).toBe(100);
    expect(nextPageStart(100, 120)).toBeNull();
  });
  it("ignores a negative start, a start beyond the total and a total below the page size", () => {
    expect(nextPageStart(-1, 120)).toBeNull();
    expect(nextPageStart(200, 120)).toBeNull();
    expect(nextPageStart(0, 49)).toBeNull();
  });
});

describe("listing query", () => {
  it("reads sort, filters and page, ignoring what it does not know", () => {
    expect(parseListingQuery({})).toEqual({ sort: "updated_at:desc", filters: {}, page: 1 });
    expect(
      parseListingQuery({ sort: "final_price:asc", price: "0-50", category: "46,x,47,46", page: "3", other: "1" }),
    ).toEqual({ sort: "final_price:asc", filters: { price: ["0-50"], category: ["46", "47"] }, page: 3 });
    expect(parseListingQuery({ sort: "nope", price: "1-2", page: "-4" })).toEqual({
      sort: "updated_at:desc",
      filters: {},
      page: 1,
    });
    expect(parseListingQuery({ page: "9999" }).page).toBe(10);
    // The shop's own order of the category (the back office's positions).
    expect(parseListingQuery({ sort: "position:asc" }).sort).toBe("position:asc");
    // Ids the API refuses (below the root category, past any integer) are dropped, not sent on to fail.
    expect(parseListingQuery({ category: ["1", "2"] }).filters).toEqual({});
    expect(parseListingQuery({ category: "0,99999999999999999999999,2147483648,2147483647,3" }).filters).toEqual({ category: ["2147483647", "3"] });
  });
  it("writes a state back without its defaults", () => {
    expect(listingSearch({ sort: "updated_at:desc", filters: {}, page: 1 })).toBe("");
    expect(listingSearch({ sort: "final_price:desc", filters: { price: ["150-"], category: ["4", "5"] }, page: 2 })).toBe(
      "?sort=final_price%3Adesc&price=150-&category=4%2C5&page=2",
    );
  });
});

describe("page numbers", () => {
  it("are whole numbers from 1 to 10; anything else is page 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(["2", "5"])).toBe(2);
    for (const bad of [undefined, "", "0", "-2", "1.5", "abc"]) expect(parsePage(bad)).toBe(1);
    expect(parsePage("500")).toBe(10);
  });
});
