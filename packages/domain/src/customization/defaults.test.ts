import { describe, expect, it } from "vitest";
import { applyDefaults, defaultValueFor, isPickedAutomatically } from "./defaults.ts";
import { option, stateOf } from "./fixtures/builders.ts";
import { toStateMap } from "./state.ts";
import { indexTree } from "./tree.ts";

describe("defaultValueFor", () => {
  it("takes the available value marked isDefault", () => {
    const tree = indexTree([option({ id: "o", values: ["a", { id: "b", isDefault: true }] })]);
    expect(defaultValueFor(tree, tree.byId.get("o")!, new Set())?.id).toBe("b");
  });

  it("skips a default that is not available", () => {
    const tree = indexTree([
      option({ id: "o", isRequired: true, values: ["a", { id: "b", isDefault: true, isEnabled: false }] }),
    ]);
    expect(defaultValueFor(tree, tree.byId.get("o")!, new Set())?.id).toBe("a");
  });

  it("takes the single available value of a required option, and nothing for an optional one", () => {
    const required = indexTree([option({ id: "o", isRequired: true, values: ["a", { id: "b", when: ["x"] }] })]);
    expect(defaultValueFor(required, required.byId.get("o")!, new Set())?.id).toBe("a");
    expect(defaultValueFor(required, required.byId.get("o")!, new Set(["x"]))).toBeNull();
    const optional = indexTree([option({ id: "o", values: ["a"] })]);
    expect(defaultValueFor(optional, optional.byId.get("o")!, new Set())).toBeNull();
  });

  it("gives uploads and free inputs nothing", () => {
    const tree = indexTree([
      option({ id: "u", displayWidget: "image_upload", isRequired: true, values: [{ id: "a", isDefault: true }] }),
      option({ id: "t", displayWidget: "text_input", isRequired: true, values: [{ id: "b", isDefault: true }] }),
    ]);
    expect(defaultValueFor(tree, tree.byId.get("u")!, new Set())).toBeNull();
    expect(defaultValueFor(tree, tree.byId.get("t")!, new Set())).toBeNull();
  });
});

describe("applyDefaults", () => {
  const tree = indexTree([
    option({ id: "single", sn: 1, values: ["s1", { id: "s2", isDefault: true }] }),
    option({
      id: "multi",
      sn: 2,
      displayWidget: "cards_list",
      maxValuesCount: 3,
      values: [{ id: "m1", isDefault: true }, "m2"],
    }),
    option({ id: "checkbox", sn: 3, displayWidget: "checkbox", isRequired: true, values: ["c1"] }),
    option({ id: "chained", sn: 4, when: ["s2"], values: [{ id: "ch1", isDefault: true }] }),
    option({ id: "later", sn: 0, when: ["ch1"], isRequired: true, values: ["la1"] }),
  ]);

  it("fills empty options, [id] for multi-select, id otherwise, and follows defaults that open options", () => {
    const map = toStateMap([]);
    const picked = applyDefaults(tree, map);
    expect(Object.fromEntries(map)).toEqual({
      single: "s2",
      multi: ["m1"],
      checkbox: "c1",
      chained: "ch1",
      later: "la1",
    });
    expect(picked).toEqual(["s2", "m1", "c1", "ch1", "la1"]);
  });

  it("leaves options that have a selection alone; '' and [] count as nothing", () => {
    const map = toStateMap(stateOf({ single: "s1", multi: [], checkbox: "" }));
    applyDefaults(tree, map);
    expect(map.get("single")).toBe("s1");
    expect(map.get("multi")).toEqual(["m1"]);
    expect(map.get("checkbox")).toBe("c1");
    expect(map.has("chained")).toBe(false);
  });
});

describe("isPickedAutomatically", () => {
  it("is true for a required value option with exactly one available value", () => {
    const tree = indexTree([
      option({ id: "one", isRequired: true, values: ["a", { id: "b", when: ["z"] }] }),
      option({ id: "optional", values: ["a2"] }),
      option({ id: "text", displayWidget: "text_input", isRequired: true, values: ["t"] }),
    ]);
    expect(isPickedAutomatically(tree, tree.byId.get("one")!, new Set())).toBe(true);
    expect(isPickedAutomatically(tree, tree.byId.get("one")!, new Set(["z"]))).toBe(false);
    expect(isPickedAutomatically(tree, tree.byId.get("optional")!, new Set())).toBe(false);
    expect(isPickedAutomatically(tree, tree.byId.get("text")!, new Set())).toBe(false);
  });
});
