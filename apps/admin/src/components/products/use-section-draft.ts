/**
 * The draft state a product section edited as a draft shares (options, bundle options, products in a set,
 * customization); the section keeps its own draft shape, its check and what it shows. A section gets:
 * - `draft`: the owner's unsaved copy, null while the section shows what is saved (DraftActions shows only with one);
 * - `change(next)`: a new draft, clearing the last check's mistakes, the save's refusal and the saved message;
 * - `undo()`: back to what is saved, with no mistakes shown;
 * - `submit(checked)`: the section's check of its draft: its mistakes are shown and the first focused, or the body is
 *   saved, then the draft is dropped and `message` says so (a refusal naming fields focuses the first of them);
 * - `errors` by request path (the check's over the API's), `fieldId(path)` the id of the input showing each,
 *   `focusField(path)`, and `unplaced(placed)`: the save's error when some of it has no field in the section.
 */
import { useId, useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ZodType } from "zod";
import { ApiError } from "../../lib/api.ts";

export type Errors = Record<string, string>;

/** What a section's check of its draft found: the body to save, or the mistakes by request path. */
export type Checked<Body> = { body: Body } | { errors: Errors };

/** A contract schema's check of a draft's body; the first mistake of a path wins. */
export function checkedBy<Body>(schema: ZodType<Body>, value: unknown): Checked<Body> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { body: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { errors };
}

export function useSectionDraft<Draft, Body>(save: UseMutationResult<unknown, Error, Body>, savedMessage: string) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [checked, setChecked] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const refused = save.error instanceof ApiError ? save.error.fields : undefined;
  const errors: Errors = { ...refused, ...checked };
  const fieldId = (path: string) => `${formId}-${path.replace(/\./g, "-")}`;

  const focusField = (path: string) =>
    requestAnimationFrame(() => {
      const el = document.getElementById(fieldId(path));
      // A customization option's fields may be folded away in a <details>.
      el?.closest("details")?.setAttribute("open", "");
      el?.focus();
    });
  const focusFirst = (found: Errors) => {
    const first = Object.keys(found)[0];
    if (first) focusField(first);
  };

  const change = (next: Draft) => {
    setMessage(null);
    setChecked({});
    save.reset();
    setDraft(next);
  };
  const undo = () => {
    setDraft(null);
    setChecked({});
    save.reset();
  };
  const submit = (found: Checked<Body>) => {
    if ("errors" in found) {
      setChecked(found.errors);
      focusFirst(found.errors);
      return;
    }
    save.mutate(found.body, {
      onSuccess: () => {
        setDraft(null);
        setMessage(savedMessage);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields) focusFirst(err.fields);
      },
    });
  };
  /** The save's error for the section's notice, unless every field it names is one the section shows. */
  const unplaced = (placed: (path: string) => boolean) => (refused && Object.keys(refused).every(placed) ? null : save.error);

  return { draft, change, undo, submit, errors, fieldId, focusField, unplaced, message };
}
