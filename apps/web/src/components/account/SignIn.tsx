"use client";

import { useState } from "react";
import { messages } from "@petsies/domain";
import type { AuthView } from "../../lib/user/auth-modal.ts";
import { carriedQuery, REDIRECT_TARGET } from "../../lib/user/redirect.ts";
import { useLeaveAfterLogin } from "../../lib/user/use-leave-after-login.ts";
import { AUTH_VIEW_TITLES, AuthForms } from "./AuthForms.tsx";
import { PANEL } from "./styles.ts";

/**
 * The /sign-in/ page (route sign-in-redirect): where the auth guard sends a logged-out visitor, with
 * the wanted page in `redirect-target`; after login the shopper lands there (else in my account).
 */
export function SignIn({ query }: { query: string }) {
  const leave = useLeaveAfterLogin(query);
  const [view, setView] = useState<AuthView>("login");
  const guarded = new URLSearchParams(query).has(REDIRECT_TARGET);

  return (
    <div className={`${PANEL} space-y-4`}>
      {guarded && view === "login" && (
        <p className="rounded-lg bg-sand px-3 py-2 font-semibold" data-testid="login-required">
          {messages.loginRequired}
        </p>
      )}
      {view !== "login" && <h2 className="text-xl font-bold">{AUTH_VIEW_TITLES[view]}</h2>}
      <AuthForms idPrefix="sign-in" view={view} onView={setView} onLoggedIn={leave} query={carriedQuery(query)} />
    </div>
  );
}
