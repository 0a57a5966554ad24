/** Field rules shared by forms and the API (spec §5). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
