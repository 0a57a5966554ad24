/**
 * Password rules shared by the sign-up, reset and change-password forms and the API (spec §5, hinted by the
 * shop's texts): at least 8 characters, drawn from at least 3 of the 4 classes (lower-case, upper-case,
 * digits, anything else), and the confirmation must match.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;

export const passwordMessages = {
  tooShort: `Please use at least ${PASSWORD_MIN_LENGTH} characters.`,
  fewClasses: "Please mix at least 3 of these: lower-case letters, upper-case letters, digits and symbols.",
  mismatch: "The passwords do not match.",
} as const;

/** How many of the 4 character classes a password uses. */
export function passwordClassCount(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

/** The first rule a new password breaks, or null when it is strong enough. */
export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (passwordClassCount(password) < PASSWORD_MIN_CLASSES) return passwordMessages.fewClasses;
  return null;
}

/** The confirmation's error, or null when it matches. */
export function passwordConfirmationError(password: string, confirmation: string): string | null {
  return password === confirmation ? null : passwordMessages.mismatch;
}
