/** Only a path inside this app may be a redirect target after sign-in: never another site. */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith("/") && !target.startsWith("//") ? target : "/";
}
