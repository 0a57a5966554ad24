/**
 * The API's refusal of named fields shown at the form's own fields (issue 19): the API names a field by its
 * path in the request, which `result` no longer says. Each form lists which path is which of its fields;
 * a list's items (`itemIds.0`) belong to the list's field. What no field of the form shows stays for its notice.
 */
import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api.ts";

/** Request path → the form field that shows it. */
export type ServerFields<T extends FieldValues> = Partial<Record<string, Path<T>>>;

const fieldOf = <T extends FieldValues>(path: string, fields: ServerFields<T>) => fields[path] ?? fields[path.replace(/(\.\d+)+$/, "")];

/** The refusal's messages for the fields this form has, in the API's order; the first of a field wins. */
export function fieldErrorsFor<T extends FieldValues>(error: unknown, fields: ServerFields<T>): [Path<T>, string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const placed = new Map<Path<T>, string>();
  for (const [path, message] of Object.entries(error.fields)) {
    const name = fieldOf(path, fields);
    if (name && !placed.has(name)) placed.set(name, message);
  }
  return [...placed];
}

/**
 * Marks the fields a refusal names with its messages, the first focused, and answers the error for the form's
 * notice: none when every refused field shows at its own input, so the message is not said twice.
 * `fields` must keep its identity between renders (a module constant).
 */
export function useServerFieldErrors<T extends FieldValues, C = unknown, V = T>(form: UseFormReturn<T, C, V>, error: unknown, fields: ServerFields<T>): unknown {
  useEffect(() => {
    fieldErrorsFor(error, fields).forEach(([name, message], i) => form.setError(name, { type: "server", message }, { shouldFocus: i === 0 }));
  }, [error, form, fields]);
  const paths = error instanceof ApiError && error.fields ? Object.keys(error.fields) : [];
  return paths.length > 0 && paths.every((path) => fieldOf(path, fields)) ? null : error;
}
