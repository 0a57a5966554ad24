"use client";

import { idsOf } from "../../../lib/configurator/values.ts";
import { FieldError, RequiredMark } from "./FieldParts.tsx";
import { describedBy, placeholderOf, type WidgetProps } from "./types.ts";

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " — ");

/**
 * dropdown: a native select (keyboard and screen readers know it). The placeholder stands first; an
 * optional option can go back to it (nothing chosen). A value text with a line break (rush add-ons) shows
 * on one line in the list and in full under it once chosen.
 */
export function Dropdown({ option, fieldId, label, error, difference, dispatch }: WidgetProps) {
  const c = option.customization;
  const current = idsOf(option.value)[0] ?? "";
  const chosen = option.values.find((v) => v.id === current);
  const more = chosen && chosen.name.includes("\n") ? chosen.name.split("\n").slice(1).join(" ").trim() : "";
  const placeholder = placeholderOf(option) ?? "Choose…";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="font-semibold">
        {label}
        <RequiredMark required={option.isRequired} label={label} />
      </label>
      <select
        id={fieldId}
        value={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, more !== "")}
        onChange={(e) =>
          dispatch(
            e.target.value === ""
              ? { type: "clear", customizationId: c.id }
              : { type: "select", customizationId: c.id, valueId: e.target.value },
          )
        }
        className="h-12 w-full rounded-md border border-cocoa-muted bg-white px-3 text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-sale"
      >
        <option value="" disabled={option.isRequired}>
          {placeholder}
        </option>
        {option.values.map((v) => {
          const price = difference(v.id);
          return (
            <option key={v.id} value={v.id}>
              {oneLine(v.name)}
              {price ? ` (${price})` : ""}
            </option>
          );
        })}
      </select>
      {more && (
        <p id={`${fieldId}-hint`} className="text-sm text-muted">
          {more}
        </p>
      )}
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}
