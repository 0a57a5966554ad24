/**
 * The account forms' checks (spec §5): errors keyed by field id, in the order the fields appear, so the
 * first one can be focused. E-mails are checked trimmed; names need 2 letters; new passwords follow the
 * domain's rules and their confirmation must match.
 */
import { addressMessages, isValidEmail, messages, passwordConfirmationError, passwordError } from "@petsies/domain";

export type FormErrors = Record<string, string>;
export const INVALID_EMAIL = addressMessages.emailInvalid;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return messages.fieldRequired;
  return isValidEmail(email) ? null : INVALID_EMAIL;
}

export function nameError(value: string): string | null {
  const name = value.trim();
  if (!name) return messages.fieldRequired;
  return name.length < 2 ? addressMessages.nameTooShort : null;
}

function collect(entries: [string, string | null][]): FormErrors {
  return Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null));
}

const required = (value: string) => (value ? null : messages.fieldRequired);

export function newPasswordErrors(prefix: string, password: string, confirmation: string): FormErrors {
  return collect([
    [`${prefix}-password`, required(password) ?? passwordError(password)],
    [`${prefix}-confirmation`, required(confirmation) ?? passwordConfirmationError(password, confirmation)],
  ]);
}

export function loginErrors(prefix: string, form: { email: string; password: string }): FormErrors {
  return collect([
    [`${prefix}-email`, emailError(form.email)],
    [`${prefix}-password`, required(form.password)],
  ]);
}

export function emailOnlyErrors(prefix: string, email: string): FormErrors {
  return collect([[`${prefix}-email`, emailError(email)]]);
}

export function nameErrors(prefix: string, form: { firstName: string; lastName: string }): FormErrors {
  return collect([
    [`${prefix}-firstName`, nameError(form.firstName)],
    [`${prefix}-lastName`, nameError(form.lastName)],
  ]);
}

export function registrationErrors(
  prefix: string,
  form: { firstName: string; lastName: string; email: string; password: string; confirmation: string },
): FormErrors {
  return {
    ...nameErrors(prefix, form),
    ...emailOnlyErrors(prefix, form.email),
    ...newPasswordErrors(prefix, form.password, form.confirmation),
  };
}

export function passwordChangeErrors(prefix: string, form: { current: string; password: string; confirmation: string }): FormErrors {
  return {
    ...collect([[`${prefix}-current`, required(form.current)]]),
    ...newPasswordErrors(prefix, form.password, form.confirmation),
  };
}
