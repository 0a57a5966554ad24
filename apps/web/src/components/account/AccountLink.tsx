"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import { openAuthModal } from "../../lib/user/auth-modal.ts";
import { ACCOUNT_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from "../../lib/user/redirect.ts";
import { useUser } from "../../lib/user/use-user.ts";
import { AccountIcon } from "../ui/icons.tsx";

/**
 * The header's account icon (spec §2): my account when logged in, else the login modal, except on the
 * sign-in and sign-up pages, whose own forms are the way in (aria-haspopup says which it does). Without
 * JavaScript it is a plain link to my account (whose guard leads to sign-in).
 */
export function AccountLink({ className }: { className: string }) {
  const { loaded, token } = useUser();
  const pathname = usePathname();
  const onAuthPage = pathname.endsWith(SIGN_IN_PATH) || pathname.endsWith(SIGN_UP_PATH);
  const opensModal = loaded && !token && !onAuthPage;

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!opensModal || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openAuthModal();
  };

  return (
    <Link
      href={ACCOUNT_PATH}
      prefetch={false}
      aria-label="My account"
      aria-haspopup={opensModal ? "dialog" : undefined}
      data-testid="account-link"
      onClick={onClick}
      className={className}
    >
      <AccountIcon />
    </Link>
  );
}
