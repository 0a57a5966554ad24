"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { startLoading } from "../../lib/shell/loader.ts";

/** Past this, a navigation that never changed the route (a failed or cancelled one) stops showing as busy. */
const GIVE_UP_MS = 15_000;

/**
 * Shows the loader while a link click waits for the next page's server render: from the click on a link
 * to another page of the shop until the route has changed. New tabs, downloads, other sites and links
 * within the same page do not count.
 */
export function NavigationLoader() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const stop = useRef<(() => void) | null>(null);
  const giveUp = useRef<ReturnType<typeof setTimeout>>(undefined);

  const finish = () => {
    clearTimeout(giveUp.current);
    stop.current?.();
    stop.current = null;
  };

  useEffect(finish, [pathname, search]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      if (to.origin !== here.origin || to.pathname.startsWith("/api/")) return;
      if (to.pathname === here.pathname && to.search === here.search) return;
      finish();
      stop.current = startLoading();
      giveUp.current = setTimeout(finish, GIVE_UP_MS);
    };
    window.addEventListener("popstate", finish);
    // Bubbling phase, after React's handlers: a click a component cancelled (preventDefault) is no navigation.
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", finish);
      finish();
    };
  }, []);

  return null;
}
