import type { AnchorHTMLAttributes } from "react";

/** The mark of a link the shop moves to in the app (components/shell/SiteLinks.tsx follows it). */
export const SITE_LINK = "data-site-link";
/** The mark of a link that keeps the scroll position (a sort, a filter, a variant, a page of results). */
export const KEEP_SCROLL = "data-keep-scroll";

/**
 * A link to a page of the shop, from a server component: a plain `<a>` that the browser never hydrates. One
 * listener for the whole document (components/shell/SiteLinks.tsx) gives it what next/link gave: a click moves in
 * the app instead of loading the page again, and pointing at it, touching it or focusing it fetches the next page
 * ahead. As next/link, each link was a client component of its own, and hydrating them (94 on the home page, with
 * the menus and the footer, and one per card on a category page) was most of the main thread's work while the
 * page opened (issue 18). Client components keep next/link: they are hydrated anyway.
 */
export function SiteLink({ href, keepScroll = false, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; keepScroll?: boolean }) {
  return <a href={href} {...{ [SITE_LINK]: "" }} {...(keepScroll ? { [KEEP_SCROLL]: "" } : {})} {...props} />;
}
