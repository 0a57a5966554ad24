/** `%text%` for ILIKE, with the pattern's own characters (\, %, _) taken literally: a search for "100%" finds "100%". */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
