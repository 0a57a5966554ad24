import { describe, expect, it } from "vitest";
import { indexTree, loadState, visibleOptions, withProductionTime } from "@petsies/domain";
import { FOREVERS_IDS as id, foreversDogTree, foreversRushAddOns } from "../../../../../packages/domain/src/customization/fixtures/forevers.ts";
import { sectionOf, sectionsOf } from "./steps.ts";

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
