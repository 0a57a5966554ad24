import { describe, expect, it } from "vitest";
import {
  isFuzzyWord,
  isSearchLongEnough,
  isSearchTooLong,
  minimumShouldMatch,
  normaliseSearchText,
  SEARCH_MAX_WORDS,
  searchPagePath,
  searchWords,
} from "./search.ts";

describe("search query rules", () => {
  it("needs 3 characters after trimming", () => {
    expect(isSearchLongEnough("do")).toBe(false);
    expect(isSearchLongEnough("   do   ")).toBe(false);
    expect(isSearchLongEnough("dog")).toBe(true);
    expect(isSearchLongEnough(" a b ")).toBe(true);
    expect(normaliseSearchText("  dgo \t  plush ")).toBe("dgo plush");
  });

  it("takes up to 200 characters after trimming; a longer link is not searched", () => {
    expect(isSearchTooLong(`  ${"a".repeat(200)}  `)).toBe(false);
    expect(isSearchTooLong("a".repeat(201))).toBe(true);
  });

  it("splits words as the index does: lower case, accents dropped, anything but a–z and 0–9 separates", () => {
    expect(searchWords("Dgo  PLUSH")).toEqual(["dgo", "plush"]);
    expect(searchWords("ForeversDog_bundle")).toEqual(["foreversdog", "bundle"]);
    expect(searchWords("Café pet's pillow-case")).toEqual(["cafe", "pet", "s", "pillow", "case"]);
    expect(searchWords("'; drop table --")).toEqual(["drop", "table"]);
    expect(searchWords("!!! ???")).toEqual([]);
  });

  it("counts each word once and at most SEARCH_MAX_WORDS words", () => {
    expect(searchWords("dog dog Dog")).toEqual(["dog"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(SEARCH_MAX_WORDS);
  });

  it("requires 75% of the words, rounded down, at least one", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(minimumShouldMatch)).toEqual([0, 1, 1, 2, 3, 3, 4]);
  });

  it("gives typo candidates only to words longer than the fixed prefix that hold a letter", () => {
    expect(isFuzzyWord("pilow")).toBe(true);
    expect(isFuzzyWord("xl")).toBe(false);
    expect(isFuzzyWord("2024")).toBe(false);
  });

  it("links the results page with the query encoded", () => {
    expect(searchPagePath(" dgo plush ")).toBe("/search/?q=dgo+plush");
    expect(searchPagePath("a&b=c/ä")).toBe("/search/?q=a%26b%3Dc%2F%C3%A4");
  });
});
