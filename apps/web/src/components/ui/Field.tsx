"use client";

import type { InputHTMLAttributes, ReactNode } from "react";

export const INPUT =
  "h-11 w-full rounded-md border border-cocoa-muted bg-white px-3 text-ink aria-[invalid=true]:border-sale aria-[invalid=true]:border-2";

/** A labelled form control with its error right below it, announced with the field (spec §5: errors at the field). */
export function Field({
  id,
  label,
  error,
  optional = false,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  hint?: ReactNode;
  children: (props: { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined }) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-sale">
          {error}
        </p>
      )}
    </div>
  );
}

/** A text input inside a Field. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  optional,
  hint,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange">) {
  return (
    <Field id={id} label={label} error={error} optional={optional} hint={hint}>
      {(a11y) => <input {...input} {...a11y} value={value} onChange={(e) => onChange(e.target.value)} className={INPUT} />}
    </Field>
  );
}
