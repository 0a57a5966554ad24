"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { afterLoginPath } from "./redirect.ts";
import { useUser } from "./use-user.ts";

/**
 * Sends the shopper on from the sign-in or sign-up page once signed in: when the form says the login
 * succeeded, or when the page finds the shopper signed in (the server confirmed it; a login in progress is
 * not enough, it may still fail), whichever comes first, and only once. A second replace, when the profile
 * arrives a moment later, would pull back a shopper who has already followed a link on the next page.
 */
export function useLeaveAfterLogin(query: string): () => void {
  const router = useRouter();
  const { token, profileLoaded } = useUser();
  const left = useRef(false);
  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    router.replace(afterLoginPath(query));
  }, [router, query]);
  useEffect(() => {
    if (token && profileLoaded) leave();
  }, [token, profileLoaded, leave]);
  return leave;
}
