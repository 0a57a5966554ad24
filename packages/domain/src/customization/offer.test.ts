import { describe, expect, it } from "vitest";
import { parseExperimentGroups } from "./experiments.ts";
import { group, option, stateOf } from "./fixtures/builders.ts";
import { offeredOptions, visibleOptions } from "./offer.ts";
import { indexTree } from "./tree.ts";

const tree = indexTree([
  option({ id: "late", sn: 30, values: ["z2", { id: "z1", sn: 0 }] }),
  option({ id: "size", sn: 10, displayWidget: "cards_list", maxValuesCount: 1, isRequired: true, values: ["s", "m"] }),
  option({ id: "auto", sn: 20, isRequired: true, values: ["only", { id: "gone", isEnabled: false }] }),
  option({ id: "email", sn: 5, optionType: "customer_email", displayWidget: "email_input", isRequired: true }),
  option({ id: "breed", sn: 6, name: "breed", displayWidget: "search_field", isRequired: true }),
  group({ id: "photoStep", sn: 1, name: "photo step" }),
  option({ id: "later", sn: 2, parentId: "photoStep", name: "send later upload method", values: ["now", "mail"] }),
  option({ id: "byEmail", sn: 3, parentId: "photoStep", name: "by email images uploader", displayWidget: "checkbox" }),
  option({ id: "off", sn: 40, isEnabled: false, values: ["x"] }),
]);

describe("offeredOptions", () => {
  it("lists offered customizations by sn, with available values by sn, mode, max and value", () => {
    const offered = offeredOptions(tree, stateOf({ size: "m" }));
    expect(offered.map((o) => o.customization.id)).toEqual([
      "photoStep",
      "later",
      "byEmail",
      "email",
      "breed",
      "size",
      "auto",
      "late",
    ]);
    const late = offered.find((o) => o.customization.id === "late")!;
    expect(late.values.map((v) => v.id)).toEqual(["z1", "z2"]);
    const size = offered.find((o) => o.customization.id === "size")!;
    expect(size).toMatchObject({ mode: "radio", max: 1, isRequired: true, value: "m", hidden: null });
  });

  it("hides a required option with exactly one available value (it is picked automatically)", () => {
    const auto = offeredOptions(tree, []).find((o) => o.customization.id === "auto")!;
    expect(auto.hidden).toBe("picked-automatically");
    expect(visibleOptions(tree, []).some((o) => o.customization.id === "auto")).toBe(false);
  });

  it("hides the customer_email option when the e-mail is known", () => {
    const hidden = (knownEmail: string | null) =>
      offeredOptions(tree, [], { knownEmail }).find((o) => o.customization.id === "email")!.hidden;
    expect(hidden("shopper@example.com")).toBe("email-known");
    expect(hidden(null)).toBeNull();
    expect(hidden("  ")).toBeNull();
  });

  it("hides options named by the A/B groups, and the options of a hidden group", () => {
    const shown = (cookie: string) =>
      visibleOptions(tree, [], { experimentGroups: parseExperimentGroups(cookie) }).map((o) => o.customization.id);
    expect(shown("")).toEqual(["photoStep", "later", "byEmail", "email", "breed", "size", "late"]);
    expect(shown("upload_later_disabled")).toEqual(["photoStep", "email", "breed", "size", "late"]);
    expect(shown("breed_selector_disabled")).toEqual(["photoStep", "later", "byEmail", "email", "size", "late"]);
    const hiddenGroup = indexTree([
      group({ id: "g", name: "Breed" }),
      option({ id: "inside", parentId: "g", displayWidget: "text_input" }),
    ]);
    expect(visibleOptions(hiddenGroup, [], { experimentGroups: new Set(["breed_selector_disabled"]) })).toEqual([]);
  });
});
