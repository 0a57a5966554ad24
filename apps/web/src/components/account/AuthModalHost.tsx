"use client";

import { lazy, Suspense } from "react";
import { useAuthModal } from "../../lib/user/use-user.ts";

const AuthModal = lazy(() => import("./AuthModal.tsx"));

/** Loads the login modal only once it is first opened (spec §2: modals load lazily once any is active). */
export function AuthModalHost() {
  const { open } = useAuthModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
