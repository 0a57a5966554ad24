"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { navigationSettled } from "../../lib/shell/navigation-loading.ts";

/**
 * Ends the loader a client-side navigation started (src/instrumentation-client.ts) once the route has
 * changed, i.e. the next page's server render has arrived and is shown.
 */
export function NavigationLoader() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(navigationSettled, [pathname, search]);
  return null;
}
