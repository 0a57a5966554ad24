import { describe, expect, it } from "vitest";
import { checkedTree, draftOf, moved, newGroup, newOption, newValue, type DraftCustomization } from "./customization-draft.ts";

function sizeDraft(): DraftCustomization[] {
  const option = newOption();
  const small = { ...newValue(), name: "Small" };
  const large = { ...newValue(), name: "Large", priceText: "6.50" };
  return [{ ...option, title: "Size", optionData: { ...option.optionData!, values: [small, large] } }];
}

describe("checkedTree", () => {
  it("turns typed prices and maxima into the API's tree, finding nothing wrong in a sound one", () => {
    const { tree, errors } = checkedTree(sizeDraft());
    expect(errors).toEqual({});
    expect(tree[0]!.optionData).toMatchObject({ maxValuesCount: 1, values: [{ name: "Small", price: null }, { name: "Large", price: 6.5 }] });
    // Read back, the tree is the same draft.
    expect(draftOf(tree)[0]!.optionData!.values.map((v) => v.priceText)).toEqual(["", "6.5"]);
  });

  it("answers what is typed wrong and what the shop's rules refuse at the API's own paths", () => {
    const draft = sizeDraft();
    const data = draft[0]!.optionData!;
    data.values[0]!.priceText = "six";
    data.values[1]!.priceText = "-1";
    data.values[1]!.availabilityRules = { forActivatedOptionValueIds: ["gone"] };
    data.maxText = "1.5";
    draft.push({ ...newGroup(), title: "" });
    expect(checkedTree(draft).errors).toEqual({
      "customizations.0.optionData.maxValuesCount": "Enter a whole number, or leave it empty for no limit",
      "customizations.0.optionData.values.0.price": "Enter the price in dollars, like 4.99",
      "customizations.0.optionData.values.1.price": "The price cannot be below zero",
      "customizations.0.optionData.values.1.availabilityRules": "The rule of “Size” › “Large” names “gone”, which no value of this product has: choose values it has",
      "customizations.1.title": "Enter the title shoppers see",
    });
  });
});

describe("moved", () => {
  it("moves one item up or down and keeps the rest in order", () => {
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });
});
