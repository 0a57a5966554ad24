import { describe, expect, it } from "vitest";
import { applyInput } from "./engine.ts";
import { option, stateOf, valueIn } from "./fixtures/builders.ts";
import { indexTree } from "./tree.ts";
import { applyUrlQuery, applyWizardSize, foreversKind, urlQueryKeys, wizardSizeChoice, writeUrlQuery } from "./url-query.ts";

const tree = indexTree([
  option({
    id: "front",
    sn: 1,
    sku: "front_design",
    showInUrlQuery: true,
    values: [
      { id: "f1", sku: "phrasePetsiesLove" },
      { id: "f2", sku: "phrasePetsiesBest" },
      { id: "f3", sku: "phrasePetsiesOff", isEnabled: false },
    ],
  }),
  option({
    id: "accent",
    sn: 2,
    sku: "accent_color",
    showInUrlQuery: true,
    displayWidget: "colors_list",
    maxValuesCount: 2,
    values: [
      { id: "a1", sku: "red" },
      { id: "a2", sku: "blue" },
      { id: "a3", sku: "green" },
    ],
  }),
  option({ id: "notInUrl", sn: 3, sku: "back_design", values: [{ id: "b1", sku: "b" }] }),
  option({ id: "noSku", sn: 4, showInUrlQuery: true, values: [{ id: "n1", sku: "n" }] }),
  option({
    id: "gated",
    sn: 5,
    sku: "product_design",
    showInUrlQuery: true,
    when: ["f2"],
    values: [{ id: "g1", sku: "cutout" }],
  }),
  option({
    id: "size",
    sn: 6,
    name: "Size",
    values: [
      { id: "s", sku: "simpleForeversCat_small" },
      { id: "m", sku: "simpleForeversCat_medium" },
      { id: "l", sku: "simpleForeversCat_large" },
    ],
  }),
]);

describe("urlQueryKeys", () => {
  it("names the query key of each option shown in the URL query, and of no other", () => {
    expect(urlQueryKeys(tree.customizations)).toEqual(["front_design", "accent_color", "product_design"]);
  });
});

describe("applyUrlQuery", () => {
  it("selects the value whose sku the option's query key names", () => {
    expect(valueIn(applyUrlQuery(tree, [], { front_design: "phrasePetsiesBest" }), "front")).toBe("f2");
  });

  it("takes a list for a multi-select, up to its max", () => {
    const state = applyUrlQuery(tree, [], { accent_color: ["blue", "red", "green"] });
    expect(valueIn(state, "accent")).toEqual(["a2", "a1"]);
  });

  it("applies only available values and leaves the option alone otherwise", () => {
    const state = stateOf({ front: "f1" });
    expect(applyUrlQuery(tree, state, { front_design: "phrasePetsiesOff" })).toBe(state);
    expect(applyUrlQuery(tree, state, { front_design: "unknown" })).toBe(state);
    expect(applyUrlQuery(tree, state, { front_design: "" })).toBe(state);
  });

  it("ignores options without showInUrlQuery or without a sku", () => {
    expect(applyUrlQuery(tree, [], { back_design: "b", "": "n" })).toEqual([]);
  });

  it("reads keys in tree order, so a choice can open an option read after it", () => {
    const state = applyUrlQuery(tree, [], { product_design: "cutout", front_design: "phrasePetsiesBest" });
    expect(valueIn(state, "gated")).toBe("g1");
  });

  it("replaces the current choice on a query change", () => {
    expect(valueIn(applyUrlQuery(tree, stateOf({ front: "f1" }), { front_design: "phrasePetsiesBest" }), "front")).toBe(
      "f2",
    );
  });
});

describe("writeUrlQuery", () => {
  it("merges the choices into the current query", () => {
    const state = applyInput(tree, stateOf({ front: "f2", accent: ["a3"] }), {
      type: "select",
      customizationId: "gated",
      valueId: "g1",
    });
    expect(
      writeUrlQuery(tree, state, { utm_source: "mail", front_design: "old", ids: ["1", "2"], gone: undefined }),
    ).toEqual({
      utm_source: "mail",
      ids: ["1", "2"],
      front_design: "phrasePetsiesBest",
      accent_color: ["green"],
      product_design: "cutout",
    });
  });

  it("removes the key of an option that holds nothing", () => {
    expect(writeUrlQuery(tree, [], { front_design: "phrasePetsiesLove", accent_color: ["red"], keep: "1" })).toEqual({
      keep: "1",
    });
  });

  it("round-trips through applyUrlQuery", () => {
    const state = stateOf({ front: "f1", accent: ["a2", "a1"] });
    expect(applyUrlQuery(tree, [], writeUrlQuery(tree, state, {}))).toEqual(state);
  });
});

describe("plush wizard size", () => {
  it("knows the Forevers kind from a sku", () => {
    expect(foreversKind("ForeversDog_bundle")).toBe("Dog");
    expect(foreversKind("ForeversCat_bundle")).toBe("Cat");
    expect(foreversKind("simpleForeversOther_large")).toBe("Other");
    expect(foreversKind("ShopifyForeversDog_bundle")).toBe("Dog");
    expect(foreversKind("golfHeadCoversDog_bundle")).toBeNull();
    expect(foreversKind("ForeversDogs_bundle")).toBeNull();
  });

  it("selects simpleForevers{Kind}_{size} in the option named size", () => {
    expect(wizardSizeChoice(tree, "ForeversCat_bundle", "medium")).toEqual({ customizationId: "size", valueId: "m" });
    expect(wizardSizeChoice(tree, "ForeversCat_bundle", "LARGE")).toEqual({ customizationId: "size", valueId: "l" });
    expect(valueIn(applyWizardSize(tree, [], "ForeversCat_bundle", "small"), "size")).toBe("s");
  });

  it("does nothing for other sizes, other kinds, other products, or when a size is already selected", () => {
    expect(wizardSizeChoice(tree, "ForeversCat_bundle", "huge")).toBeNull();
    expect(wizardSizeChoice(tree, "ForeversCat_bundle", null)).toBeNull();
    expect(wizardSizeChoice(tree, "ForeversDog_bundle", "small")).toBeNull();
    expect(wizardSizeChoice(tree, "customPillow_bundle", "small")).toBeNull();
    const chosen = stateOf({ size: "l" });
    expect(applyWizardSize(tree, chosen, "ForeversCat_bundle", "small")).toBe(chosen);
  });
});
