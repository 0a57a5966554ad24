import { describe, expect, it } from "vitest";
import { image, option, stateOf } from "./fixtures/builders.ts";
import {
  coerceValue,
  fromStateMap,
  idsOf,
  isEmptyValue,
  isUploadedImage,
  selectedValueIds,
  selectedValueIdsInOrder,
  toStateMap,
} from "./state.ts";
import { indexTree } from "./tree.ts";

const tree = indexTree([
  option({ id: "multi", sn: 1, displayWidget: "cards_list", maxValuesCount: 2, values: ["m1", "m2", "m3"] }),
  option({ id: "single", sn: 2, displayWidget: "dropdown", values: ["s1", "s2"] }),
  option({ id: "text", sn: 3, displayWidget: "text_input" }),
  option({ id: "photo", sn: 4, displayWidget: "image_upload", maxValuesCount: 1 }),
  option({ id: "photos", sn: 5, displayWidget: "image_upload", maxValuesCount: 2 }),
]);

describe("state map", () => {
  it("keeps the first entry per id and hands out the list in tree order, unknown ids last", () => {
    const map = toStateMap(
      stateOf({ text: "Rex", zz: "?", single: "s1" }).concat([{ customization_id: "text", value: "Max" }]),
    );
    expect(map.get("text")).toBe("Rex");
    expect(fromStateMap(tree, map).map((e) => e.customization_id)).toEqual(["single", "text", "zz"]);
  });

  it("counts '', whitespace, [] and absence as nothing", () => {
    expect([undefined, null, "", "  ", []].every((v) => isEmptyValue(v as never))).toBe(true);
    expect([" a", ["x"], image("i")].some((v) => isEmptyValue(v))).toBe(false);
  });

  it("reads ids from value slots only", () => {
    expect(idsOf("a")).toEqual(["a"]);
    expect(idsOf(["a", "b"])).toEqual(["a", "b"]);
    expect(idsOf("")).toEqual([]);
    expect(idsOf(image("i"))).toEqual([]);
    const map = toStateMap(stateOf({ multi: ["m2", "m1"], single: "s1", text: "m3" }));
    expect([...selectedValueIds(tree, map)].sort()).toEqual(["m1", "m2", "s1"]);
    expect(selectedValueIdsInOrder(tree, map)).toEqual(["m2", "m1", "s1"]);
  });

  it("recognises uploaded images by id, type and url", () => {
    expect(isUploadedImage(image("a"))).toBe(true);
    expect(isUploadedImage({ id: "a", url: "u" })).toBe(false);
    expect(isUploadedImage({ id: "", type: 1, url: "u" })).toBe(false);
    expect(isUploadedImage([image("a")])).toBe(false);
  });
});

describe("coerceValue", () => {
  it("turns a single id into a list for multi-select, de-duplicates and cuts to max", () => {
    expect(coerceValue(tree, "multi", "m1")).toEqual(["m1"]);
    expect(coerceValue(tree, "multi", ["m1", "m1", "m2", "m3"])).toEqual(["m1", "m2"]);
  });

  it("keeps only the option's own value ids", () => {
    expect(coerceValue(tree, "multi", ["s1", "m2", 7])).toEqual(["m2"]);
    expect(coerceValue(tree, "multi", ["s1"])).toBeUndefined();
    expect(coerceValue(tree, "single", "m1")).toBeUndefined();
    expect(coerceValue(tree, "single", ["x", "s2", "s1"])).toBe("s2");
  });

  it("keeps text as text, images as images", () => {
    expect(coerceValue(tree, "text", "Rex")).toBe("Rex");
    expect(coerceValue(tree, "text", ["Rex"])).toBeUndefined();
    expect(coerceValue(tree, "photo", [image("a"), image("b")])).toEqual(image("a"));
    expect(coerceValue(tree, "photos", image("a"))).toEqual([image("a")]);
    expect(coerceValue(tree, "photos", [image("a"), image("a"), { id: "bad" }, image("b"), image("c")])).toEqual([
      image("a"),
      image("b"),
    ]);
    expect(coerceValue(tree, "photos", "a")).toBeUndefined();
  });

  it("refuses unknown customizations", () => {
    expect(coerceValue(tree, "nope", "x")).toBeUndefined();
  });
});
