/**
 * A list of ids chosen from the tree's own options or values (never typed): each chosen one by its name with a
 * Remove button, and a list to add another. An id the tree no longer has stays listed, marked, so the owner sees
 * what the check refuses and can take it off.
 */
import { useId, useState } from "react";
import { controlClass } from "../ui/Field.tsx";
import { Button } from "../ui/Button.tsx";

export interface PickerGroup {
  label: string;
  items: { id: string; label: string }[];
}

export function IdPicker({
  id,
  legend,
  hint,
  chosen,
  groups,
  error,
  disabled,
  onChange,
}: {
  /** The add list's id: where a refusal of this field sends the focus. */
  id: string;
  legend: string;
  hint?: string;
  chosen: readonly string[];
  groups: readonly PickerGroup[];
  error?: string | undefined;
  disabled: boolean;
  onChange: (ids: string[] | null) => void;
}) {
  const own = useId();
  const [adding, setAdding] = useState("");
  const names = new Map(groups.flatMap((g) => g.items.map((item) => [item.id, `${item.label} (${g.label})`] as const)));
  const left = groups.map((g) => ({ ...g, items: g.items.filter((item) => !chosen.includes(item.id)) })).filter((g) => g.items.length > 0);
  const describedBy = [hint ? `${own}-hint` : "", error ? `${own}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${own}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1">
          {chosen.map((chosenId) => {
            const name = names.get(chosenId);
            return (
              <li key={chosenId} className="flex items-center gap-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-0.5 text-sm">
                <span className={name ? "text-slate-800" : "font-medium text-red-700"}>{name ?? `Unknown id ${chosenId}`}</span>
                {disabled ? null : (
                  <Button size="sm" variant="ghost" aria-label={`Remove ${name ?? chosenId} from ${legend}`} onClick={() => onChange(chosen.length === 1 ? null : chosen.filter((c) => c !== chosenId))}>
                    ✕
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {disabled ? (
        chosen.length === 0 ? <p className="text-sm text-slate-700">None</p> : null
      ) : (
        <div className="flex items-center gap-2">
          <select id={id} aria-label={`Add to ${legend}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass} value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">Choose…</option>
            {left.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Button
            size="sm"
            disabled={adding === ""}
            onClick={() => {
              onChange([...chosen, adding]);
              setAdding("");
            }}
          >
            Add
          </Button>
        </div>
      )}
      {error ? (
        <p id={`${own}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
