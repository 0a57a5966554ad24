/**
 * The API's field errors placed at the form's own fields (issue 19): the API names a field by its path in the
 * request (`customer.lastname`, `address.street.0`), a form by its input's id. Each form says which path is
 * which input; a list's items (`street.0`) belong to the list's input. Paths a form does not show are left
 * for its general message.
 */
import type { FieldErrors } from "./api-call.ts";
import { focusFirstError } from "./focus-first-error.ts";

/** Form field id → message, for the paths the form maps; the first error of an input wins. */
export function formErrorsFromApi(fields: FieldErrors | undefined, inputs: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const input = inputs[path] ?? inputs[path.replace(/(\.\d+)+$/, "")];
    if (input && !errors[input]) errors[input] = message;
  }
  return errors;
}

/**
 * Where a refusal shows: its field errors at their inputs, else (nothing of it has an input here) its message
 * in the form's general alert. The message is never shown twice.
 */
export function placeRefusal(
  failure: { message: string; fields?: FieldErrors | undefined },
  inputs: Record<string, string>,
): { errors: Record<string, string>; message: string | null } {
  const errors = formErrorsFromApi(failure.fields, inputs);
  return { errors, message: Object.keys(errors).length > 0 ? null : failure.message };
}

/** Shows a refusal on a form: its errors at their inputs with the first focused, else its message in the alert. */
export function showRefusal(
  failure: { message: string; fields?: FieldErrors | undefined },
  inputs: Record<string, string>,
  show: { setErrors: (errors: Record<string, string>) => void; setMessage: (message: string | null) => void },
): void {
  const placed = placeRefusal(failure, inputs);
  show.setErrors(placed.errors);
  show.setMessage(placed.message);
  focusFirstError(placed.errors);
}
