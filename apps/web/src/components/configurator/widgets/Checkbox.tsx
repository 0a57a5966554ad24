"use client";

import { idsOf } from "../../../lib/configurator/values.ts";
import { Difference, FieldError, RequiredMark } from "./FieldParts.tsx";
import { describedBy, type WidgetProps } from "./types.ts";

/**
 * checkbox: one box per value, each toggling its value (the engine keeps one, or several up to the max).
 * With a single value the option's own title labels the box ("My pet has two different colored eyes");
 * the value's name is added when it says more than "Yes".
 */
export function Checkbox({ option, fieldId, label, error, difference, dispatch }: WidgetProps) {
  const chosen = idsOf(option.value);
  const single = option.values.length === 1;
  const box = (valueId: string, text: string, id: string | undefined) => (
    <label key={valueId} className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        id={id}
        type="checkbox"
        name={fieldId}
        value={valueId}
        checked={chosen.includes(valueId)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, false)}
        onChange={() => dispatch({ type: "select", customizationId: option.customization.id, valueId })}
        className="size-5 shrink-0 accent-brand"
      />
      <span className="font-semibold">
        {text}
        {single && option.isRequired && <RequiredMark required label={label} />}
      </span>
      <Difference text={difference(valueId)} />
    </label>
  );

  if (single) {
    const v = option.values[0]!;
    const text = /^yes$/i.test(v.name.trim()) ? label : `${label}: ${v.name}`;
    return (
      <div className="flex flex-col gap-1">
        {box(v.id, text, fieldId)}
        <FieldError fieldId={fieldId} error={error} />
      </div>
    );
  }
  return (
    <fieldset id={fieldId} tabIndex={-1} aria-describedby={describedBy(fieldId, error, false)} className="flex flex-col gap-1 outline-none">
      <legend className="mb-1 font-semibold">
        {label}
        <RequiredMark required={option.isRequired} label={label} />
      </legend>
      {option.values.map((v) => box(v.id, v.name, undefined))}
      <FieldError fieldId={fieldId} error={error} />
    </fieldset>
  );
}
