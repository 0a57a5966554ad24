"use client";

import { FIELD_LIMITS, maxValues } from "@petsies/domain";
import { textOf } from "../../../lib/configurator/values.ts";
import { INPUT } from "../../ui/Field.tsx";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts.tsx";
import { alignClass, describedBy, placeholderOf, type WidgetProps } from "./types.ts";

/** The characters left of a limited text ("12 of 30 characters"), for text_input and text_area. */
export function lengthHint(option: WidgetProps["option"], text: string): string | null {
  const max = textLimit(option);
  return max !== undefined ? `${text.length} of ${max} characters` : null;
}

/** The text's longest length, where the option limits it (spec §5: a max above 1), as the engine checks it. */
export function textLimit(option: WidgetProps["option"]): number | undefined {
  const max = maxValues(option.customization);
  return max !== null && max > 1 ? max : undefined;
}

/** text_input and email_input: one line of text, the engine keeping what is typed. */
export function TextInput({ option, fieldId, label, error, dispatch, type = "text" }: WidgetProps & { type?: "text" | "email" }) {
  const text = textOf(option.value);
  const hint = type === "text" ? lengthHint(option, text) : null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="font-semibold">
        {label}
        <RequiredMark required={option.isRequired} label={label} />
      </label>
      <input
        id={fieldId}
        type={type}
        value={text}
        placeholder={placeholderOf(option)}
        autoComplete={type === "email" ? "email" : "off"}
        inputMode={type === "email" ? "email" : undefined}
        spellCheck={type === "email" ? false : undefined}
        maxLength={type === "email" ? FIELD_LIMITS.email : textLimit(option)}
        aria-required={option.isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint !== null)}
        onChange={(e) => dispatch({ type: "text", customizationId: option.customization.id, text: e.target.value })}
        className={`${INPUT} h-12 ${alignClass(option)}`}
      />
      <FieldHint fieldId={fieldId}>{hint}</FieldHint>
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}
