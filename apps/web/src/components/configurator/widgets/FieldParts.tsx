import type { ReactNode } from "react";
import { errorIdOf, hintIdOf } from "./types.ts";

/**
 * The required mark: a star for the eye, words for a screen reader; optional fields say so, unless their
 * label already does ("Upgrade Your Plush (optional)").
 */
export function RequiredMark({ required, label = "" }: { required: boolean; label?: string }) {
  if (!required) return /optional/i.test(label) ? null : <span className="font-normal text-muted"> (optional)</span>;
  return (
    <>
      <span aria-hidden="true" className="text-sale">
        {" "}
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

/** The error under a field; the control names it in aria-describedby, so it is read with the field. */
export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(fieldId)} data-testid="field-error" className="text-sm font-semibold text-sale">
      {error}
    </p>
  );
}

export function FieldHint({ fieldId, children }: { fieldId: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={hintIdOf(fieldId)} className="text-sm text-muted">
      {children}
    </p>
  );
}

/** A list's price difference beside a value. */
export function Difference({ text }: { text: string | null }) {
  if (!text) return null;
  return <span className="text-sm font-semibold text-leaf">{text}</span>;
}

/** A value's longer words behind a disclosure (hasDetailedDescription). */
export function ValueDetails({ name, description }: { name: string; description: string | null | undefined }) {
  if (!description) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer font-semibold text-brand underline underline-offset-2">
        Details<span className="sr-only"> about {name}</span>
      </summary>
      <p className="mt-1 text-muted">{description}</p>
    </details>
  );
}
