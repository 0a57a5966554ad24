/**
 * The editor's block tree (spec §3 "Content story"): pure operations on a story's content as the API stores
 * it. Every block carries a `_uid`, which the outline selects by and the API names a refused block by.
 */
import { BLOCK_FIELD_PREFIX } from "@petsies/contract/admin";

export type Block = Record<string, unknown> & { component: string; _uid: string };

/** Where a block keeps its children, and which types may go there. */
const BODY_CHILDREN = ["page_section", "grid", "tile", "block_reference", "category_description", "product_description"] as const;
export const CHILD_SLOTS: Record<string, { key: "body" | "columns"; types: readonly string[] } | undefined> = {
  page: { key: "body", types: BODY_CHILDREN },
  block: { key: "body", types: BODY_CHILDREN },
  column: { key: "body", types: BODY_CHILDREN },
  page_section: { key: "body", types: BODY_CHILDREN },
  grid: { key: "columns", types: ["column"] },
};

export const BLOCK_TYPE_NAMES: Record<string, string> = {
  page: "Page",
  block: "Block",
  page_section: "Section",
  grid: "Grid",
  column: "Column",
  tile: "Tile",
  block_reference: "Included block story",
  category_description: "Category description",
  product_description: "Product description",
};

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const isBlock = (v: unknown): v is Block => isObject(v) && typeof v.component === "string";

export function newUid(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(5)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The content with a _uid on every block (the seed's stories have none until first saved here). */
export function withUids(content: Record<string, unknown>): Block {
  const seen = new Set<string>();
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) copy[k] = k === "text" ? v : walk(v);
    if (isBlock(value)) {
      let uid = typeof value._uid === "string" && value._uid && !seen.has(value._uid) ? value._uid : newUid();
      while (seen.has(uid)) uid = newUid();
      seen.add(uid);
      copy._uid = uid;
    }
    return copy;
  };
  return walk(content) as Block;
}

export function childrenOf(block: Block): Block[] {
  const slot = CHILD_SLOTS[block.component];
  const list = slot ? block[slot.key] : undefined;
  return Array.isArray(list) ? list.filter(isBlock) : [];
}

export function findBlock(root: Block, uid: string): Block | null {
  if (root._uid === uid) return root;
  for (const child of childrenOf(root)) {
    const found = findBlock(child, uid);
    if (found) return found;
  }
  return null;
}

/** The tree with one block replaced by what `change` makes of it (nothing else is copied needlessly). */
export function updateBlock(root: Block, uid: string, change: (block: Block) => Block | null): Block | null {
  if (root._uid === uid) return change(root);
  const slot = CHILD_SLOTS[root.component];
  if (!slot || !Array.isArray(root[slot.key])) return root;
  const list = root[slot.key] as unknown[];
  let changed = false;
  const next = list.flatMap((child) => {
    if (!isBlock(child)) return [child];
    const updated = updateBlock(child, uid, change);
    if (updated !== child) changed = true;
    return updated ? [updated] : [];
  });
  return changed ? { ...root, [slot.key]: next } : root;
}

export function parentOf(root: Block, uid: string): Block | null {
  for (const child of childrenOf(root)) {
    if (child._uid === uid) return root;
    const found = parentOf(child, uid);
    if (found) return found;
  }
  return null;
}

/** A new block of a type, with what the story schema requires filled in. */
export function newBlock(type: string): Block {
  const _uid = newUid();
  switch (type) {
    case "grid":
      return { component: "grid", _uid, columns: [{ component: "column", _uid: newUid(), body: [] }] };
    case "column":
      return { component: "column", _uid, body: [] };
    case "tile":
      return { component: "tile", _uid, title: "New tile" };
    case "page_section":
      return { component: "page_section", _uid, title: "New section" };
    case "block_reference":
      return { component: "block_reference", _uid, reference: "" };
    case "category_description":
      return { component: "category_description", _uid, category_slug: "" };
    case "product_description":
      return { component: "product_description", _uid, sku: "" };
    default:
      return { component: type, _uid };
  }
}

export function addChild(root: Block, parentUid: string, child: Block): Block {
  return (
    updateBlock(root, parentUid, (parent) => {
      const slot = CHILD_SLOTS[parent.component];
      if (!slot) return parent;
      const list = Array.isArray(parent[slot.key]) ? (parent[slot.key] as unknown[]) : [];
      return { ...parent, [slot.key]: [...list, child] };
    }) ?? root
  );
}

export function removeBlock(root: Block, uid: string): Block {
  if (root._uid === uid) return root;
  return updateBlock(root, uid, () => null) ?? root;
}

/** Moves a block one place up (-1) or down (+1) among its siblings. */
export function moveBlock(root: Block, uid: string, by: -1 | 1): Block {
  const parent = parentOf(root, uid);
  const slot = parent && CHILD_SLOTS[parent.component];
  if (!parent || !slot) return root;
  const list = [...(parent[slot.key] as unknown[])];
  const at = list.findIndex((b) => isBlock(b) && b._uid === uid);
  const to = at + by;
  if (at < 0 || to < 0 || to >= list.length) return root;
  [list[at], list[to]] = [list[to], list[at]];
  return updateBlock(root, parent._uid, (p) => ({ ...p, [slot.key]: list })) ?? root;
}

/** Whether a block can move up or down among its siblings. */
export function movesOf(root: Block, uid: string): { up: boolean; down: boolean } {
  const parent = parentOf(root, uid);
  if (!parent) return { up: false, down: false };
  const siblings = childrenOf(parent);
  const at = siblings.findIndex((b) => b._uid === uid);
  return { up: at > 0, down: at >= 0 && at < siblings.length - 1 };
}

/** A block's line in the outline: its type and what tells it apart. */
export function blockLabel(block: Block): string {
  const type = BLOCK_TYPE_NAMES[block.component] ?? block.component;
  const detail = [block.title, block.reference, block.category_slug, block.sku].find((v) => typeof v === "string" && v.trim() !== "") as string | undefined;
  return detail ? `${type}: ${detail}` : type;
}

/** A refusal's messages by block _uid, then by field (`text`, `link.url`, or "" for the block itself). */
export type BlockErrors = Map<string, Map<string, string>>;

export function blockErrorsOf(fields: Record<string, string> | undefined, root: Block): BlockErrors {
  const out: BlockErrors = new Map();
  if (!fields) return out;
  const uids: string[] = [];
  const collect = (b: Block) => {
    uids.push(b._uid);
    childrenOf(b).forEach(collect);
  };
  collect(root);
  for (const [key, message] of Object.entries(fields)) {
    if (!key.startsWith(BLOCK_FIELD_PREFIX)) continue;
    const rest = key.slice(BLOCK_FIELD_PREFIX.length);
    const uid = uids.filter((u) => rest === u || rest.startsWith(`${u}.`)).sort((a, b) => b.length - a.length)[0];
    if (!uid) continue;
    const field = rest.slice(uid.length + 1);
    const forBlock = out.get(uid) ?? new Map<string, string>();
    if (!forBlock.has(field)) forBlock.set(field, message);
    out.set(uid, forBlock);
  }
  return out;
}
