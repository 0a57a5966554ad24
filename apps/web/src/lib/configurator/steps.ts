/**
 * The sections of a configurator: the tree's top-level option groups in sn order (on the plush wizard the
 * steps Type, Photo, Pet Info and Customize), each with the offered options inside it. Options outside
 * any group join the section before them (or the first); a section left with nothing to show is dropped.
 */
import { customizationLabel, type CustomizationTree, type OfferedOption } from "@petsies/domain";

export interface Section {
  /** The group's id, or "options" for a tree without groups. */
  id: string;
  title: string;
  options: OfferedOption[];
}

/** The top-level group a customization sits in, if any. */
function topGroup(tree: CustomizationTree, id: string): string | null {
  let current = tree.byId.get(id);
  let group: string | null = null;
  const seen = new Set<string>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    if (current.type === "options_group") group = current.id;
    current = current.parentId === null ? undefined : tree.byId.get(current.parentId);
  }
  return group;
}

/** `shown` are the options the shopper sees (visibleOptions); containers in it are skipped. */
export function sectionsOf(tree: CustomizationTree, shown: readonly OfferedOption[]): Section[] {
  const groups = tree.customizations.filter((c) => c.type === "options_group" && c.parentId === null);
  if (groups.length === 0) {
    return [{ id: "options", title: "", options: shown.filter((o) => o.customization.optionData) }];
  }
  const sections: Section[] = groups.map((g) => ({ id: g.id, title: customizationLabel(g), options: [] }));
  const index = new Map(sections.map((s, i) => [s.id, i]));
  let last = 0;
  for (const option of shown) {
    if (!option.customization.optionData) continue;
    const group = topGroup(tree, option.customization.id);
    const at = group !== null ? (index.get(group) ?? last) : last;
    last = at;
    sections[at]!.options.push(option);
  }
  return sections.filter((s) => s.options.length > 0);
}

/** The section that shows a customization. */
export function sectionOf(sections: readonly Section[], customizationId: string): number {
  return sections.findIndex((s) => s.options.some((o) => o.customization.id === customizationId));
}

/** The steps (by index) that hold a field with a shown error, in step order. */
export function stepsWithErrors(sections: readonly Section[], errorOf: (customizationId: string) => string | undefined): number[] {
  return sections.flatMap((s, i) => (s.options.some((o) => errorOf(o.customization.id)) ? [i] : []));
}

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * The summary beside the form after a failed "Add to cart": on the wizard it counts only the fields of the
 * step on screen (the others are out of sight) and names the other steps that need attention; one form
 * counts every field in error.
 */
export function errorSummary(
  sections: readonly Section[],
  errorOf: (customizationId: string) => string | undefined,
  current: number | null,
): string | null {
  const count = (options: readonly OfferedOption[]) => options.filter((o) => errorOf(o.customization.id)).length;
  if (current === null) {
    const all = count(sections.flatMap((s) => s.options));
    if (all === 0) return null;
    return all === 1 ? "Please check the highlighted field." : `Please check the ${all} highlighted fields.`;
  }
  const here = count(sections[current]?.options ?? []);
  const others = stepsWithErrors(sections, errorOf)
    .filter((i) => i !== current)
    .map((i) => sections[i]!.title);
  const needs = `${listOf(others)} ${others.length === 1 ? "needs" : "need"} your attention`;
  if (here === 0) return others.length === 0 ? null : `${needs}.`;
  const onThisStep = here === 1 ? "Please check the highlighted field on this step." : `Please check the ${here} highlighted fields on this step.`;
  return others.length === 0 ? onThisStep : `${onThisStep} ${needs} too.`;
}
