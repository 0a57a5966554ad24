"use client";

import { textOf } from "../../../lib/configurator/values.ts";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts.tsx";
import { lengthHint, textLimit } from "./TextInput.tsx";
import { alignClass, describedBy, placeholderOf, type WidgetProps } from "./types.ts";

/** text_area: a few lines of text, with the characters left when the option has a max length. */
export function TextArea({ option, fieldId, label, error, dispatch }: WidgetProps) {
  const text = textOf(option.value);
  const hint = lengthHint(option, text);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="font-semibold">
        {label}
        <RequiredMark required={option.isRequired} label={label} />
      </label>
      <textarea
        maxLength={textLimit(option)}
        id={fieldId}
        rows={4}
        value={text}
        placeholder={placeholderOf(option)}
        aria-required={option.isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint !== null)}
        onChange={(e) => dispatch({ type: "text", customizationId: option.customization.id, text: e.target.value })}
        className={`w-full rounded-md border border-cocoa-muted bg-white px-3 py-2 text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-sale ${alignClass(option)}`}
      />
      <FieldHint fieldId={fieldId}>{hint}</FieldHint>
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}
