/**
 * What a shopper's input took away from other options (spec §4 "Unavailable selections are cleared"): the
 * engine drops a choice that a rule made unavailable or that an activation action deactivated. A paid
 * add-on must never vanish silently, so the configurator tells the shopper which choice went and why.
 */
import type { CustomizationInput } from "./engine.ts";
import { idsOf, isUnset, toStateMap } from "./state.ts";
import { customizationLabel, type CustomizationTree } from "./tree.ts";
import type { CustomizationState } from "./types.ts";
import { holdsValueIds, selectionMode } from "./widgets.ts";

export interface ClearedSelection {
  /** The option the shopper changed: the note is shown beside it. */
  causeId: string;
  /** The option that lost its choice. */
  clearedId: string;
  message: string;
}

/** A value's name as one line (rush add-on texts carry a second line about shipping). */
function valueName(tree: CustomizationTree, id: string): string {
  return (tree.valueById.get(id)?.name ?? id).split("\n")[0]!.trim();
}

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** What the shopper chose that caused it: the values newly selected in the changed option, else the option. */
function causeText(tree: CustomizationTree, input: CustomizationInput, before: CustomizationState, after: CustomizationState): string {
  const c = tree.byId.get(input.customizationId);
  const label = c ? customizationLabel(c) : "";
  // A checkbox's single value ("Yes") says less than its label ("My pet has two different colored eyes").
  if (!c || c.optionData?.displayWidget === "checkbox") return label;
  const was = new Set(idsOf(toStateMap(before).get(c.id)));
  const added = idsOf(toStateMap(after).get(c.id)).filter((id) => !was.has(id));
  return added.length > 0 ? listOf(added.map((id) => valueName(tree, id))) : label;
}

/**
 * The choices of other options that `input` cleared, going from `before` to `after` (the engine's answer).
 * Options that only gained values (defaults, activations) are not reported.
 */
export function clearedSelections(
  tree: CustomizationTree,
  before: CustomizationState,
  after: CustomizationState,
  input: CustomizationInput,
): ClearedSelection[] {
  if (before === after) return [];
  const was = toStateMap(before);
  const now = toStateMap(after);
  const cause = causeText(tree, input, before, after);
  const cleared: ClearedSelection[] = [];
  for (const [id, value] of was) {
    const c = tree.byId.get(id);
    if (!c || id === input.customizationId || isUnset(value)) continue;
    const label = customizationLabel(c);
    if (holdsValueIds(selectionMode(c))) {
      const kept = new Set(idsOf(now.get(id)));
      const removed = idsOf(value).filter((v) => !kept.has(v));
      if (removed.length === 0) continue;
      const names = listOf(removed.map((v) => valueName(tree, v)));
      const subject = removed.length === 1 ? "it is" : "they are";
      cleared.push({ causeId: input.customizationId, clearedId: id, message: `We removed ${names} from ${label}: ${subject} not available with ${cause}.` });
    } else if (isUnset(now.get(id))) {
      cleared.push({ causeId: input.customizationId, clearedId: id, message: `We cleared ${label}: it does not apply with ${cause}.` });
    }
  }
  return cleared;
}
