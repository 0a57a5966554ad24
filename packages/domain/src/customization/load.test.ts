import { describe, expect, it } from "vitest";
import { option, stateOf, valueIn } from "./fixtures/builders.ts";
import { loadState } from "./load.ts";
import { indexTree } from "./tree.ts";

const tree = indexTree([
  option({
    id: "size",
    sn: 1,
    name: "size",
    displayWidget: "cards_list",
    maxValuesCount: 1,
    values: [
      { id: "s", sku: "simpleForeversDog_small", isDefault: true },
      { id: "m", sku: "simpleForeversDog_medium", activateOptionValueIds: ["beans"] },
    ],
  }),
  option({
    id: "posture",
    sn: 2,
    values: [{ id: "sit", isDefault: true, activateOptionValueIds: ["tailLong"] }, "stand"],
  }),
  option({ id: "tail", sn: 3, values: ["tailLong", "tailShort"] }),
  option({ id: "extras", sn: 4, displayWidget: "cards_list", maxValuesCount: 3, values: ["beans", "voice"] }),
  option({ id: "accent", sn: 5, sku: "accent_color", showInUrlQuery: true, values: [{ id: "red", sku: "red" }] }),
]);

describe("loadState", () => {
  it("applies defaults on first load and runs their actions", () => {
    expect(loadState(tree)).toEqual(stateOf({ size: "s", posture: "sit", tail: "tailLong" }));
  });

  it("restores a saved state without running the restored values' actions again", () => {
    const saved = stateOf({ size: "m", posture: "sit", tail: "tailShort" });
    expect(loadState(tree, { saved })).toEqual(saved);
  });

  it("drops what no longer fits the tree", () => {
    expect(
      loadState(tree, {
        saved: [
          { customization_id: "tail", value: "gone" },
          { customization_id: "x", value: "y" },
        ],
      }),
    ).toEqual(stateOf({ size: "s", posture: "sit", tail: "tailLong" }));
  });

  it("applies the wizard size when the shopper had chosen none, over the default size", () => {
    const state = loadState(tree, { wizardSize: { productSku: "ForeversDog_bundle", size: "medium" } });
    expect(valueIn(state, "size")).toBe("m");
    expect(valueIn(state, "extras")).toEqual(["beans"]);
  });

  it("keeps a size the shopper had chosen", () => {
    const state = loadState(tree, {
      saved: stateOf({ size: "s" }),
      wizardSize: { productSku: "ForeversDog_bundle", size: "medium" },
    });
    expect(valueIn(state, "size")).toBe("s");
  });

  it("applies the URL query last", () => {
    expect(valueIn(loadState(tree, { query: { accent_color: "red" } }), "accent")).toBe("red");
  });
});
