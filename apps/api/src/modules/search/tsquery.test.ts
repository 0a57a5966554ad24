import { describe, expect, it } from "vitest";
import { buildTsQueries } from "./tsquery.ts";

describe("search tsquery", () => {
  it("is null without words", () => {
    expect(buildTsQueries([], new Map())).toBeNull();
  });

  it("matches a word, its typo candidates, and the last word as a prefix", () => {
    const q = buildTsQueries(["pilow"], new Map([["pilow", ["pillow", "pillows"]]]));
    expect(q).toEqual({
      match: "('pilow' | 'pillow' | 'pillows' | 'pilow':*)",
      exact: "'pilow'",
      fuzzy: "'pillow' | 'pillows' | 'pilow':*",
    });
  });

  it("needs one of two words (75% rounded down)", () => {
    const q = buildTsQueries(["dgo", "plush"], new Map([["plush", ["plus"]]]));
    expect(q?.match).toBe("'dgo' | ('plush' | 'plus' | 'plush':*)");
    expect(q?.exact).toBe("'dgo' | 'plush'");
  });

  it("needs any two of three words", () => {
    const q = buildTsQueries(["golden", "corgi", "xl"], new Map());
    expect(q?.match).toBe("('golden' & 'corgi') | ('golden' & 'xl') | ('corgi' & 'xl')");
    expect(q?.fuzzy).toBeNull();
  });

  it("needs every word when all are required", () => {
    expect(buildTsQueries(["cozy", "cat", "pillow", "xl"], new Map())?.match).toContain("'cozy' & 'cat' & 'pillow'");
    // 4 words: 3 required, 4 combinations.
    expect(buildTsQueries(["cozy", "cat", "pillow", "xl"], new Map())?.match.split(" | ")).toHaveLength(4);
  });

  it("escapes quotes and backslashes in lexemes", () => {
    expect(buildTsQueries(["a'b\\"], new Map())?.exact).toBe("'a\\'b\\\\'");
  });

  it("matches the words a prefix stands for when they are known, and still ranks the prefix as one term", () => {
    const q = buildTsQueries(["golden", "corgi", "pillow"], new Map([["corgi", ["corgis"]]]), ["pillow", "pillows"]);
    expect(q?.match).toBe("('golden' & ('corgi' | 'corgis')) | ('golden' & ('pillow' | 'pillows')) | (('corgi' | 'corgis') & ('pillow' | 'pillows'))");
    expect(q?.fuzzy).toBe("'corgis' | 'pillow':*");
    // No indexed word starts with it: only the word itself is left to match.
    expect(buildTsQueries(["cozy", "cat", "zzz"], new Map(), [])?.match).toContain("('cozy' & 'zzz')");
  });
});
