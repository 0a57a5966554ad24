/** The story's block tree as an outline: a block is selected by its button; blocks the API refused are marked. */
import { blockLabel, childrenOf, type Block, type BlockErrors } from "./block-tree.ts";

function OutlineItem({ block, selected, errors, onSelect }: { block: Block; selected: string; errors: BlockErrors; onSelect: (uid: string) => void }) {
  const children = childrenOf(block);
  const refused = errors.has(block._uid);
  const isSelected = block._uid === selected;
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(block._uid)}
        aria-current={isSelected ? "true" : undefined}
        className={`flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-sm ${isSelected ? "bg-indigo-50 font-semibold text-indigo-900" : "text-slate-800 hover:bg-slate-100"} ${refused ? "border-l-4 border-red-700" : ""}`}
      >
        <span className="truncate">{blockLabel(block)}</span>
        {refused ? <span className="ml-auto shrink-0 text-xs font-semibold text-red-700">Has problems</span> : null}
      </button>
      {children.length ? (
        <ul className="ml-4 border-l border-slate-200 pl-2">
          {children.map((child) => (
            <OutlineItem key={child._uid} block={child} selected={selected} errors={errors} onSelect={onSelect} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function BlockOutline({ root, selected, errors, onSelect }: { root: Block; selected: string; errors: BlockErrors; onSelect: (uid: string) => void }) {
  return (
    <nav aria-label="Blocks of the story">
      <ul>
        <OutlineItem block={root} selected={selected} errors={errors} onSelect={onSelect} />
      </ul>
    </nav>
  );
}
