import { describe, expect, it } from "vitest";
import { EXPERIMENT_COOKIE, EXPERIMENT_GROUP, isHiddenByExperiment, parseExperimentGroups } from "./experiments.ts";
import { option } from "./fixtures/builders.ts";
import { indexTree } from "./tree.ts";

describe("parseExperimentGroups", () => {
  it("reads the cookie exp_variant_string in any common layout", () => {
    expect(EXPERIMENT_COOKIE).toBe("exp_variant_string");
    expect([...parseExperimentGroups("upload_later_disabled")]).toEqual(["upload_later_disabled"]);
    expect(parseExperimentGroups("exp12:breed_selector_disabled|exp13:control").has("breed_selector_disabled")).toBe(
      true,
    );
    expect(parseExperimentGroups("upload_later_disabled%2Cbreed_selector_disabled").size).toBe(2);
    expect(parseExperimentGroups('["UPLOAD_LATER_DISABLED"]').has("upload_later_disabled")).toBe(true);
    expect(parseExperimentGroups("100%").has("100")).toBe(true);
  });

  it("is empty without a cookie", () => {
    expect(parseExperimentGroups(undefined).size).toBe(0);
    expect(parseExperimentGroups(null).size).toBe(0);
    expect(parseExperimentGroups("").size).toBe(0);
  });

  it("does not match a group name inside a longer word", () => {
    expect(parseExperimentGroups("not_upload_later_disabled").has(EXPERIMENT_GROUP.uploadLaterDisabled)).toBe(false);
  });
});

describe("isHiddenByExperiment", () => {
  const tree = indexTree([
    option({ id: "a", name: "send later upload method" }),
    option({ id: "b", name: "By Email Images Uploader" }),
    option({ id: "c", name: "breed" }),
    option({ id: "d", name: "breed notes" }),
  ]);
  const hidden = (groups: string[]) =>
    tree.customizations.filter((c) => isHiddenByExperiment(tree, c, new Set(groups))).map((c) => c.id);

  it("upload_later_disabled hides the two e-mail upload options", () => {
    expect(hidden([EXPERIMENT_GROUP.uploadLaterDisabled])).toEqual(["a", "b"]);
  });

  it("breed_selector_disabled hides the option named breed only", () => {
    expect(hidden([EXPERIMENT_GROUP.breedSelectorDisabled])).toEqual(["c"]);
  });

  it("other groups hide nothing", () => {
    expect(hidden(["control", "checkout_v2"])).toEqual([]);
    expect(hidden([])).toEqual([]);
  });
});
