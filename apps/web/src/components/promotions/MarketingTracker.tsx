"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { trackMarketingVisit } from "../../lib/marketing.ts";

/** Keeps the e-mail campaign a visit came from and its landing page (spec §9 "Marketing"); renders nothing. */
export function MarketingTracker() {
  const path = usePathname();
  useEffect(() => {
    trackMarketingVisit(window.location.pathname + window.location.search);
  }, [path]);
  return null;
}
