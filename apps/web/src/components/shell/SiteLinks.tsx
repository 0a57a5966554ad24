"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { KEEP_SCROLL, SITE_LINK } from "../ui/SiteLink.tsx";

/** The address inside the app a click on `link` may move to, or null when the browser should follow it itself. */
function appAddress(link: HTMLAnchorElement): string | null {
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  // Only the fragment changes: the browser scrolls to it without a navigation.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

const siteLinkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${SITE_LINK}]`) : null);

/**
 * Follows the shop's plain links (components/ui/SiteLink.tsx) as next/link would, from one listener on the
 * document: a plain click (no modifier key, the main button, no other target) moves in the app, keeping the
 * scroll position where the link says so; a pointer over a link, a finger on it or keyboard focus fetches its
 * page ahead, once. Anything else (a new tab, another site, a download) is the browser's.
 */
export function SiteLinks() {
  const router = useRouter();
  useEffect(() => {
    const fetched = new Set<string>();
    const onClick = (e: MouseEvent) => {
      const link = siteLinkOf(e.target);
      if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const address = appAddress(link);
      if (address === null) return;
      e.preventDefault();
      router.push(address, { scroll: !link.hasAttribute(KEEP_SCROLL) });
    };
    const onIntent = (e: Event) => {
      const link = siteLinkOf(e.target);
      const address = link && appAddress(link);
      if (!address || fetched.has(address)) return;
      fetched.add(address);
      router.prefetch(address);
    };
    document.addEventListener("click", onClick);
    for (const type of ["pointerover", "touchstart", "focusin"]) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      for (const type of ["pointerover", "touchstart", "focusin"]) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
