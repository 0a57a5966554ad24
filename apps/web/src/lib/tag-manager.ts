/** A container id as Google Tag Manager issues them; anything else is refused rather than put in a script. */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** Where the tag manager's script comes from (and, with it, the only third-party script origin of the shop). */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** GTM_ID as written (trimmed), and the container id when it is one; null means the tag manager is off. */
export function tagManagerId(env: Record<string, string | undefined> = process.env): { configured: string; id: string | null } {
  const configured = env.GTM_ID?.trim() ?? "";
  return { configured, id: GTM_ID_PATTERN.test(configured) ? configured : null };
}
