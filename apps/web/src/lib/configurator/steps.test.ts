import { describe, expect, it } from "vitest";
import { indexTree, loadState, visibleOptions, withProductionTime } from "@petsies/domain";
import { FOREVERS_IDS as id, foreversDogTree, foreversRushAddOns } from "../../../../../packages/domain/src/customization/fixtures/forevers.ts";
import { errorSummary, sectionOf, sectionsOf, stepsWithErrors } from "./steps.ts";

const tree = indexTree(withProductionTime(foreversDogTree, foreversRushAddOns));

describe("configurator sections", () => {
  it("are the plush wizard's steps with the options shown in each", () => {
    const sections = sectionsOf(tree, visibleOptions(tree, loadState(tree)));
    expect(sections.map((s) => s.title)).toEqual(["Type", "Photo", "Pet Info", "Customize"]);
    expect(sections[0]!.options.map((o) => o.customization.id)).toEqual([id.size]);
    expect(sections[2]!.options.map((o) => o.customization.title)).toEqual(["Your Pet's Name", "Your Pet's Breed", "Enter your email address"]);
    expect(sectionOf(sections, id.upgrades)).toBe(3);
    expect(sectionOf(sections, "nope")).toBe(-1);
  });

  it("drop a step with nothing to show (the e-mail known), and make one section of a tree without groups", () => {
    const known = sectionsOf(tree, visibleOptions(tree, loadState(tree), { knownEmail: "a@b.co" }));
    expect(known[2]!.options.map((o) => o.customization.title)).not.toContain("Enter your email address");
    const flat = indexTree(foreversDogTree.filter((c) => c.type === "option").map((c) => ({ ...c, parentId: null })));
    const one = sectionsOf(flat, visibleOptions(flat, loadState(flat)));
    expect(one).toHaveLength(1);
    expect(one[0]!.title).toBe("");
  });
});

describe("the error summary", () => {
  const sections = sectionsOf(tree, visibleOptions(tree, loadState(tree)));
  // Nothing chosen yet: the photo, the name and breed, and the Customize step's required fields are missing.
  const errors = new Set([id.photos, id.petName, id.breed, id.ears, id.tail]);
  const errorOf = (customizationId: string) => (errors.has(customizationId) ? "required" : undefined);

  it("marks the steps that hold a field in error", () => {
    expect(stepsWithErrors(sections, errorOf)).toEqual([1, 2, 3]);
  });

  it("counts the fields of the step on screen and names the other steps", () => {
    expect(errorSummary(sections, errorOf, 1)).toBe("Please check the highlighted field on this step. Pet Info and Customize need your attention too.");
    expect(errorSummary(sections, errorOf, 2)).toBe("Please check the 2 highlighted fields on this step. Photo and Customize need your attention too.");
    expect(errorSummary(sections, errorOf, 0)).toBe("Photo, Pet Info and Customize need your attention.");
    expect(errorSummary(sections, (cid) => (cid === id.tail ? "required" : undefined), 3)).toBe("Please check the highlighted field on this step.");
  });

  it("counts every field on a form without steps, and says nothing without errors", () => {
    expect(errorSummary(sections, errorOf, null)).toBe("Please check the 5 highlighted fields.");
    expect(errorSummary(sections, () => undefined, 2)).toBeNull();
  });
});
