import { describe, expect, it } from "vitest";
import type { Category } from "@petsies/domain";
import { menuColumns } from "./menu.ts";

const category = (slug: string, menu_column: string | null, children: Category[] = []) =>
  ({ name: slug, slug, menu_column, children_data: children }) as unknown as Category;

describe("Products menu", () => {
  it("groups categories, nested ones included, into the four columns in order", () => {
    const columns = menuColumns([
      category("pillows", "Household"),
      category("forevers", "Custom Pet Lookalikes", [category("huggables", "Custom Pet Lookalikes")]),
      category("hidden", null),
    ]);
    expect(columns.map((c) => c.title)).toEqual([
      "Custom Pet Lookalikes",
      "Household",
      "Apparel and Accessories",
      "Other Products",
    ]);
    expect(columns[0]?.links.map((l) => l.href)).toEqual(["/c/forevers/", "/c/huggables/"]);
    expect(columns[1]?.links).toEqual([{ label: "pillows", href: "/c/pillows/" }]);
    expect(columns[2]?.links).toEqual([]);
  });
});
