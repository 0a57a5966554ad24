import { describe, expect, it } from "vitest";
import { group, option } from "./fixtures/builders.ts";
import { foreversDogTree } from "./fixtures/forevers.ts";
import { indexTree } from "./tree.ts";
import { reachableValueIds, treeProblems } from "./tree-problems.ts";
import type { Customization } from "./types.ts";

const at = (tree: Customization[]) => Object.fromEntries(treeProblems(tree).map((p) => [p.path, p.message]));

describe("treeProblems", () => {
  it("finds nothing wrong in a sound tree, groups, rules and actions included", () => {
    const tree = [
      group({ id: "step" }),
      option({ id: "size", parentId: "step", isRequired: true, values: [{ id: "small", price: 39 }, { id: "large", price: 49.5, isDefault: true }] }),
      option({ id: "extras", displayWidget: "cards_list", maxValuesCount: 3, values: [{ id: "wrap", price: 5, when: ["large"] }, { id: "card", activateOptionValueIds: ["wrap"] }] }),
      option({ id: "name", displayWidget: "text_input", maxValuesCount: 20 }),
      option({ id: "photos", displayWidget: "image_upload", isRequired: true }),
    ];
    expect(treeProblems(tree)).toEqual([]);
  });

  it("finds nothing wrong in the plush wizard's tree", () => {
    expect(treeProblems(foreversDogTree)).toEqual([]);
  });

  it("names an unreachable value at its rule: it waits for a value that waits for it", () => {
    const tree = [
      option({ id: "a", values: [{ id: "a1", when: ["b1"] }, { id: "a2" }] }),
      option({ id: "b", values: [{ id: "b1", when: ["a1"] }] }),
    ];
    const problems = treeProblems(tree);
    expect(problems.map((p) => [p.path, p.customizationId, p.valueId, p.field])).toEqual([
      ["customizations.0.optionData.values.0.availabilityRules", "a", "a1", "availabilityRules"],
      ["customizations.1.optionData.values.0.availabilityRules", "b", "b1", "availabilityRules"],
    ]);
    expect(problems[0]!.message).toBe("“a” › “a1” can never be offered: its rule waits for “b1”, which shoppers can never choose");
  });

  it("takes a rule naming a disabled value, or a value of a disabled option, as one that never holds", () => {
    const problems = at([
      option({ id: "a", values: [{ id: "off", isEnabled: false }, { id: "on" }] }),
      option({ id: "hidden", isEnabled: false, values: ["h1"] }),
      option({ id: "b", when: ["off", "h1"], values: ["b1"] }),
      option({ id: "c", when: ["h1", "on"], values: ["c1"] }),
    ]);
    expect(Object.keys(problems)).toEqual(["customizations.2.availabilityRules"]);
    expect(problems["customizations.2.availabilityRules"]).toContain("“off” or “h1”");
  });

  it("reaches values through chains of rules, as the engine offers them", () => {
    const tree = indexTree([
      option({ id: "a", values: ["a1"] }),
      option({ id: "b", when: ["a1"], values: [{ id: "b1" }] }),
      option({ id: "c", values: [{ id: "c1", when: ["b1"] }] }),
      option({ id: "text", displayWidget: "text_input" }),
    ]);
    expect([...reachableValueIds(tree)].sort()).toEqual(["a1", "b1", "c1"]);
  });

  it("names unknown ids in rules and activation actions at their fields", () => {
    const problems = at([
      option({ id: "a", when: ["ghost"], values: [{ id: "a1", deactivateOptionIds: ["nope"], deactivateOptionValueIds: ["gone"], activateOptionValueIds: ["a1", "missing"] }] }),
    ]);
    expect(problems).toEqual({
      "customizations.0.availabilityRules": "The rule of “a” names “ghost”, which no value of this product has: choose values it has",
      "customizations.0.optionData.values.0.actions.activated.deactivateOptionIds": "Choosing “a” › “a1” clears “nope”, which no option of this product is",
      "customizations.0.optionData.values.0.actions.activated.deactivateOptionValueIds": "Choosing “a” › “a1” takes away “gone”, which no value of this product is",
      "customizations.0.optionData.values.0.actions.activated.activateOptionValueIds": "Choosing “a” › “a1” selects “missing”, which no value of this product is",
    });
  });

  it("refuses widgets that do not fit their option", () => {
    const problems = at([
      option({ id: "text", displayWidget: "text_input", values: ["red"] }),
      option({ id: "photo", displayWidget: "image_upload", values: ["one"] }),
      option({ id: "swatches", displayWidget: "colors_list" }),
      option({ id: "email", optionType: "customer_email", displayWidget: "text_input" }),
      option({ id: "email2", displayWidget: "email_input" }),
      option({ id: "rush", optionType: "production_time_upgrade", displayWidget: "text_area" }),
      option({ id: "drop", displayWidget: "dropdown", maxValuesCount: 2, values: ["x", "y"] }),
    ]);
    expect(problems).toEqual({
      "customizations.0.optionData.displayWidget": "Text field takes no choices: remove the values, or choose a list or a checkbox",
      "customizations.1.optionData.displayWidget": "Photo upload takes no choices: remove the values, or choose a list or a checkbox",
      "customizations.2.optionData.displayWidget": "Colour swatch list needs values to choose from: add at least one, or choose a text field or a photo upload",
      "customizations.3.optionData.displayWidget": "The shopper's e-mail is asked with an e-mail field",
      "customizations.4.optionData.displayWidget": "An e-mail field asks for the shopper's e-mail: set the type to Shopper's e-mail, or choose a text field",
      "customizations.5.optionData.displayWidget": "Production time is a choice among values: choose a card list or a drop-down list",
      "customizations.6.optionData.displayWidget": "Drop-down list takes one choice: choose a card, colour swatch or picture list to allow 2",
    });
  });

  it("refuses repeated ids and skus", () => {
    const problems = at([
      option({ id: "a", sku: "front", values: [{ id: "v", sku: "red" }, { id: "w", sku: "red" }] }),
      option({ id: "a", sku: "front", values: [{ id: "v" }] }),
    ]);
    expect(problems).toEqual({
      "customizations.0.optionData.values.1.sku": "Another value of “a” already has the SKU “red”",
      "customizations.1.id": "Another option already has the id “a”: give each its own",
      "customizations.1.optionData.sku": "Another option already has the SKU “front”: the address's query needs each once",
      "customizations.1.optionData.values.0.id": "Another value already has the id “v”: give each its own",
    });
  });

  it("refuses negative prices and prices finer than a cent, and takes 4.99 and 0.1 + 0.2", () => {
    const problems = at([option({ id: "a", values: [{ id: "neg", price: -1 }, { id: "fine", price: 4.999 }, { id: "ok", price: 4.99 }, { id: "sum", price: 0.1 + 0.2 }, { id: "huge", price: 100_000.01 }] })]);
    expect(problems).toEqual({
      "customizations.0.optionData.values.0.price": "The price cannot be below zero",
      "customizations.0.optionData.values.1.price": "Use at most two decimals (whole cents), like 4.99",
      "customizations.0.optionData.values.4.price": "The price can be at most $100,000.00",
    });
  });

  it("refuses a required option with nothing to choose, a second default of one choice, and an option outside a group", () => {
    const problems = at([
      option({ id: "req", isRequired: true, values: [{ id: "off", isEnabled: false }] }),
      option({ id: "one", values: [{ id: "x", isDefault: true }, { id: "y", isDefault: true }] }),
      option({ id: "many", displayWidget: "cards_list", maxValuesCount: 3, values: [{ id: "m1", isDefault: true }, { id: "m2", isDefault: true }] }),
      option({ id: "child", parentId: "one", values: ["c"] }),
      option({ id: "lost", parentId: "nowhere", values: ["l"] }),
      option({ id: "untitled", title: "", values: ["u"] }),
    ]);
    expect(problems).toEqual({
      "customizations.0.optionData.isRequired": "“req” is required but has no value shoppers can choose: add one, or make it optional",
      "customizations.1.optionData.values.1.isDefault": "“one” takes one choice: only one of its values can be the default",
      "customizations.3.parentId": "“one” is an option, not a group: an option sits only in a group",
      "customizations.4.parentId": "No group of this product has this id: choose one of its groups",
      "customizations.5.title": "Enter the title shoppers see",
    });
  });
});
