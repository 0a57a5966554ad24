import { describe, expect, it } from "vitest";
import { addChild, blockErrorsOf, blockLabel, findBlock, moveBlock, movesOf, newBlock, removeBlock, withUids, type Block } from "./block-tree.ts";

const story = (): Block =>
  withUids({
    component: "page",
    _uid: "root",
    title: "Home",
    body: [
      { component: "page_section", _uid: "hero", title: "Hero" },
      { component: "grid", _uid: "grid", columns: [{ component: "column", body: [{ component: "tile", _uid: "tile.1", title: "Pillows" }] }] },
    ],
  });

describe("the editor's block tree", () => {
  it("gives every block a unique _uid and keeps the ones it has", () => {
    const root = withUids({ component: "page", title: "x", body: [{ component: "tile", _uid: "a", title: "A" }, { component: "tile", _uid: "a", title: "B" }] });
    const uids = [root._uid, ...(root.body as Block[]).map((b) => b._uid)];
    expect(new Set(uids).size).toBe(3);
    expect((root.body as Block[])[0]!._uid).toBe("a");
  });

  it("adds, moves and removes blocks without touching the rest", () => {
    let root = story();
    const tile = newBlock("tile");
    root = addChild(root, "root", tile);
    expect((root.body as Block[]).map((b) => b.component)).toEqual(["page_section", "grid", "tile"]);
    expect(movesOf(root, tile._uid)).toEqual({ up: true, down: false });
    root = moveBlock(root, tile._uid, -1);
    expect((root.body as Block[]).map((b) => b._uid)).toEqual(["hero", tile._uid, "grid"]);
    root = removeBlock(root, "grid");
    expect(findBlock(root, "tile.1")).toBeNull();
    expect(removeBlock(root, "root")).toBe(root);
    expect(blockLabel(findBlock(story(), "hero")!)).toBe("Section: Hero");
  });

  it("places the API's refusals at their block and field, even when a _uid has a dot", () => {
    const errors = blockErrorsOf({ "block.tile.1.text": "Unknown product 'X'", "block.hero.link.url": "A link goes to a path", "block.hero": "Unrecognized key", name: "Name the story" }, story());
    expect(errors.get("tile.1")?.get("text")).toBe("Unknown product 'X'");
    expect(errors.get("hero")?.get("link.url")).toBe("A link goes to a path");
    expect(errors.get("hero")?.get("")).toBe("Unrecognized key");
    expect(errors.size).toBe(2);
  });
});
