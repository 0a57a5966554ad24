/** The shop's public origin, for canonical URLs and structured data. */
export const PUBLIC_URL = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : PUBLIC_URL + path;
}
