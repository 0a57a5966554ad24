/**
 * The cart keeps lines, tokens and merging (issue 17): it reaches other modules only through the files
 * listed here — gift cards and promotions only through the functions their services export, never their
 * inner files — so those modules can change inside freely, and a new reach is a decision made here.
 */
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const CART_DIR = new URL("./", import.meta.url);

/** Module → the files of it the cart may import. */
const ALLOWED: Record<string, readonly string[]> = {
  giftcards: ["service.ts"],
  promotions: ["service.ts"],
  users: ["auth.ts", "sessions.ts"],
  customization: ["trees.ts", "order-items.ts"],
  checkout: ["quote.ts", "totals.ts", "methods.ts", "checkout-info.ts"],
};

/** Every import of another module by the cart's own files: [cart file, module, file of that module]. */
async function reaches(): Promise<[string, string, string][]> {
  const sources = (await readdir(CART_DIR)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
  const found: [string, string, string][] = [];
  for (const name of sources) {
    const text = await readFile(new URL(name, CART_DIR), "utf8");
    for (const [, module, file] of text.matchAll(/from "\.\.\/([^./"]+)\/([^"]+)"/g)) found.push([name, module!, file!]);
  }
  return found;
}

describe("the cart module's imports", () => {
  it("reach other modules only through the files allowed", async () => {
    const outside = (await reaches()).filter(([, module, file]) => !ALLOWED[module]?.includes(file));
    expect(outside.map(([name, module, file]) => `${name} → ../${module}/${file}`)).toEqual([]);
  });

  it("reach checkout only from routes.ts: checkout reads the cart's lines and service, so the cart's logic never reads checkout", async () => {
    const fromLogic = (await reaches()).filter(([name, module]) => module === "checkout" && name !== "routes.ts");
    expect(fromLogic).toEqual([]);
  });

  it("are not imported back by promotions' service (the cart reads its discounts there: no cycle)", async () => {
    const text = await readFile(new URL("../promotions/service.ts", CART_DIR), "utf8");
    expect([...text.matchAll(/from "(\.\.\/cart\/[^"]+)"/g)].map(([, target]) => target)).toEqual([]);
  });
});
