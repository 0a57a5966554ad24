import { describe, expect, it } from "vitest";
import { image, option, stateOf } from "./fixtures/builders.ts";
import { clearStaleSelections } from "./stale.ts";
import { toStateMap } from "./state.ts";
import { indexTree } from "./tree.ts";

const tree = indexTree([
  option({ id: "gate", sn: 1, displayWidget: "checkbox", values: ["on"] }),
  option({ id: "dependent", sn: 2, when: ["on"], values: ["d1", "d2"] }),
  option({ id: "single", sn: 3, values: ["s1", { id: "s2", when: ["on"] }] }),
  option({
    id: "list",
    sn: 4,
    displayWidget: "cards_list",
    maxValuesCount: 5,
    values: ["l1", { id: "l2", when: ["on"] }, { id: "l3", when: ["on"] }],
  }),
  option({ id: "text", sn: 5, displayWidget: "text_input", when: ["on"] }),
  option({ id: "search", sn: 6, displayWidget: "search_field" }),
  option({ id: "photos", sn: 7, displayWidget: "image_upload" }),
  option({ id: "chained", sn: 8, when: ["d1"], values: ["c1"] }),
]);

function clear(entries: Record<string, never> | Record<string, unknown>) {
  const map = toStateMap(stateOf(entries as never));
  clearStaleSelections(tree, map);
  return Object.fromEntries(map);
}

describe("clearStaleSelections", () => {
  it("deletes the state of an option that is no longer offered (free text included)", () => {
    expect(clear({ dependent: "d1", text: "hello" })).toEqual({});
  });

  it("deletes a single value that is no longer available", () => {
    expect(clear({ single: "s2" })).toEqual({});
    expect(clear({ single: "s1" })).toEqual({ single: "s1" });
  });

  it("filters a list to its available ids and deletes an empty list", () => {
    expect(clear({ list: ["l1", "l2", "l3"] })).toEqual({ list: ["l1"] });
    expect(clear({ list: ["l2", "l3"] })).toEqual({});
  });

  it("keeps free text, search text and uploads of offered options whatever they hold", () => {
    const kept = { gate: "on", text: "s2", search: "Labrador", photos: [image("p")] };
    expect(clear(kept)).toEqual(kept);
  });

  it("treats ids of other options and unknown ids as unavailable", () => {
    expect(clear({ single: "l1", list: ["l1", "zzz"] })).toEqual({ list: ["l1"] });
  });

  it("removes unknown customizations", () => {
    expect(clear({ ghost: "x", single: "s1" })).toEqual({ single: "s1" });
  });

  it("repeats until stable: clearing one selection can make another stale", () => {
    expect(clear({ dependent: "d1", chained: "c1", single: "s1" })).toEqual({ single: "s1" });
  });

  it("answers the final availability", () => {
    const map = toStateMap(stateOf({ gate: "on", dependent: "d1" }));
    const available = clearStaleSelections(tree, map);
    expect(available.options.has("chained")).toBe(true);
    expect(available.values.has("c1")).toBe(true);
  });
});
