"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { ACCOUNT_PATH, signInRedirect } from "../../lib/user/redirect.ts";
import { logout } from "../../lib/user/store.ts";
import { useUser } from "../../lib/user/use-user.ts";

export const ACCOUNT_NAV = [
  { label: "Order history", href: "/my-account/order-history/" },
  { label: "Profile", href: "/my-account/profile/" },
  { label: "Address book", href: "/my-account/address-book/" },
  { label: "Wish list", href: "/my-account/wishlist/" },
] as const;

/** The page a nav entry stands for: order history is also my account's default child. */
function isCurrent(pathname: string, href: string): boolean {
  const path = pathname.slice(pathname.indexOf(ACCOUNT_PATH));
  if (href === ACCOUNT_NAV[0].href && path === ACCOUNT_PATH) return true;
  return path.startsWith(href);
}

/**
 * My account's frame (spec §2 "/my-account/ login required", "Auth guard"): a logged-out visitor goes to
 * sign-in with the original query plus redirect-target; a customer sees the navigation and the page.
 * The token lives in the browser, so the guard runs here rather than on the server.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const { loaded, token, user } = useUser();
  const pathname = usePathname();
  const router = useRouter();
  const leaving = useRef(false);

  useEffect(() => {
    if (loaded && !token && !leaving.current) router.replace(signInRedirect(pathname, window.location.search));
  }, [loaded, token, pathname, router]);

  const onLogout = () => {
    leaving.current = true;
    logout();
    router.push("/");
  };

  const ready = loaded && token !== null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-10">
      <nav aria-label="My account" className="min-w-0 lg:sticky lg:top-24">
        {user && (
          <p className="mb-3 hidden text-muted lg:block" data-testid="account-greeting">
            Hello, <span className="font-semibold text-ink">{user.firstName}</span>
          </p>
        )}
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {ACCOUNT_NAV.map((item) => {
            const current = isCurrent(pathname, item.href);
            return (
              <li key={item.href} className="shrink-0">
                <Link
                  href={item.href}
                  prefetch={false}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-full px-4 py-2 font-semibold no-underline lg:rounded-lg ${current ? "bg-brand text-white" : "bg-white text-ink hover:bg-sand"}`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li className="shrink-0">
            <button type="button" onClick={onLogout} className="w-full rounded-full bg-white px-4 py-2 text-left font-semibold text-ink hover:bg-sand lg:rounded-lg">
              Log out
            </button>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        {ready ? (
          children
        ) : (
          <div role="status" aria-busy="true" aria-label="Loading your account" className="h-64 animate-pulse rounded-2xl bg-sand motion-reduce:animate-none" />
        )}
      </div>
    </div>
  );
}
