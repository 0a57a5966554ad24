import { describe, expect, it } from "vitest";
import { image, option, stateOf } from "./fixtures/builders.ts";
import { indexTree } from "./tree.ts";
import { validateConfiguration } from "./validation.ts";
import { group } from "./fixtures/builders.ts";

const tree = indexTree([
  option({ id: "size", sn: 1, title: "Size", isRequired: true, values: ["s", "m"] }),
  option({
    id: "name",
    sn: 2,
    title: "Your Pet's Name",
    displayWidget: "text_input",
    isRequired: true,
    maxValuesCount: 10,
  }),
  option({ id: "initial", sn: 3, title: "Initial", displayWidget: "text_input", maxValuesCount: 1 }),
  option({
    id: "colors",
    sn: 4,
    title: "Optional: Color Palette",
    displayWidget: "colors_list",
    maxValuesCount: 2,
    values: ["c1", "c2", "c3"],
  }),
  option({
    id: "photos",
    sn: 5,
    title: "Upload Photo of Pet",
    displayWidget: "image_upload",
    maxValuesCount: 3,
    isRequired: true,
  }),
  option({
    id: "email",
    sn: 6,
    title: "Enter your email address",
    optionType: "customer_email",
    displayWidget: "email_input",
    isRequired: true,
  }),
  option({
    id: "breed",
    sn: 7,
    title: "Your Pet's Breed",
    name: "breed",
    displayWidget: "search_field",
    isRequired: true,
  }),
  option({ id: "extra", sn: 8, title: "Extra", when: ["m"], isRequired: true, values: ["e1", "e2"] }),
  group({ id: "step", sn: 9 }),
]);

const complete = {
  size: "s",
  name: "Biscuit",
  photos: [image("p1")],
  email: "shopper@example.com",
  breed: "Beagle",
};

const errors = (entries: Record<string, unknown>, context = {}) =>
  validateConfiguration(tree, stateOf(entries as never), context).map((e) => `${e.customizationId}: ${e.message}`);

describe("validateConfiguration", () => {
  it("accepts a complete configuration", () => {
    expect(errors(complete)).toEqual([]);
  });

  it("names each missing required field by its title", () => {
    expect(errors({})).toEqual([
      "size: The 'Size' field is required",
      "name: The 'Your Pet's Name' field is required",
      "photos: The 'Upload Photo of Pet' field is required",
      "email: The 'Enter your email address' field is required",
      "breed: The 'Your Pet's Breed' field is required",
    ]);
  });

  it("counts '', whitespace and [] as missing", () => {
    expect(errors({ ...complete, name: "   ", photos: [] })).toEqual([
      "name: The 'Your Pet's Name' field is required",
      "photos: The 'Upload Photo of Pet' field is required",
    ]);
  });

  it("requires only offered options", () => {
    expect(errors({ ...complete, size: "m" })).toEqual(["extra: The 'Extra' field is required"]);
  });

  it("checks the e-mail address", () => {
    expect(errors({ ...complete, email: "shopper@example" })).toEqual([
      "email: Please, provide the correct email address",
    ]);
    expect(errors({ ...complete, email: " shopper@example.com " })).toEqual([]);
  });

  it("does not ask for an e-mail that is known, but checks one that is given", () => {
    const { email: _, ...withoutEmail } = complete;
    expect(errors(withoutEmail, { knownEmail: "known@example.com" })).toEqual([]);
    expect(errors({ ...withoutEmail, email: "nope" }, { knownEmail: "known@example.com" })).toEqual([
      "email: Please, provide the correct email address",
    ]);
  });

  it("does not ask for an option an A/B group hides", () => {
    const { breed: _, ...withoutBreed } = complete;
    expect(errors(withoutBreed, { experimentGroups: new Set(["breed_selector_disabled"]) })).toEqual([]);
    expect(errors(withoutBreed)).toEqual(["breed: The 'Your Pet's Breed' field is required"]);
  });

  it("applies max counts only above 1: lists and uploads by count, text by length", () => {
    expect(
      errors({
        ...complete,
        colors: ["c1", "c2", "c3"],
        photos: [image("a"), image("b"), image("c"), image("d")],
        name: "Sir Biscuit III",
        initial: "AB",
      }),
    ).toEqual([
      "name: 'Your Pet's Name' maximum length is 10",
      "colors: Maximum count for 'Optional: Color Palette' is 2",
      "photos: Maximum count for 'Upload Photo of Pet' is 3",
    ]);
  });

  it("reports what a browser never sends: unavailable choices, wrong kinds, unknown and data-less entries", () => {
    expect(errors({ ...complete, extra: "e1", colors: ["c1", "zz"], size: ["s"], step: "x", ghost: "y" })).toEqual([
      "size: 'Size' has a choice that is not available",
      "colors: 'Optional: Color Palette' has a choice that is not available",
      "extra: 'Extra' has a choice that is not available",
      "step: Customization optionData is missing",
      "ghost: Unknown customization 'ghost'",
    ]);
  });
});
