"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { readClaim, saveClaim } from "../../lib/shell/claims.ts";
import { COOKIES_ACCEPTED, COOKIES_ACCEPTED_DESCRIPTION, cookieNoticeVisible } from "../../lib/shell/cookie-notice.ts";

/**
 * The cookie notice (spec §4): a banner at the foot of the window, not a modal, so the page stays usable.
 * It reads the claim after hydration (local storage does not exist on the server).
 */
export function CookieNotice({ visitorCountry }: { visitorCountry: string | null }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const claim = readClaim(COOKIES_ACCEPTED);
    if (!cookieNoticeVisible(claim, visitorCountry)) return;
    if (claim === null) saveClaim(COOKIES_ACCEPTED, false, COOKIES_ACCEPTED_DESCRIPTION);
    setVisible(true);
  }, [visitorCountry]);

  if (!visible) return null;

  const accept = () => {
    saveClaim(COOKIES_ACCEPTED, true, COOKIES_ACCEPTED_DESCRIPTION);
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-[800] border-t border-sand bg-white px-4 py-4 text-ink shadow-[0_-4px_16px_rgb(45_36_32/0.12)] lg:px-6"
    >
      <div className="mx-auto flex max-w-[1272px] flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>
          We use cookies to keep your cart, remember your currency and see which pages help shoppers most. Read
          more in our{" "}
          <Link href="/privacy-policy/" prefetch={false} className="font-semibold underline">
            privacy policy
          </Link>
          .
        </p>
        <button
          type="button"
          onClick={accept}
          className="h-11 shrink-0 rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
        >
          Accept cookies
        </button>
      </div>
    </section>
  );
}
