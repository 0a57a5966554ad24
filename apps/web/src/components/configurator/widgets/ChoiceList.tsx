"use client";

import type { ReactNode } from "react";
import { idsOf } from "../../../lib/configurator/values.ts";
import type { ShownValue } from "../../../lib/configurator/types.ts";
import { Difference, FieldError, FieldHint, RequiredMark, ValueDetails } from "./FieldParts.tsx";
import { describedBy, justifyClass, type WidgetProps } from "./types.ts";

export type ChoiceLook = "card" | "color" | "thumbnail";

const LOOK: Record<ChoiceLook, { list: string; item: string }> = {
  card: { list: "grid grid-cols-1 gap-2 sm:grid-cols-2", item: "min-h-14 rounded-xl border-2 px-4 py-3" },
  color: { list: "flex flex-wrap gap-3", item: "w-20 flex-col rounded-xl border-2 p-2 text-center" },
  thumbnail: { list: "grid grid-cols-3 gap-2 sm:grid-cols-4", item: "flex-col rounded-xl border-2 p-2 text-center" },
};

/**
 * cards_list, colors_list and thumbnails_list (reference facts "Multi-select"): native radios when the
 * engine's mode is radio (max 1), checkboxes otherwise — one value that a second click removes, or several
 * up to the max (further boxes are disabled once it is reached). The inputs are real, transparent over their
 * card, so arrows, space and a screen reader work as they do for any radio group or checkbox list.
 */
export function ChoiceList({
  look,
  option,
  fieldId,
  label,
  error,
  difference,
  dispatch,
  swatch,
  namedBySwatch,
}: WidgetProps & {
  look: ChoiceLook;
  swatch?: (value: ShownValue) => ReactNode;
  /** Whether the swatch names the value itself (a picture with alt text): then the written name is hidden from screen readers. */
  namedBySwatch?: (value: ShownValue) => boolean;
}) {
  const { customization: c, mode, max, isRequired } = option;
  const values = option.values as ShownValue[];
  const chosen = idsOf(option.value);
  const radio = mode === "radio";
  const full = mode === "multiple" && max !== null && chosen.length >= max;
  const hint = mode === "multiple" && max !== null ? `Choose up to ${max}.` : null;
  const styles = LOOK[look];

  return (
    <fieldset
      id={fieldId}
      tabIndex={-1}
      aria-describedby={describedBy(fieldId, error, hint !== null)}
      className="flex min-w-0 flex-col gap-2 outline-none"
    >
      <legend className="mb-2 font-semibold">
        {label}
        <RequiredMark required={isRequired} label={label} />
      </legend>
      <FieldHint fieldId={fieldId}>{hint}</FieldHint>
      <div className={`${styles.list} ${justifyClass(option)}`}>
        {values.map((v) => {
          const checked = chosen.includes(v.id);
          const disabled = full && !checked;
          const price = difference(v.id);
          return (
            <div key={v.id} className="flex flex-col">
              <label
                data-testid="choice"
                className={`relative flex cursor-pointer items-center gap-3 bg-white transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${styles.item} ${
                  checked ? "border-brand bg-cream" : "border-sand hover:border-brand/60"
                } ${disabled ? "cursor-not-allowed opacity-50" : ""} ${error ? "border-sale" : ""}`}
              >
                <input
                  type={radio ? "radio" : "checkbox"}
                  name={fieldId}
                  value={v.id}
                  checked={checked}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(fieldId, error, false)}
                  onChange={() => dispatch({ type: "select", customizationId: c.id, valueId: v.id })}
                  // Transparent over the whole card: the card is the control a pointer or a test clicks.
                  className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                />
                {swatch?.(v)}
                <span className={`flex min-w-0 flex-1 ${look === "card" ? "items-center justify-between gap-2" : "flex-col items-center gap-0.5"}`}>
                  <span aria-hidden={namedBySwatch?.(v) || undefined} className={look === "card" ? "font-semibold" : "text-sm font-semibold leading-tight"}>
                    {v.name}
                  </span>
                  <Difference text={price} />
                </span>
                {checked && (
                  <span aria-hidden="true" className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-brand text-xs text-white">
                    ✓
                  </span>
                )}
              </label>
              {c.optionData?.hasDetailedDescription && <ValueDetails name={v.name} description={v.description} />}
            </div>
          );
        })}
      </div>
      <FieldError fieldId={fieldId} error={error} />
    </fieldset>
  );
}
