import { describe, expect, it } from "vitest";
import { activateValue, deselectValue, runActivationActions } from "./actions.ts";
import { option, stateOf } from "./fixtures/builders.ts";
import { toStateMap, type StateMap } from "./state.ts";
import { indexTree, type CustomizationTree } from "./tree.ts";

const run = (tree: CustomizationTree, entries: Record<string, string | string[]>, fresh: string[]) => {
  const map: StateMap = toStateMap(stateOf(entries));
  runActivationActions(tree, map, fresh, new Set());
  return Object.fromEntries(map);
};

describe("deselectValue", () => {
  const tree = indexTree([
    option({ id: "a", values: ["a1", "a2"] }),
    option({ id: "list", displayWidget: "cards_list", maxValuesCount: 3, values: ["l1", "l2"] }),
  ]);

  it("removes the id from a list and deletes an emptied list", () => {
    const map = toStateMap(stateOf({ list: ["l1", "l2"] }));
    deselectValue(tree, map, "l1");
    expect(map.get("list")).toEqual(["l2"]);
    deselectValue(tree, map, "l2");
    expect(map.has("list")).toBe(false);
  });

  it("clears a single slot only when it holds that very id (old defect: it cleared any value)", () => {
    const map = toStateMap(stateOf({ a: "a2" }));
    deselectValue(tree, map, "a1");
    expect(map.get("a")).toBe("a2");
    deselectValue(tree, map, "a2");
    expect(map.has("a")).toBe(false);
  });
});

describe("activateValue", () => {
  const tree = indexTree([
    option({ id: "gate", values: ["on", "off"] }),
    option({ id: "single", values: ["s1", "s2", { id: "sLocked", when: ["on"] }] }),
    option({ id: "list", displayWidget: "cards_list", maxValuesCount: 2, values: ["l1", "l2", "l3"] }),
    option({ id: "hidden", when: ["on"], values: ["h1"] }),
    option({ id: "text", displayWidget: "text_input", values: ["t1"] }),
  ]);

  it("replaces an empty or single slot", () => {
    const map = toStateMap(stateOf({ single: "s1" }));
    expect(activateValue(tree, map, "s2")).toBe(true);
    expect(map.get("single")).toBe("s2");
    const empty: StateMap = new Map();
    expect(activateValue(tree, empty, "s1")).toBe(true);
    expect(empty.get("single")).toBe("s1");
  });

  it("appends to a list, never past its max", () => {
    const map: StateMap = new Map();
    expect(activateValue(tree, map, "l1")).toBe(true);
    expect(map.get("list")).toEqual(["l1"]);
    expect(activateValue(tree, map, "l2")).toBe(true);
    expect(activateValue(tree, map, "l3")).toBe(false);
    expect(map.get("list")).toEqual(["l1", "l2"]);
  });

  it("skips unknown ids, unavailable values, values of options not offered, and values already selected", () => {
    const map = toStateMap(stateOf({ single: "s1" }));
    expect(activateValue(tree, map, "nope")).toBe(false);
    expect(activateValue(tree, map, "sLocked")).toBe(false);
    expect(activateValue(tree, map, "h1")).toBe(false);
    expect(activateValue(tree, map, "s1")).toBe(false);
    expect(map.get("single")).toBe("s1");
    expect(map.has("hidden")).toBe(false);
  });

  it("never writes a value id into a free-text slot", () => {
    const map: StateMap = new Map();
    expect(activateValue(tree, map, "t1")).toBe(false);
    expect(map.has("text")).toBe(false);
  });
});

describe("runActivationActions", () => {
  it("runs deactivate options, then deactivate values, then activate values", () => {
    // The trigger clears option `x`, removes `y1`, then activates `x2` and `y2`: because options are
    // cleared first, x2 lands in an empty slot and stays.
    const tree = indexTree([
      option({
        id: "trigger",
        values: [
          {
            id: "go",
            deactivateOptionIds: ["x"],
            deactivateOptionValueIds: ["y1", "x2"],
            activateOptionValueIds: ["x2", "y2"],
          },
        ],
      }),
      option({ id: "x", values: ["x1", "x2"] }),
      option({ id: "y", displayWidget: "cards_list", maxValuesCount: 3, values: ["y1", "y2", "y3"] }),
    ]);
    expect(run(tree, { trigger: "go", x: "x1", y: ["y1", "y3"] }, ["go"])).toEqual({
      trigger: "go",
      x: "x2",
      y: ["y3", "y2"],
    });
  });

  it("skips an unavailable id to activate and goes on with the rest (old defect: it stopped)", () => {
    const tree = indexTree([
      option({ id: "trigger", values: [{ id: "go", activateOptionValueIds: ["ghost", "blocked", "a1", "b1"] }] }),
      option({ id: "a", values: ["a1"] }),
      option({ id: "b", values: ["b1"] }),
      option({ id: "c", values: [{ id: "blocked", isEnabled: false }, "c2"] }),
    ]);
    expect(run(tree, { trigger: "go" }, ["go"])).toEqual({ trigger: "go", a: "a1", b: "b1" });
  });

  it("deactivating a value does not touch a single slot that holds another value", () => {
    const tree = indexTree([
      option({ id: "trigger", values: [{ id: "go", deactivateOptionValueIds: ["a1"] }] }),
      option({ id: "a", values: ["a1", "a2"] }),
    ]);
    expect(run(tree, { trigger: "go", a: "a2" }, ["go"])).toEqual({ trigger: "go", a: "a2" });
    expect(run(tree, { trigger: "go", a: "a1" }, ["go"])).toEqual({ trigger: "go" });
  });

  it("runs the actions of values it activates, in turn", () => {
    const tree = indexTree([
      option({ id: "a", values: [{ id: "a1", activateOptionValueIds: ["b1"] }] }),
      option({ id: "b", values: [{ id: "b1", activateOptionValueIds: ["c1"] }] }),
      option({ id: "c", values: ["c1"] }),
    ]);
    expect(run(tree, { a: "a1" }, ["a1"])).toEqual({ a: "a1", b: "b1", c: "c1" });
  });

  it("ends on cycles: each value's actions run once", () => {
    const tree = indexTree([
      option({
        id: "a",
        values: [
          { id: "a1", activateOptionValueIds: ["b1"] },
          { id: "a2", activateOptionValueIds: ["b2"] },
        ],
      }),
      option({
        id: "b",
        values: [
          { id: "b1", activateOptionValueIds: ["a2"] },
          { id: "b2", activateOptionValueIds: ["a1"] },
        ],
      }),
    ]);
    const fired = new Set<string>();
    const map = toStateMap(stateOf({ a: "a1" }));
    runActivationActions(tree, map, ["a1"], fired);
    expect([...fired].sort()).toEqual(["a1", "a2", "b1", "b2"]);
    expect(Object.fromEntries(map)).toEqual({ a: "a1", b: "b2" });
  });

  it("ends when a value deactivates itself and re-activates through another", () => {
    const tree = indexTree([
      option({ id: "a", values: [{ id: "a1", deactivateOptionIds: ["a"], activateOptionValueIds: ["b1"] }] }),
      option({ id: "b", values: [{ id: "b1", activateOptionValueIds: ["a1"] }] }),
    ]);
    expect(run(tree, { a: "a1" }, ["a1"])).toEqual({ a: "a1", b: "b1" });
  });

  it("skips a queued value that an earlier action removed before its turn", () => {
    const tree = indexTree([
      option({ id: "a", values: [{ id: "a1", deactivateOptionIds: ["b"] }] }),
      option({ id: "b", values: [{ id: "b1", activateOptionValueIds: ["c1"] }] }),
      option({ id: "c", values: ["c1"] }),
    ]);
    expect(run(tree, { a: "a1", b: "b1" }, ["a1", "b1"])).toEqual({ a: "a1" });
  });

  it("does nothing for values without actions or ids already run", () => {
    const tree = indexTree([option({ id: "a", values: [{ id: "a1", deactivateOptionIds: ["a"] }] })]);
    const map = toStateMap(stateOf({ a: "a1" }));
    runActivationActions(tree, map, ["a1"], new Set(["a1"]));
    expect(map.get("a")).toBe("a1");
  });
});
