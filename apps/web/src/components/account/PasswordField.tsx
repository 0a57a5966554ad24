"use client";

import { useState, type ReactNode } from "react";
import { FIELD_LIMITS } from "@petsies/domain";
import { Field, INPUT } from "../ui/Field.tsx";

/** A password input with a Show/Hide button, so a shopper on a phone can check what they typed. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  autoComplete: "current-password" | "new-password";
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(a11y) => (
        <div className="relative">
          <input
            {...a11y}
            type={shown ? "text" : "password"}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete={autoComplete}
            maxLength={FIELD_LIMITS.password}
            className={`${INPUT} pr-20`}
          />
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((s) => !s)}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-brand hover:bg-sand"
          >
            {shown ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </button>
        </div>
      )}
    </Field>
  );
}
