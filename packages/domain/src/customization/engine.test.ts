import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availability } from "./availability.ts";
import { applyInput, applyInputs, type CustomizationInput } from "./engine.ts";
import { arbitraryInput, arbitraryTree } from "./fixtures/arbitrary.ts";
import { group, image, option, stateOf, valueIn } from "./fixtures/builders.ts";
import { loadState } from "./load.ts";
import { sanitizeState } from "./saved-state.ts";
import { idsOf, toStateMap } from "./state.ts";
import { indexTree, type CustomizationTree } from "./tree.ts";
import type { CustomizationState } from "./types.ts";
import { maxValues, selectionMode } from "./widgets.ts";

const select = (customizationId: string, valueId: string): CustomizationInput => ({
  type: "select",
  customizationId,
  valueId,
});

describe("applyInput: choosing values by mode", () => {
  const tree = indexTree([
    option({ id: "multi", sn: 1, displayWidget: "cards_list", maxValuesCount: 2, values: ["m1", "m2", "m3"] }),
    option({ id: "checkboxMode", sn: 2, displayWidget: "colors_list", values: ["c1", "c2"] }),
    option({ id: "radio", sn: 3, displayWidget: "thumbnails_list", maxValuesCount: 1, values: ["r1", "r2"] }),
    option({ id: "dropdown", sn: 4, displayWidget: "dropdown", values: ["d1", "d2"] }),
    option({ id: "checkbox", sn: 5, displayWidget: "checkbox", values: ["yes"] }),
  ]);

  it("multi-select toggles ids and keeps the order of choice", () => {
    let state = applyInput(tree, [], select("multi", "m2"));
    state = applyInput(tree, state, select("multi", "m1"));
    expect(valueIn(state, "multi")).toEqual(["m2", "m1"]);
    state = applyInput(tree, state, select("multi", "m2"));
    expect(valueIn(state, "multi")).toEqual(["m1"]);
    state = applyInput(tree, state, select("multi", "m1"));
    expect(valueIn(state, "multi")).toBeUndefined();
  });

  it("ignores a choice that would exceed the max (the same state comes back)", () => {
    const state = applyInputs(tree, [], [select("multi", "m1"), select("multi", "m2")]);
    expect(applyInput(tree, state, select("multi", "m3"))).toBe(state);
  });

  it("checkbox mode (max unset or 0) holds one id that a second click removes", () => {
    let state = applyInput(tree, [], select("checkboxMode", "c1"));
    expect(valueIn(state, "checkboxMode")).toBe("c1");
    state = applyInput(tree, state, select("checkboxMode", "c2"));
    expect(valueIn(state, "checkboxMode")).toBe("c2");
    state = applyInput(tree, state, select("checkboxMode", "c2"));
    expect(valueIn(state, "checkboxMode")).toBeUndefined();
  });

  it("radio mode (max 1) replaces; a click on the chosen value keeps it", () => {
    const state = applyInputs(tree, [], [select("radio", "r1"), select("radio", "r2")]);
    expect(valueIn(state, "radio")).toBe("r2");
    expect(applyInput(tree, state, select("radio", "r2"))).toBe(state);
  });

  it("a dropdown replaces; a checkbox toggles its value", () => {
    let state = applyInputs(tree, [], [select("dropdown", "d1"), select("dropdown", "d2"), select("checkbox", "yes")]);
    expect(valueIn(state, "dropdown")).toBe("d2");
    expect(valueIn(state, "checkbox")).toBe("yes");
    state = applyInput(tree, state, select("checkbox", "yes"));
    expect(valueIn(state, "checkbox")).toBeUndefined();
  });

  it("clear deletes the entry", () => {
    const state = applyInputs(tree, [], [select("dropdown", "d1"), { type: "clear", customizationId: "dropdown" }]);
    expect(state).toEqual([]);
  });

  it("answers the state in tree order", () => {
    const state = applyInputs(tree, [], [select("dropdown", "d1"), select("multi", "m1"), select("radio", "r1")]);
    expect(state.map((e) => e.customization_id)).toEqual(["multi", "radio", "dropdown"]);
  });
});

describe("applyInput: what is ignored", () => {
  const tree = indexTree([
    group({ id: "g", sn: 0 }),
    option({ id: "gate", sn: 1, values: ["open", "shut"] }),
    option({ id: "a", sn: 2, values: ["a1", { id: "aOff", isEnabled: false }, { id: "aRuled", when: ["open"] }] }),
    option({ id: "hidden", sn: 3, when: ["open"], values: ["h1"] }),
    option({ id: "locked", sn: 4, isLocked: true, values: ["l1"] }),
    option({ id: "text", sn: 5, displayWidget: "text_input" }),
  ]);
  const start: CustomizationState = [];

  it.each<[string, CustomizationInput]>([
    ["an unknown option", select("nope", "a1")],
    ["a container", select("g", "a1")],
    ["a value of another option", select("a", "h1")],
    ["an unknown value", select("a", "zzz")],
    ["a disabled value", select("a", "aOff")],
    ["a value whose rule is not met", select("a", "aRuled")],
    ["an option not offered", select("hidden", "h1")],
    ["a locked option", select("locked", "l1")],
    ["text for a value option", { type: "text", customizationId: "a", text: "a1" }],
    ["a value for a text option", select("text", "a1")],
    ["clearing what is empty", { type: "clear", customizationId: "a" }],
    ["images for a value option", { type: "add-images", customizationId: "a", images: [image("x")] }],
    ["a set with nothing available", { type: "set", customizationId: "a", value: ["aOff", "h1"] }],
  ])("ignores %s", (_, input) => {
    expect(applyInput(tree, start, input)).toBe(start);
  });

  it("ignores clearing a locked option", () => {
    const state = stateOf({ locked: "l1" });
    expect(applyInput(tree, state, { type: "clear", customizationId: "locked" })).toBe(state);
  });
});

describe("applyInput: text and uploads", () => {
  const tree = indexTree([
    option({ id: "name", sn: 1, displayWidget: "text_input", maxValuesCount: 5 }),
    option({ id: "photo", sn: 2, displayWidget: "image_upload", maxValuesCount: 1 }),
    option({ id: "photos", sn: 3, displayWidget: "image_upload", maxValuesCount: 3 }),
    option({ id: "unlimited", sn: 4, displayWidget: "image_upload" }),
  ]);

  it("stores text as typed (the max is a validation message, not a cut) and clears on empty text", () => {
    let state = applyInput(tree, [], { type: "text", customizationId: "name", text: "Biscuit the Brave" });
    expect(valueIn(state, "name")).toBe("Biscuit the Brave");
    expect(applyInput(tree, state, { type: "text", customizationId: "name", text: "Biscuit the Brave" })).toBe(state);
    state = applyInput(tree, state, { type: "text", customizationId: "name", text: "" });
    expect(state).toEqual([]);
  });

  it("keeps text of spaces as typed through later inputs", () => {
    let state = applyInput(tree, [], { type: "text", customizationId: "name", text: " " });
    state = applyInput(tree, state, { type: "add-images", customizationId: "photo", images: [image("a")] });
    expect(valueIn(state, "name")).toBe(" ");
  });

  it("a single upload slot takes one image and replaces it", () => {
    let state = applyInput(tree, [], {
      type: "add-images",
      customizationId: "photo",
      images: [image("a"), image("b")],
    });
    expect(valueIn(state, "photo")).toEqual(image("a"));
    state = applyInput(tree, state, { type: "add-images", customizationId: "photo", images: [image("c")] });
    expect(valueIn(state, "photo")).toEqual(image("c"));
    state = applyInput(tree, state, { type: "remove-image", customizationId: "photo", imageId: "c" });
    expect(state).toEqual([]);
  });

  it("a list of uploads appends new images up to the max and ignores the rest", () => {
    let state = applyInput(tree, [], {
      type: "add-images",
      customizationId: "photos",
      images: [image("a"), image("a"), image("b")],
    });
    expect(valueIn(state, "photos")).toEqual([image("a"), image("b")]);
    state = applyInput(tree, state, {
      type: "add-images",
      customizationId: "photos",
      images: [image("c"), image("d")],
    });
    expect(valueIn(state, "photos")).toEqual([image("a"), image("b"), image("c")]);
    expect(applyInput(tree, state, { type: "add-images", customizationId: "photos", images: [image("e")] })).toBe(
      state,
    );
    state = applyInput(tree, state, { type: "remove-image", customizationId: "photos", imageId: "b" });
    expect(valueIn(state, "photos")).toEqual([image("a"), image("c")]);
  });

  it("uploads without a max take any number of images", () => {
    const images = Array.from({ length: 12 }, (_, i) => image(`p${i}`));
    const state = applyInput(tree, [], { type: "add-images", customizationId: "unlimited", images });
    expect(valueIn(state, "unlimited")).toHaveLength(12);
  });

  it("ignores images without id, type or url, and removing an image that is not there", () => {
    const bad = [{ id: "x", url: "u" }] as never;
    expect(applyInput(tree, [], { type: "add-images", customizationId: "photos", images: bad })).toEqual([]);
    const state = stateOf({ photos: [image("a")] });
    expect(applyInput(tree, state, { type: "remove-image", customizationId: "photos", imageId: "z" })).toBe(state);
  });
});

describe("applyInput: set", () => {
  const tree = indexTree([
    option({ id: "gate", sn: 1, values: ["open"] }),
    option({
      id: "multi",
      sn: 2,
      displayWidget: "cards_list",
      maxValuesCount: 2,
      values: ["m1", { id: "m2", when: ["open"] }, "m3", "m4"],
    }),
    option({ id: "single", sn: 3, values: ["s1", "s2"] }),
  ]);

  it("keeps only available ids of the option, up to the max", () => {
    const state = applyInput(tree, [], { type: "set", customizationId: "multi", value: ["m2", "m1", "x", "m3", "m4"] });
    expect(valueIn(state, "multi")).toEqual(["m1", "m3"]);
  });

  it("takes the first available id for a single slot", () => {
    const state = applyInput(tree, [], { type: "set", customizationId: "single", value: ["zz", "s2", "s1"] });
    expect(valueIn(state, "single")).toBe("s2");
  });

  it("is ignored when it changes nothing", () => {
    const state = stateOf({ single: "s1" });
    expect(applyInput(tree, state, { type: "set", customizationId: "single", value: "s1" })).toBe(state);
  });
});

describe("applyInput: set, actions, stale clearing, defaults, actions again", () => {
  it("runs the chosen value's actions", () => {
    const tree = indexTree([
      option({ id: "fur", sn: 1, values: ["short", { id: "curly", activateOptionValueIds: ["tailCurly"] }] }),
      option({ id: "tail", sn: 2, values: ["tailLong", "tailCurly"] }),
    ]);
    const state = applyInputs(tree, [], [select("tail", "tailLong"), select("fur", "curly")]);
    expect(valueIn(state, "tail")).toBe("tailCurly");
  });

  it("does not run the actions of values that were already selected", () => {
    const tree = indexTree([
      option({ id: "fur", sn: 1, values: [{ id: "curly", activateOptionValueIds: ["tailCurly"] }] }),
      option({ id: "tail", sn: 2, values: ["tailLong", "tailCurly"] }),
      option({ id: "other", sn: 3, values: ["o1"] }),
    ]);
    let state = applyInputs(tree, [], [select("fur", "curly"), select("tail", "tailLong")]);
    expect(valueIn(state, "tail")).toBe("tailLong");
    state = applyInput(tree, state, select("other", "o1"));
    expect(valueIn(state, "tail")).toBe("tailLong");
  });

  it("runs the actions of a value that was replaced and comes back in the same input", () => {
    const tree = indexTree([
      option({
        id: "a",
        sn: 1,
        values: [
          { id: "a1", activateOptionValueIds: ["c1"] },
          { id: "a2", activateOptionValueIds: ["a1"] },
        ],
      }),
      option({ id: "c", sn: 2, values: ["c1", "c2"] }),
    ]);
    const start = stateOf({ a: "a1", c: "c2" });
    expect(applyInput(tree, start, select("a", "a2"))).toEqual(stateOf({ a: "a1", c: "c1" }));
  });

  it("clears what became unavailable, then applies defaults of what became available", () => {
    const tree = indexTree([
      option({ id: "eyes", sn: 1, displayWidget: "checkbox", values: ["two"] }),
      option({ id: "left", sn: 2, when: ["two"], values: [{ id: "leftBrown", isDefault: true }, "leftBlue"] }),
      option({ id: "right", sn: 3, when: ["two"], isRequired: true, values: ["rightBlue"] }),
    ]);
    let state = applyInput(tree, [], select("eyes", "two"));
    expect(state).toEqual(stateOf({ eyes: "two", left: "leftBrown", right: "rightBlue" }));
    state = applyInput(tree, state, select("left", "leftBlue"));
    state = applyInput(tree, state, select("eyes", "two"));
    expect(state).toEqual([]);
  });

  it("runs the actions of values the defaults pick", () => {
    const tree = indexTree([
      option({ id: "gate", sn: 1, values: ["open"] }),
      option({
        id: "size",
        sn: 2,
        when: ["open"],
        values: [{ id: "big", isDefault: true, activateOptionValueIds: ["bigBox"] }],
      }),
      option({ id: "box", sn: 3, values: ["smallBox", "bigBox"] }),
    ]);
    const state = applyInput(tree, [], select("gate", "open"));
    expect(state).toEqual(stateOf({ gate: "open", size: "big", box: "bigBox" }));
  });

  it("clears what an action deactivated, and what depended on it", () => {
    const tree = indexTree([
      option({
        id: "eyes",
        sn: 1,
        displayWidget: "checkbox",
        values: [{ id: "two", deactivateOptionIds: ["eyeColor"] }],
      }),
      option({ id: "eyeColor", sn: 2, values: ["brown", "blue"] }),
      option({ id: "shade", sn: 3, when: ["blue"], values: ["light"] }),
    ]);
    const state = applyInputs(tree, [], [select("eyeColor", "blue"), select("shade", "light"), select("eyes", "two")]);
    expect(state).toEqual(stateOf({ eyes: "two" }));
  });

  it("applies defaults only when the available ids change", () => {
    const tree = indexTree([
      option({ id: "pocket", sn: 1, displayWidget: "colors_list", values: [{ id: "red", isDefault: true }, "blue"] }),
      option({ id: "gate", sn: 2, displayWidget: "checkbox", values: ["open"] }),
      option({ id: "extra", sn: 3, when: ["open"], values: ["e1"] }),
    ]);
    let state = loadState(tree);
    expect(valueIn(state, "pocket")).toBe("red");
    // Unticking a default: nothing else changes, so it stays unticked.
    state = applyInput(tree, state, select("pocket", "red"));
    expect(valueIn(state, "pocket")).toBeUndefined();
    // A change that opens another option re-applies defaults to every empty option.
    state = applyInput(tree, state, select("gate", "open"));
    expect(valueIn(state, "pocket")).toBe("red");
  });

  it("ends on action cycles between options", () => {
    const tree = indexTree([
      option({
        id: "a",
        sn: 1,
        values: [
          { id: "a1", activateOptionValueIds: ["b1"] },
          { id: "a2", activateOptionValueIds: ["b2"] },
        ],
      }),
      option({
        id: "b",
        sn: 2,
        values: [
          { id: "b1", activateOptionValueIds: ["a2"] },
          { id: "b2", activateOptionValueIds: ["a1"] },
        ],
      }),
    ]);
    const state = applyInput(tree, [], select("a", "a1"));
    expect(state).toEqual(stateOf({ a: "a1", b: "b2" }));
  });

  it("ends when actions and defaults undo each other", () => {
    // Picking x1 clears option y; y's default y1 comes back because the availability changed; y1 clears x.
    const tree = indexTree([
      option({ id: "x", sn: 1, values: [{ id: "x1", deactivateOptionIds: ["y"], activateOptionValueIds: ["z1"] }] }),
      option({ id: "y", sn: 2, values: [{ id: "y1", isDefault: true, deactivateOptionIds: ["x"] }] }),
      option({ id: "z", sn: 3, values: ["z1"] }),
      option({ id: "w", sn: 4, when: ["z1"], values: [{ id: "w1", isDefault: true }] }),
    ]);
    const start = loadState(tree);
    expect(start).toEqual(stateOf({ y: "y1" }));
    const state = applyInput(tree, start, select("x", "x1"));
    expect(state).toEqual(stateOf({ y: "y1", z: "z1", w: "w1" }));
  });
});

function assertInvariants(tree: CustomizationTree, state: CustomizationState): void {
  const map = toStateMap(state);
  const available = availability(tree, map);
  expect(new Set(state.map((e) => e.customization_id)).size).toBe(state.length);
  for (const { customization_id: id, value } of state) {
    const c = tree.byId.get(id);
    expect(c, `unknown ${id}`).toBeDefined();
    expect(available.options.has(id), `${id} not offered`).toBe(true);
    for (const valueId of idsOf(value)) {
      if (selectionMode(c!) === "text") continue;
      expect(available.values.has(valueId), `${valueId} unavailable in ${id}`).toBe(true);
      expect(tree.valueOwner.get(valueId)?.id).toBe(id);
    }
    const max = maxValues(c!);
    if (Array.isArray(value)) {
      expect(value.length).toBeGreaterThan(0);
      if (max !== null) expect(value.length).toBeLessThanOrEqual(max);
      expect(new Set(idsOf(value)).size).toBe(idsOf(value).length);
    }
  }
}

describe("applyInput properties", () => {
  it("never leaves an unavailable selection, never exceeds a max, always ends", () => {
    fc.assert(
      fc.property(arbitraryTree, fc.array(arbitraryInput, { maxLength: 12 }), (customizations, inputs) => {
        const tree = indexTree(customizations);
        let state = loadState(tree);
        assertInvariants(tree, state);
        for (const input of inputs) {
          state = applyInput(tree, state, input);
          assertInvariants(tree, state);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("hands out states that are already clean", () => {
    fc.assert(
      fc.property(arbitraryTree, fc.array(arbitraryInput, { maxLength: 8 }), (customizations, inputs) => {
        const tree = indexTree(customizations);
        const state = applyInputs(tree, loadState(tree), inputs);
        expect(sanitizeState(tree, state)).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });

  it("hands out entries in tree order, one per option", () => {
    fc.assert(
      fc.property(arbitraryTree, fc.array(arbitraryInput, { maxLength: 8 }), (customizations, inputs) => {
        const tree = indexTree(customizations);
        const state = applyInputs(tree, loadState(tree), inputs);
        const positions = state.map((e) => tree.position.get(e.customization_id) ?? -1);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });
});
