/**
 * What the catalogue pages load. Every module the shop's layouts and its home, category and product pages import
 * (not `import type`, not `import()`) goes into the JavaScript of every page, so the checkout's code must not be
 * among them: its rules bring the phone-number and address validation, its payment the card provider's script —
 * 48 KB of gzip that once reached every page through one import of an address mapper (issue 18). Nor the SHA
 * code analytics hashes a signed-in customer's e-mail with (10 KB of gzip, loaded when they sign in).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Static imports of one file: `import … from`, `export … from` and bare `import "…"`, types left out. */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const fromClause = /^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"([^"]+)"/gm;
  const bare = /^\s*import\s+"([^"]+)"/gm;
  for (const pattern of [fromClause, bare]) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The storefront's own modules reached from `entry` through static imports, and the packages they import. */
function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(SRC, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(readFileSync(file, "utf8"))) {
      if (!spec.startsWith(".")) packages.add(spec);
      else if (/\.tsx?$/.test(spec)) queue.push(path.resolve(path.dirname(file), spec));
    }
  }
  return { files, packages };
}

const CHECKOUT_ONLY = ["lib/checkout/order.ts", "lib/checkout/send-queued.ts", "lib/checkout/submit-order.ts", "lib/checkout/stripe-payment.ts"];
const CHECKOUT_PACKAGES = ["@stripe/stripe-js", "libphonenumber-js", "country-region-data"];
const ON_DEMAND_PACKAGES = ["@noble/hashes/sha3.js", "@noble/hashes/sha2.js", "@noble/hashes/utils.js"];

describe("the catalogue pages' JavaScript", () => {
  it("reads static imports and leaves type-only ones out", () => {
    const source = ['import { a } from "./a.ts";', 'import type { B } from "./b.ts";', "import {\n  c,\n  d,\n} from \"./c.ts\";", 'export { e } from "./e.ts";', 'import "./f.css";', 'const g = await import("./g.ts");'].join("\n");
    expect(staticImports(source)).toEqual(["./a.ts", "./c.ts", "./e.ts", "./f.css"]);
  });

  it.each(["app/layout.tsx", "app/(default)/layout.tsx", "app/(default)/page.tsx", "app/(default)/c/[slug]/page.tsx", "app/(default)/p/[parentSku]/page.tsx"])("%s does not load the checkout's code, nor a hash library", (entry) => {
    const { files, packages } = reachable(entry);
    expect(files.size).toBeGreaterThan(1);
    const relative = [...files].map((f) => path.relative(SRC, f));
    expect(relative.filter((f) => CHECKOUT_ONLY.includes(f))).toEqual([]);
    expect([...packages].filter((p) => CHECKOUT_PACKAGES.includes(p))).toEqual([]);
    expect([...packages].filter((p) => ON_DEMAND_PACKAGES.includes(p))).toEqual([]);
  });

  it("the product page loads the forms only some products show when it shows them (components/product/ProductTypeParts.tsx)", () => {
    const relative = [...reachable("app/(default)/p/[parentSku]/page.tsx").files].map((f) => path.relative(SRC, f));
    expect(relative).toContain("components/product/ProductTypeParts.tsx");
    const typeParts = ["components/configurator/Configurator.tsx", "components/giftcards/GiftCardPurchase.tsx", "components/product/BundleAddToCart.tsx", "components/product/GroupedAddToCart.tsx"];
    expect(relative.filter((f) => typeParts.includes(f))).toEqual([]);
  });
});
