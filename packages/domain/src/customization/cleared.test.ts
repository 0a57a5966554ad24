import { describe, expect, it } from "vitest";
import { clearedSelections } from "./cleared.ts";
import { applyInput, type CustomizationInput } from "./engine.ts";
import { FOREVERS_EYE_COLOR_IDS, FOREVERS_IDS as id, foreversDogTree, foreversRushAddOns } from "./fixtures/forevers.ts";
import { loadState } from "./load.ts";
import { withProductionTime } from "./production-time.ts";
import { indexTree } from "./tree.ts";

const tree = indexTree(withProductionTime(foreversDogTree, foreversRushAddOns));
const select = (customizationId: string, valueId: string): CustomizationInput => ({ type: "select", customizationId, valueId });
/** Applies the input and answers what it cleared, as the configurator does. */
const change = (state: ReturnType<typeof loadState>, input: CustomizationInput) => {
  const after = applyInput(tree, state, input);
  return { after, cleared: clearedSelections(tree, state, after, input) };
};

describe("clearedSelections", () => {
  it("names the Sneak Peek that Rush Production removed, and the rush that caused it", () => {
    const withPeek = applyInput(tree, loadState(tree), select(id.upgrades, id.sneakPeek));
    const { cleared } = change(withPeek, select(id.productionTime, id.basicRush));
    expect(cleared).toEqual([
      {
        causeId: id.productionTime,
        clearedId: id.upgrades,
        message: "We removed Sneak Peek + Design Guarantee from Upgrade Your Plush (optional): it is not available with Rush Production.",
      },
    ]);
  });

  it("names a choice an activation action deactivated, by the checkbox's label", () => {
    const withEye = applyInput(tree, loadState(tree), select(id.eyeColor, FOREVERS_EYE_COLOR_IDS.eyeColor[3]!));
    const { cleared } = change(withEye, select(id.twoEyeColors, id.twoEyeColorsYes));
    expect(cleared.map((c) => c.message)).toEqual([
      "We removed Blue from Eye Color: it is not available with My pet has two different colored eyes.",
    ]);
  });

  it("reports nothing when the input only adds, or changes the shopper's own option", () => {
    const state = loadState(tree);
    expect(change(state, select(id.productionTime, id.basicRush)).cleared).toEqual([]);
    const withPeek = applyInput(tree, state, select(id.upgrades, id.sneakPeek));
    expect(change(withPeek, select(id.upgrades, id.sneakPeek)).cleared).toEqual([]);
  });
});
