import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  customizationChecksum,
  customizationKey,
  customizedLineKey,
  fnv1a64,
  isSameCustomizedLine,
} from "./checksum.ts";
import { image, option, stateOf } from "./fixtures/builders.ts";
import { indexTree, STANDARD_PRODUCTION_TIME_ID } from "./tree.ts";

const tree = indexTree([
  option({ id: "size", values: ["s", "m"] }),
  option({ id: "colors", displayWidget: "colors_list", maxValuesCount: 3, values: ["c1", "c2", "c3"] }),
  option({ id: "name", displayWidget: "text_input" }),
  option({ id: "photos", displayWidget: "image_upload" }),
  option({ id: "email", optionType: "customer_email", displayWidget: "email_input" }),
  option({ id: "pt", values: ["rush"] }),
]);

describe("fnv1a64", () => {
  it("matches the published FNV-1a 64-bit test vectors", () => {
    expect(fnv1a64("")).toBe("cbf29ce484222325");
    expect(fnv1a64("a")).toBe("af63dc4c8601ec8c");
    expect(fnv1a64("foobar")).toBe("85944171f73967e8");
  });

  it("hashes UTF-8, not UTF-16 code units", () => {
    // "é" is the bytes c3 a9 in UTF-8; hashing the UTF-16 unit e9 would give af64644c8602d3a4.
    expect(fnv1a64("é")).toBe("0ac21707b7181e01");
    expect(fnv1a64("🐶")).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("customizationChecksum", () => {
  const base = stateOf({ size: "m", colors: ["c2", "c1"], name: "Biscuit", photos: [image("p1"), image("p2")] });

  it("ignores the order of entries and of list values", () => {
    const shuffled = stateOf({ photos: [image("p2"), image("p1")], name: "Biscuit", colors: ["c1", "c2"], size: "m" });
    expect(customizationChecksum(tree, shuffled)).toBe(customizationChecksum(tree, base));
  });

  it("leaves the e-mail out", () => {
    expect(customizationChecksum(tree, [...base, { customization_id: "email", value: "a@example.com" }])).toBe(
      customizationChecksum(tree, base),
    );
  });

  it("compares uploads by id only", () => {
    const moved = stateOf({
      size: "m",
      colors: ["c2", "c1"],
      name: "Biscuit",
      photos: [{ ...image("p1"), url: "https://cdn/x.png" }, image("p2")],
    });
    expect(customizationChecksum(tree, moved)).toBe(customizationChecksum(tree, base));
    const other = stateOf({ size: "m", colors: ["c2", "c1"], name: "Biscuit", photos: [image("p1"), image("p3")] });
    expect(customizationChecksum(tree, other)).not.toBe(customizationChecksum(tree, base));
  });

  it("treats empty entries and standard production time as absent", () => {
    const padded = [...base, ...stateOf({ pt: STANDARD_PRODUCTION_TIME_ID, size2: "" })];
    expect(customizationChecksum(tree, padded)).toBe(customizationChecksum(tree, base));
  });

  it("tells different configurations apart", () => {
    expect(customizationChecksum(tree, stateOf({ size: "s" }))).not.toBe(
      customizationChecksum(tree, stateOf({ size: "m" })),
    );
    expect(customizationChecksum(tree, stateOf({ name: "ab" }))).not.toBe(
      customizationChecksum(tree, stateOf({ name: "a", size: "b" })),
    );
    expect(customizationKey(tree, stateOf({ name: "a,b" }))).not.toBe(
      customizationKey(tree, stateOf({ name: ["a", "b"] as never })),
    );
  });

  it("is the same for any order of the same entries (property)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(base, { minLength: base.length }), (shuffled) => {
        expect(customizationChecksum(tree, shuffled)).toBe(customizationChecksum(tree, base));
      }),
    );
  });
});

describe("customized line identity", () => {
  it("uses plushie_id when the lines have one, the checksum otherwise", () => {
    expect(isSameCustomizedLine({ plushie_id: 7, checksum: "a" }, { plushie_id: "7", checksum: "b" })).toBe(true);
    expect(isSameCustomizedLine({ plushie_id: 7, checksum: "a" }, { plushie_id: 8, checksum: "a" })).toBe(false);
    expect(isSameCustomizedLine({ checksum: "a" }, { checksum: "a", plushie_id: null })).toBe(true);
    expect(isSameCustomizedLine({ checksum: "a" }, { checksum: "b" })).toBe(false);
    expect(isSameCustomizedLine({ plushie_id: 7, checksum: "a" }, { checksum: "a" })).toBe(false);
    expect(customizedLineKey({ plushie_id: "", checksum: "a" })).toBe("checksum:a");
  });
});
