import { describe, expect, it } from "vitest";
import type { CategoryNode } from "@petsies/contract/admin";
import { categoryTree, dropTarget, labelOf, parentChoices, placeOf } from "./category-tree.ts";

const node = (id: number, parentId: number | null, name: string): CategoryNode => ({
  id,
  parentId,
  name,
  urlKey: name.toLowerCase(),
  urlPath: name.toLowerCase(),
  level: 0,
  position: 0,
  active: true,
  productCount: 0,
  storefrontPath: `/c/${name.toLowerCase()}/`,
});

// root 2 › A 3 (› A1 5 › A1a 6), B 4
const tree = categoryTree([node(2, null, "Root"), node(3, 2, "A"), node(4, 2, "B"), node(5, 3, "A1"), node(6, 5, "A1a")]);

describe("the category tree", () => {
  it("labels a category by the names above it and knows its place", () => {
    expect(labelOf(tree, 6)).toBe("Root › A › A1 › A1a");
    expect(placeOf(tree, 4)).toEqual({ index: 1, count: 2 });
  });

  it("never offers a category itself or its subcategories as its new parent", () => {
    expect(parentChoices(tree, 3).map((c) => c.id)).toEqual([2, 4]);
  });

  it("turns a drop into a parent and a position among the new siblings", () => {
    expect(dropTarget(tree, 4, 3, "before")).toEqual({ parentId: 2, position: 0 });
    expect(dropTarget(tree, 3, 4, "after")).toEqual({ parentId: 2, position: 1 });
    expect(dropTarget(tree, 4, 5, "inside")).toEqual({ parentId: 5, position: 1 });
    expect(dropTarget(tree, 3, 6, "inside")).toBeNull();
    expect(dropTarget(tree, 3, 3, "before")).toBeNull();
    expect(dropTarget(tree, 4, 2, "before")).toBeNull();
    expect(dropTarget(tree, 4, 2, "inside")).toEqual({ parentId: 2, position: 1 });
  });
});
