import { describe, expect, it } from "vitest";
import {
  availability,
  availableValues,
  isCustomizationAvailable,
  isRuleMet,
  isValueAvailable,
} from "./availability.ts";
import { group, option, stateOf } from "./fixtures/builders.ts";
import { withProductionTime } from "./production-time.ts";
import { toStateMap } from "./state.ts";
import { indexTree, STANDARD_PRODUCTION_TIME_ID } from "./tree.ts";
import type { DisplayWidget } from "./types.ts";

describe("isRuleMet", () => {
  it("is met with no rule, a null list or an empty list", () => {
    expect(isRuleMet(null, new Set())).toBe(true);
    expect(isRuleMet({ forActivatedOptionValueIds: null }, new Set())).toBe(true);
    expect(isRuleMet({ forActivatedOptionValueIds: [] }, new Set())).toBe(true);
  });

  it("needs ANY listed id selected, not all", () => {
    const rule = { forActivatedOptionValueIds: ["a", "b"] };
    expect(isRuleMet(rule, new Set(["b"]))).toBe(true);
    expect(isRuleMet(rule, new Set(["a", "b"]))).toBe(true);
    expect(isRuleMet(rule, new Set(["c"]))).toBe(false);
    expect(isRuleMet(rule, new Set())).toBe(false);
  });
});

describe("values", () => {
  const tree = indexTree([
    option({ id: "size", values: ["small", "large"] }),
    option({
      id: "extras",
      displayWidget: "cards_list",
      values: [{ id: "always" }, { id: "off", isEnabled: false }, { id: "bigOnly", when: ["large"] }],
    }),
  ]);
  const extras = tree.byId.get("extras")!;

  it("need isEnabled and their rule", () => {
    expect(availableValues(tree, extras, new Set()).map((v) => v.id)).toEqual(["always"]);
    expect(availableValues(tree, extras, new Set(["large"])).map((v) => v.id)).toEqual(["always", "bigOnly"]);
    expect(isValueAvailable(tree, tree.valueById.get("off")!, new Set(["large"]))).toBe(false);
  });
});

describe("options", () => {
  it("need isEnabled, their rule and at least one available value", () => {
    const tree = indexTree([
      option({ id: "size", values: ["small", "large"] }),
      option({ id: "off", isEnabled: false, values: ["x"] }),
      option({ id: "ruled", when: ["large"], values: ["y"] }),
      option({ id: "noValues", displayWidget: "cards_list", values: [{ id: "z", when: ["large"] }] }),
      option({ id: "empty", displayWidget: "dropdown" }),
    ]);
    const offered = (ids: string[]) => [...availability(tree, toStateMap(stateOf({ size: ids[0] ?? "" }))).options];
    expect(offered([])).toEqual(["size"]);
    expect(offered(["small"])).toEqual(["size"]);
    expect(offered(["large"])).toEqual(["size", "ruled", "noValues"]);
  });

  it.each(["checkbox", "search_field", "email_input", "image_upload", "text_area", "text_input"] as DisplayWidget[])(
    "%s is offered without any available value",
    (displayWidget) => {
      const tree = indexTree([option({ id: "o", displayWidget, values: [{ id: "v", isEnabled: false }] })]);
      expect(isCustomizationAvailable(tree, tree.byId.get("o")!, new Set())).toBe(true);
    },
  );

  it("containers without optionData skip the value test but keep their own rule", () => {
    const tree = indexTree([option({ id: "pick", values: ["a"] }), group({ id: "g", when: ["a"] })]);
    expect(isCustomizationAvailable(tree, tree.byId.get("g")!, new Set())).toBe(false);
    expect(isCustomizationAvailable(tree, tree.byId.get("g")!, new Set(["a"]))).toBe(true);
  });

  it("an option inside a group that is not offered is not offered; an unknown parent is ignored", () => {
    const tree = indexTree([
      option({ id: "pick", values: ["a"] }),
      group({ id: "g", when: ["a"] }),
      option({ id: "child", parentId: "g", displayWidget: "text_input" }),
      option({ id: "orphan", parentId: "missing", displayWidget: "text_input" }),
    ]);
    const none = availability(tree, new Map());
    expect(none.options.has("child")).toBe(false);
    expect(none.options.has("orphan")).toBe(true);
    expect(availability(tree, toStateMap(stateOf({ pick: "a" }))).options.has("child")).toBe(true);
  });

  it("a parent cycle does not loop", () => {
    const tree = indexTree([group({ id: "a", parentId: "b" }), group({ id: "b", parentId: "a" })]);
    expect(isCustomizationAvailable(tree, tree.byId.get("a")!, new Set())).toBe(true);
  });

  it("free text that happens to equal a value id activates nothing", () => {
    const tree = indexTree([
      option({ id: "name", displayWidget: "text_input" }),
      option({ id: "hidden", when: ["secret"], values: ["v"] }),
      option({ id: "holder", values: ["secret"] }),
    ]);
    expect(availability(tree, toStateMap(stateOf({ name: "secret" }))).options.has("hidden")).toBe(false);
  });
});

describe("sneak-peek rule", () => {
  const tree = indexTree(
    withProductionTime(
      [
        option({
          id: "up",
          displayWidget: "cards_list",
          maxValuesCount: 5,
          values: [
            { id: "sp", sku: "sneak_peek" },
            { id: "hb", sku: "heartbeat_insert" },
          ],
        }),
        option({ id: "pt", optionType: "production_time_upgrade", values: [{ id: "rush", sku: "rush" }] }),
      ],
      [{ sku: "rush", text: "Rush", price: 59, isDomestic: true }],
    ),
  );
  const sp = tree.valueById.get("sp")!;

  it("offers a sneak peek only while standard production time is selected", () => {
    expect(isValueAvailable(tree, sp, new Set([STANDARD_PRODUCTION_TIME_ID]))).toBe(true);
    expect(isValueAvailable(tree, sp, new Set(["rush"]))).toBe(false);
    expect(isValueAvailable(tree, sp, new Set())).toBe(false);
    expect(isValueAvailable(tree, tree.valueById.get("hb")!, new Set(["rush"]))).toBe(true);
  });

  it("keeps the value's own rule too", () => {
    const gated = indexTree(
      withProductionTime(
        [
          option({ id: "size", values: ["small", "large"] }),
          option({ id: "up", displayWidget: "cards_list", values: [{ id: "sp", sku: "sneak_peek", when: ["large"] }] }),
          option({ id: "pt", optionType: "production_time_upgrade", values: [{ id: "rush", sku: "rush" }] }),
        ],
        [{ sku: "rush", text: "Rush", price: 59, isDomestic: true }],
      ),
    );
    const value = gated.valueById.get("sp")!;
    expect(isValueAvailable(gated, value, new Set([STANDARD_PRODUCTION_TIME_ID]))).toBe(false);
    expect(isValueAvailable(gated, value, new Set([STANDARD_PRODUCTION_TIME_ID, "large"]))).toBe(true);
  });

  it("does not apply to a product without rush add-ons", () => {
    const plain = indexTree(
      withProductionTime(
        [
          option({ id: "up", displayWidget: "cards_list", values: [{ id: "sp", sku: "sneak_peek" }] }),
          option({ id: "pt", optionType: "production_time_upgrade", values: [{ id: "rush", sku: "rush" }] }),
        ],
        [],
      ),
    );
    expect(isValueAvailable(plain, plain.valueById.get("sp")!, new Set())).toBe(true);
  });
});

describe("availability key", () => {
  it("changes exactly when the offered ids change", () => {
    const tree = indexTree([option({ id: "a", values: ["x", "y"] }), option({ id: "b", when: ["x"], values: ["z"] })]);
    const key = (s: Record<string, string>) => availability(tree, toStateMap(stateOf(s))).key;
    expect(key({})).toBe(key({ a: "y" }));
    expect(key({})).not.toBe(key({ a: "x" }));
  });
});
