/**
 * The auth guard's round trip (spec §2 "Auth guard"): a logged-out visit to a page that needs login goes
 * to sign-in with the original query plus `redirect-target` (the wanted path); after login the shopper
 * lands on that path with that query.
 */
export const SIGN_IN_PATH = "/sign-in/";
export const SIGN_UP_PATH = "/sign-up/";
export const ACCOUNT_PATH = "/my-account/";
export const REDIRECT_TARGET = "redirect-target";

/** Where the guard sends a logged-out visitor of `pathname` + `search`. */
export function signInRedirect(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(REDIRECT_TARGET);
  query.set(REDIRECT_TARGET, pathname);
  return `${SIGN_IN_PATH}?${query}`;
}

/** Only a path of this shop: never another origin ("//host", "/\\host", "https://…"). */
function isOwnPath(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\");
}

/** Where login leads: the redirect target with the rest of the query, else my account. */
export function afterLoginPath(search: string | URLSearchParams): string {
  const query = new URLSearchParams(search);
  const target = query.get(REDIRECT_TARGET);
  if (!target || !isOwnPath(target)) return ACCOUNT_PATH;
  query.delete(REDIRECT_TARGET);
  const rest = query.toString();
  return rest ? `${target}?${rest}` : target;
}

/** The query that carries the round trip on to another auth page (sign-in ↔ sign-up). */
export function carriedQuery(search: string | URLSearchParams): string {
  const text = new URLSearchParams(search).toString();
  return text ? `?${text}` : "";
}

/** A page's search params (as Next hands them to a page) as a query string without "?". */
export function queryOf(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  return query.toString();
}
