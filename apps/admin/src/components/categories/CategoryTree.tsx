/**
 * The category tree: nested lists with a button to open or close each branch, and a link that selects a category
 * (kept in the URL). A category can be dragged onto another: on its upper edge it goes before it, on its lower edge
 * after it, in its middle inside it. Dragging needs a mouse; the selected category's "Place in the tree" controls
 * (CategoryPlace) do the same from the keyboard.
 */
import { useState, type DragEvent } from "react";
import { Link } from "@tanstack/react-router";
import type { CategoryNode } from "@petsies/contract/admin";
import { ancestry, childrenOf, dropTarget, type CategoryTree as Tree, type DropPlace } from "./category-tree.ts";

interface CategoryTreeProps {
  tree: Tree;
  selectedId: number | undefined;
  onMove: (id: number, parentId: number, position: number) => void;
}

const DRAG_TYPE = "application/x-petsies-category";

function placeAt(event: DragEvent<HTMLElement>): DropPlace {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / box.height;
  return y < 0.25 ? "before" : y > 0.75 ? "after" : "inside";
}

const DROP_LOOK: Record<DropPlace, string> = {
  before: "border-t-2 border-t-indigo-700",
  after: "border-b-2 border-b-indigo-700",
  inside: "bg-indigo-100",
};

export function CategoryTree({ tree, selectedId, onMove }: CategoryTreeProps) {
  const [open, setOpen] = useState<Set<number>>(() => new Set([...childrenOf(tree, null).map((c) => c.id), ...(selectedId ? ancestry(tree, selectedId).map((c) => c.id) : [])]));
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<{ id: number; place: DropPlace } | null>(null);
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // A function, not a component: a component made during render would be new each time and lose the focus inside it.
  const branch = (nodes: CategoryNode[]) => (
      <ul className="flex flex-col gap-0.5">
        {nodes.map((c) => {
          const children = childrenOf(tree, c.id);
          const expanded = open.has(c.id);
          const target = dragged !== null && over?.id === c.id ? dropTarget(tree, dragged, c.id, over.place) : null;
          return (
            <li key={c.id}>
              <div
                data-category-id={c.id}
                draggable={c.parentId !== null}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, String(c.id));
                  event.dataTransfer.effectAllowed = "move";
                  setDragged(c.id);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  const place = placeAt(event);
                  if (!dropTarget(tree, dragged, c.id, place)) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                  if (over?.id !== c.id || over.place !== place) setOver({ id: c.id, place });
                }}
                onDragLeave={() => setOver((current) => (current?.id === c.id ? null : current))}
                onDrop={(event) => {
                  event.preventDefault();
                  const moved = Number(event.dataTransfer.getData(DRAG_TYPE) || dragged);
                  const to = dropTarget(tree, moved, c.id, placeAt(event));
                  setDragged(null);
                  setOver(null);
                  if (to) {
                    if (over?.place === "inside") setOpen((current) => new Set(current).add(c.id));
                    onMove(moved, to.parentId, to.position);
                  }
                }}
                className={`flex items-center gap-1 rounded-md border border-transparent pr-2 ${c.id === selectedId ? "bg-indigo-50" : ""} ${target && over ? DROP_LOOK[over.place] : ""} ${dragged === c.id ? "opacity-50" : ""}`}
              >
                {children.length > 0 ? (
                  <button
                    type="button"
                    onClick={() => toggle(c.id)}
                    aria-expanded={expanded}
                    aria-label={`${expanded ? "Close" : "Open"} ${c.name}`}
                    className="flex size-7 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-slate-200"
                  >
                    <span aria-hidden="true">{expanded ? "▾" : "▸"}</span>
                  </button>
                ) : (
                  <span className="size-7 shrink-0" aria-hidden="true" />
                )}
                <Link
                  to="/categories"
                  search={{ id: c.id }}
                  aria-current={c.id === selectedId ? "true" : undefined}
                  className={`min-w-0 flex-1 truncate rounded px-1 py-1 text-sm hover:underline ${c.id === selectedId ? "font-semibold text-indigo-900" : "text-slate-800"} ${c.active ? "" : "italic text-slate-600"}`}
                >
                  {c.name}
                  {c.active ? null : <span className="not-italic"> (off)</span>}
                </Link>
                <span className="shrink-0 text-xs text-slate-600" title="Products in the category">
                  {c.productCount}
                  <span className="sr-only"> products</span>
                </span>
              </div>
              {children.length > 0 && expanded ? (
                <div className="ml-4 border-l border-slate-200 pl-1">
                  {branch(children)}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
  );

  return (
    <nav aria-label="Category tree" className="rounded-lg border border-slate-200 bg-white p-2">
      {branch(childrenOf(tree, null))}
    </nav>
  );
}
