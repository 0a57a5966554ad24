/**
 * A newcomer follows an order from the Place order button to the database (issue 17): the map at the top of
 * place-order.ts and the README's layout name every step file there is.
 */
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const STEPS_DIR = new URL("./steps/", import.meta.url);

describe("the checkout module's map", () => {
  it("names every step file, in place-order.ts and in the README's layout", async () => {
    const steps = (await readdir(STEPS_DIR)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    expect(steps.length).toBeGreaterThan(0);
    const placeOrder = await readFile(new URL("./place-order.ts", import.meta.url), "utf8");
    const readme = await readFile(new URL("../../../../../README.md", import.meta.url), "utf8");
    const layout = readme.slice(readme.indexOf("## Layout"), readme.indexOf("\n## ", readme.indexOf("## Layout") + 1));
    for (const step of steps) {
      expect(placeOrder, step).toContain(`steps/${step}`);
      expect(layout, step).toContain(step);
    }
  });
});
