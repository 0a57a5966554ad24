import { describe, expect, it } from "vitest";
import { image, option, stateOf } from "./fixtures/builders.ts";
import { parseSavedState, sanitizeState, savedStateKey, serializeSavedState } from "./saved-state.ts";
import { indexTree } from "./tree.ts";

const tree = indexTree([
  option({ id: "gate", sn: 1, displayWidget: "checkbox", values: ["on"] }),
  option({ id: "size", sn: 2, values: ["s", "m"] }),
  option({ id: "colors", sn: 3, displayWidget: "colors_list", maxValuesCount: 2, values: ["c1", "c2", "c3"] }),
  option({ id: "name", sn: 4, displayWidget: "text_input" }),
  option({ id: "photos", sn: 5, displayWidget: "image_upload", maxValuesCount: 2 }),
  option({ id: "dependent", sn: 6, when: ["on"], values: ["d1"] }),
]);

describe("saved form state", () => {
  it("is kept per product", () => {
    expect(savedStateKey(73)).toBe("customization-state-73");
    expect(savedStateKey("73")).toBe(savedStateKey(73));
  });

  it("round-trips", () => {
    const state = stateOf({
      gate: "on",
      size: "m",
      colors: ["c2"],
      name: "Rex",
      photos: [image("p")],
      dependent: "d1",
    });
    expect(parseSavedState(tree, serializeSavedState(state))).toEqual(state);
  });

  it("restores nothing from missing, broken, foreign or other-version text", () => {
    for (const text of [null, undefined, "", "{", "42", "null", '"x"', '{"version":2,"state":[]}', '{"state":[]}']) {
      expect(parseSavedState(tree, text)).toEqual([]);
    }
  });

  it("drops stale entries: unknown options, values of other options, bad shapes, unavailable choices", () => {
    const saved = JSON.stringify({
      version: 1,
      state: [
        { customization_id: "ghost", value: "x" },
        { customization_id: "size", value: "c1" },
        { customization_id: "colors", value: ["c1", "c1", "c2", "c3", "zz"] },
        { customization_id: "name", value: 42 },
        { customization_id: "photos", value: [{ id: "p" }, image("ok")] },
        { customization_id: "dependent", value: "d1" },
        { value: "no id" },
        "junk",
        null,
      ],
    });
    expect(parseSavedState(tree, saved)).toEqual(stateOf({ colors: ["c1", "c2"], photos: [image("ok")] }));
  });

  it("sanitizes any outside state the same way", () => {
    expect(sanitizeState(tree, "nope")).toEqual([]);
    expect(sanitizeState(tree, [{ customization_id: "size", value: ["m"] }])).toEqual(stateOf({ size: "m" }));
    expect(sanitizeState(tree, [{ customization_id: "size", value: "" }])).toEqual([]);
  });
});
