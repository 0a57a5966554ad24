import { describe, expect, it } from "vitest";
import { CONFIGURATOR_PREVIEW_MESSAGES } from "@petsies/domain";
import { previewTreeOf } from "./preview-message.ts";

const parent = { name: "the back office's window" };
const own = { origin: "https://shop.test", parent };
const option = {
  id: "opt-size",
  type: "option",
  parentId: null,
  sn: 10,
  isEnabled: true,
  isLocked: false,
  showInCart: true,
  title: "Bandana size",
  name: null,
  bundleOptionId: null,
  availabilityRules: null,
  optionData: {
    type: "generic_option",
    displayWidget: "cards_list",
    displayWidgetOptions: null,
    isRequired: true,
    maxValuesCount: null,
    sku: null,
    showInUrlQuery: false,
    hasDetailedDescription: false,
    values: [{ id: "v-small", name: "Small", sku: null, price: null, isEnabled: true, isDefault: false, sn: 1, availabilityRules: null, actions: null }],
  },
};
const message = (data: unknown, from: Partial<{ origin: string; source: unknown }> = {}) => ({ origin: own.origin, source: parent, data, ...from });
const tree = (customizations: unknown) => ({ type: CONFIGURATOR_PREVIEW_MESSAGES.tree, customizations });

describe("the configurator preview's messages", () => {
  it("takes the tree its own framing window posts on the shop's origin", () => {
    expect(previewTreeOf(message(tree([option])), own)).toEqual([option]);
    expect(previewTreeOf(message(tree([])), own)).toEqual([]);
  });

  it("ignores a message from another origin or another window, even with a good tree", () => {
    expect(previewTreeOf(message(tree([option]), { origin: "https://evil.test" }), own)).toBeNull();
    expect(previewTreeOf(message(tree([option]), { origin: "null" }), own)).toBeNull();
    expect(previewTreeOf(message(tree([option]), { source: { name: "another window" } }), own)).toBeNull();
    expect(previewTreeOf(message(tree([option]), { source: null }), { ...own, parent: null })).toBeNull();
  });

  it("ignores data that does not parse as a tree the back office could save", () => {
    expect(previewTreeOf(message("hello"), own)).toBeNull();
    expect(previewTreeOf(message(null), own)).toBeNull();
    expect(previewTreeOf(message({ type: CONFIGURATOR_PREVIEW_MESSAGES.ready }), own)).toBeNull();
    expect(previewTreeOf(message({ type: "something else", customizations: [option] }), own)).toBeNull();
    expect(previewTreeOf(message(tree("not a list")), own)).toBeNull();
    expect(previewTreeOf(message(tree([{ ...option, type: "script" }])), own)).toBeNull();
    expect(previewTreeOf(message(tree([{ ...option, title: "a\u0000b" }])), own)).toBeNull();
    expect(previewTreeOf(message(tree([{ ...option, optionData: { ...option.optionData, displayWidget: "iframe" } }])), own)).toBeNull();
    expect(previewTreeOf(message(tree([{ ...option, optionData: { ...option.optionData, values: [{ id: "v" }] } }])), own)).toBeNull();
    expect(previewTreeOf(message(tree(Array.from({ length: 201 }, (_, i) => ({ ...option, id: `o${i}` })))), own)).toBeNull();
  });
});
