/**
 * A/B groups (spec §4, cookie exp_variant_string): upload_later_disabled hides the options named "send later
 * upload method" and "by email images uploader"; breed_selector_disabled hides the option named "breed".
 * Hidden options keep their state (a hidden chooser still holds its default), are not shown, and are not
 * reported as missing; a hidden group hides its options.
 */
import { ancestry, isNamed, type CustomizationTree } from "./tree.ts";
import type { Customization } from "./types.ts";

export const EXPERIMENT_COOKIE = "exp_variant_string";

export const EXPERIMENT_GROUP = {
  uploadLaterDisabled: "upload_later_disabled",
  breedSelectorDisabled: "breed_selector_disabled",
} as const;

const HIDDEN_NAMES: Readonly<Record<string, readonly string[]>> = {
  [EXPERIMENT_GROUP.uploadLaterDisabled]: ["send later upload method", "by email images uploader"],
  [EXPERIMENT_GROUP.breedSelectorDisabled]: ["breed"],
};

/**
 * The group names in the cookie value. The value's layout is not fixed (one name, a list, "experiment:group"
 * pairs, URL-encoded): every word made of letters, digits and underscores counts.
 */
export function parseExperimentGroups(cookieValue: string | null | undefined): Set<string> {
  if (!cookieValue) return new Set();
  let text = cookieValue;
  try {
    text = decodeURIComponent(cookieValue);
  } catch {
    // A stray '%' is not an encoding: read the value as it is.
  }
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9_]+/)
      .filter(Boolean),
  );
}

function isHiddenItself(c: Customization, groups: ReadonlySet<string>): boolean {
  for (const group of groups) {
    if (HIDDEN_NAMES[group]?.some((name) => isNamed(c, name))) return true;
  }
  return false;
}

/** Whether the customization, or a group it sits in, is hidden for these groups. */
export function isHiddenByExperiment(tree: CustomizationTree, c: Customization, groups: ReadonlySet<string>): boolean {
  return groups.size > 0 && ancestry(tree, c).some((x) => isHiddenItself(x, groups));
}
