/**
 * Links the API hands over (photo files, set-password links) go into href and src as they are; only web
 * addresses and paths on this site are let through, never javascript: or data: URLs.
 */
export function safeHref(url: string): string | undefined {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}
