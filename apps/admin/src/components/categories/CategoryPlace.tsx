/**
 * The keyboard's way to arrange the tree (dragging needs a mouse): move the selected category up or down among its
 * siblings, or under another parent, last there. What happened is said in a status line.
 */
import { useState } from "react";
import type { CategoryNode } from "@petsies/contract/admin";
import { Button } from "../ui/Button.tsx";
import { SelectField } from "../ui/Field.tsx";
import { childrenOf, parentChoices, placeOf, type CategoryTree } from "./category-tree.ts";

interface CategoryPlaceProps {
  tree: CategoryTree;
  category: CategoryNode;
  pending: boolean;
  onMove: (parentId: number, position: number, done: string) => void;
}

export function CategoryPlace({ tree, category, pending, onMove }: CategoryPlaceProps) {
  const parentId = category.parentId;
  const [chosen, setChosen] = useState<string>("");
  if (parentId === null) return <p className="text-sm text-slate-600">The tree&apos;s root holds every category; it does not move.</p>;
  const { index, count } = placeOf(tree, category.id);
  const choices = parentChoices(tree, category.id).filter((c) => c.id !== parentId);
  const target = Number(chosen);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Place {index + 1} of {count} under “{tree.byId.get(parentId)?.name}”.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={index <= 0 || pending} onClick={() => onMove(parentId, index - 1, `Moved “${category.name}” up.`)}>
          Move up
        </Button>
        <Button size="sm" disabled={index >= count - 1 || pending} onClick={() => onMove(parentId, index + 1, `Moved “${category.name}” down.`)}>
          Move down
        </Button>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          onMove(target, childrenOf(tree, target).length, `Moved “${category.name}” under “${tree.byId.get(target)?.name}”.`);
          setChosen("");
        }}
      >
        <SelectField label="Move to…" className="min-w-0 flex-1" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a new parent</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="sm" disabled={!target || pending}>
          Move
        </Button>
      </form>
    </div>
  );
}
