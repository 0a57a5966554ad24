/**
 * The cart keeps lines, tokens and merging (issue 17): it reaches gift cards and promotions only through the
 * functions their services export, never their inner files, so those modules can change inside freely.
 */
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const CART_DIR = new URL("./", import.meta.url);

describe("the cart module's imports", () => {
  it("reach gift cards and promotions only through their service.ts", async () => {
    const sources = (await readdir(CART_DIR)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    const reaches: string[] = [];
    for (const name of sources) {
      const text = await readFile(new URL(name, CART_DIR), "utf8");
      for (const [, target] of text.matchAll(/from "(\.\.\/(?:giftcards|promotions)\/[^"]+)"/g)) reaches.push(`${name} → ${target}`);
    }
    expect(reaches.filter((reach) => !reach.endsWith("/service.ts"))).toEqual([]);
  });

  it("are not imported back by promotions' service (the cart reads its discounts there: no cycle)", async () => {
    const text = await readFile(new URL("../promotions/service.ts", CART_DIR), "utf8");
    expect([...text.matchAll(/from "(\.\.\/cart\/[^"]+)"/g)].map(([, target]) => target)).toEqual([]);
  });
});
