import { describe, expect, it } from "vitest";
import { applyInput } from "./engine.ts";
import { option, stateOf, valueIn } from "./fixtures/builders.ts";
import { loadState } from "./load.ts";
import {
  PRODUCTION_TIME_PLACEHOLDER,
  restoreStandardProductionTime,
  selectedRushAddOn,
  stripStandardProductionTime,
  withProductionTime,
} from "./production-time.ts";
import { parseSavedState, serializeSavedState } from "./saved-state.ts";
import { indexTree, STANDARD_PRODUCTION_TIME_ID } from "./tree.ts";
import type { RushAddOn } from "./types.ts";

const addOns: RushAddOn[] = [
  {
    sku: "basic_rush_forevers",
    text: "Rush Production\nShips in 2 weeks",
    price: 59,
    isDomestic: true,
    turnaround_time: 14,
  },
  { sku: "super_rush_forevers", text: "Super Rush", price: 99, isDomestic: false },
];

const raw = [
  option({
    id: "up",
    sn: 1,
    displayWidget: "cards_list",
    maxValuesCount: 5,
    values: [
      { id: "sp", sku: "sneak_peek", price: 89 },
      { id: "hb", sku: "heartbeat_insert", price: 13 },
    ],
  }),
  option({
    id: "pt",
    sn: 2,
    optionType: "production_time_upgrade",
    displayWidget: "dropdown",
    values: [
      { id: "super", sku: "super_rush_forevers", sn: 5, price: 1 },
      { id: "golf", sku: "basic_rush_golf", sn: 1 },
      { id: "basic", sku: "basic_rush_forevers", sn: 3, isDefault: true },
      { id: "noSku", sn: 4 },
    ],
  }),
];

describe("withProductionTime", () => {
  const prepared = withProductionTime(raw, addOns);
  const pt = prepared.find((c) => c.id === "pt")!;

  it("keeps the values whose sku is an add-on, with the add-on's text and price, standard first", () => {
    const values = pt.optionData!.values;
    expect(values.map((v) => v.id)).toEqual([STANDARD_PRODUCTION_TIME_ID, "super", "basic"]);
    expect(values[1]).toMatchObject({ name: "Super Rush", price: 99 });
    expect(values[2]).toMatchObject({ name: "Rush Production\nShips in 2 weeks", price: 59 });
    const tree = indexTree(prepared);
    expect(tree.valuesOf.get("pt")?.map((v) => v.id)).toEqual([STANDARD_PRODUCTION_TIME_ID, "basic", "super"]);
  });

  it("makes the option required under the placeholder 'Select Production Time'", () => {
    expect(pt.optionData!.isRequired).toBe(true);
    expect(pt.optionData!.displayWidgetOptions?.placeholder).toBe(PRODUCTION_TIME_PLACEHOLDER);
    expect(PRODUCTION_TIME_PLACEHOLDER).toBe("Select Production Time");
  });

  it("makes standard the preselected value, free", () => {
    const tree = indexTree(prepared);
    const state = loadState(tree);
    expect(valueIn(state, "pt")).toBe(STANDARD_PRODUCTION_TIME_ID);
    expect(tree.valueById.get(STANDARD_PRODUCTION_TIME_ID)).toMatchObject({ price: 0, sku: null, isDefault: true });
  });

  it("removes the option when the product has no add-ons", () => {
    expect(withProductionTime(raw, []).map((c) => c.id)).toEqual(["up"]);
  });

  it("leaves other options and the input alone", () => {
    expect(prepared[0]).toBe(raw[0]);
    expect(raw[1]!.optionData!.values).toHaveLength(4);
  });

  it("prepares a tree twice without a second standard value", () => {
    const twice = withProductionTime(prepared, addOns).find((c) => c.id === "pt")!;
    expect(twice.optionData!.values.filter((v) => v.id === STANDARD_PRODUCTION_TIME_ID)).toHaveLength(1);
  });
});

describe("sneak peek and rush production", () => {
  const tree = indexTree(withProductionTime(raw, addOns));

  it("drops a chosen sneak peek when rush production is chosen, and offers it again with standard", () => {
    let state = loadState(tree);
    state = applyInput(tree, state, { type: "select", customizationId: "up", valueId: "sp" });
    state = applyInput(tree, state, { type: "select", customizationId: "up", valueId: "hb" });
    expect(valueIn(state, "up")).toEqual(["sp", "hb"]);
    state = applyInput(tree, state, { type: "select", customizationId: "pt", valueId: "basic" });
    expect(valueIn(state, "up")).toEqual(["hb"]);
    expect(applyInput(tree, state, { type: "select", customizationId: "up", valueId: "sp" })).toBe(state);
    state = applyInput(tree, state, { type: "select", customizationId: "pt", valueId: STANDARD_PRODUCTION_TIME_ID });
    state = applyInput(tree, state, { type: "select", customizationId: "up", valueId: "sp" });
    expect(valueIn(state, "up")).toEqual(["hb", "sp"]);
  });
});

describe("saving and editing", () => {
  const tree = indexTree(withProductionTime(raw, addOns));

  it("strips the standard value from single slots and lists before saving", () => {
    expect(stripStandardProductionTime(stateOf({ pt: STANDARD_PRODUCTION_TIME_ID, up: ["hb"] }))).toEqual(
      stateOf({ up: ["hb"] }),
    );
    expect(stripStandardProductionTime(stateOf({ pt: [STANDARD_PRODUCTION_TIME_ID, "x"] }))).toEqual(
      stateOf({ pt: ["x"] }),
    );
    expect(stripStandardProductionTime(stateOf({ pt: [STANDARD_PRODUCTION_TIME_ID] }))).toEqual([]);
    expect(stripStandardProductionTime(stateOf({ pt: "basic" }))).toEqual(stateOf({ pt: "basic" }));
  });

  it("puts the standard value back when a cart item is opened for editing", () => {
    expect(restoreStandardProductionTime(tree, stateOf({ up: ["hb"] }))).toEqual(
      stateOf({ up: ["hb"], pt: STANDARD_PRODUCTION_TIME_ID }),
    );
    expect(restoreStandardProductionTime(tree, stateOf({ pt: "basic" }))).toEqual(stateOf({ pt: "basic" }));
    const noProductionTime = indexTree(withProductionTime(raw, []));
    expect(restoreStandardProductionTime(noProductionTime, [])).toEqual([]);
  });

  it("keeps a sneak peek through a save and restore (standard comes back before stale clearing)", () => {
    let state = loadState(tree);
    state = applyInput(tree, state, { type: "select", customizationId: "up", valueId: "sp" });
    const saved = serializeSavedState(state);
    expect(saved).not.toContain(STANDARD_PRODUCTION_TIME_ID);
    expect(parseSavedState(tree, saved)).toEqual(state);
    expect(loadState(tree, { saved: stripStandardProductionTime(state) })).toEqual(state);
  });
});

describe("selectedRushAddOn", () => {
  const tree = indexTree(withProductionTime(raw, addOns));

  it("answers the chosen add-on, or null for standard", () => {
    expect(selectedRushAddOn(tree, stateOf({ pt: "basic" }), addOns)?.sku).toBe("basic_rush_forevers");
    expect(selectedRushAddOn(tree, stateOf({ pt: STANDARD_PRODUCTION_TIME_ID }), addOns)).toBeNull();
    expect(selectedRushAddOn(tree, [], addOns)).toBeNull();
  });
});
