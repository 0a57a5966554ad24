/**
 * The tree as the screen reads it, from the API's flat list (siblings already in their order): children by parent,
 * names above a category, and where a move would put it. Pure functions, no React.
 */
import type { CategoryNode } from "@petsies/contract/admin";

export interface CategoryTree {
  byId: Map<number, CategoryNode>;
  /** Children of each category, in their order; the root is under null. */
  children: Map<number | null, CategoryNode[]>;
}

export function categoryTree(nodes: CategoryNode[]): CategoryTree {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<number | null, CategoryNode[]>();
  for (const n of nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  return { byId, children };
}

export const childrenOf = (tree: CategoryTree, id: number | null) => tree.children.get(id) ?? [];

/** The category and every one above it, root first. */
export function ancestry(tree: CategoryTree, id: number): CategoryNode[] {
  const line: CategoryNode[] = [];
  for (let c = tree.byId.get(id); c && line.length < 100; c = c.parentId === null ? undefined : tree.byId.get(c.parentId)) line.unshift(c);
  return line;
}

/** "Default Category › Blankets › Renaissance" */
export const labelOf = (tree: CategoryTree, id: number) =>
  ancestry(tree, id)
    .map((c) => c.name)
    .join(" › ");

/** Whether `id` is `ancestorId` or lies below it. */
export const isWithin = (tree: CategoryTree, id: number, ancestorId: number) => ancestry(tree, id).some((c) => c.id === ancestorId);

/** The parents a category may move under: any but itself and its subcategories, labelled by their names above. */
export function parentChoices(tree: CategoryTree, id: number): { id: number; label: string }[] {
  return [...tree.byId.values()]
    .filter((c) => !isWithin(tree, c.id, id))
    .map((c) => ({ id: c.id, label: labelOf(tree, c.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Where the category stands among its siblings (0 = first) and how many they are. */
export function placeOf(tree: CategoryTree, id: number): { index: number; count: number } {
  const node = tree.byId.get(id);
  const siblings = node ? childrenOf(tree, node.parentId) : [];
  return { index: siblings.findIndex((c) => c.id === id), count: siblings.length };
}

export type DropPlace = "before" | "inside" | "after";

/**
 * A category dropped on another: before or after it among its siblings, or last inside it. The position counts the
 * new siblings without the moved one, as the API reads it. Null where it cannot go (itself, below itself, beside the root).
 */
export function dropTarget(tree: CategoryTree, movedId: number, targetId: number, place: DropPlace): { parentId: number; position: number } | null {
  const target = tree.byId.get(targetId);
  if (!target || isWithin(tree, targetId, movedId)) return null;
  if (place === "inside") return { parentId: target.id, position: childrenOf(tree, target.id).filter((c) => c.id !== movedId).length };
  if (target.parentId === null) return null;
  const siblings = childrenOf(tree, target.parentId).filter((c) => c.id !== movedId);
  const index = siblings.findIndex((c) => c.id === targetId);
  return { parentId: target.parentId, position: place === "before" ? index : index + 1 };
}
