/** Every API answer is `{ code, result }` with the HTTP status equal to `code` (DESIGN.md). */
export interface Envelope<T> {
  code: number;
  result: T;
}

export function ok<T>(result: T): Envelope<T> {
  return { code: 200, result };
}
