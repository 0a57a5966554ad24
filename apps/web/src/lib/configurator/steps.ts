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
