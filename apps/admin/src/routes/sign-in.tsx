import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../components/auth/AuthCard.tsx";
import { SignInForm } from "../components/auth/SignInForm.tsx";
import { safeRedirect } from "../lib/redirect.ts";

const route = getRouteApi("/sign-in");

export default function SignInScreen() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  return (
    <AuthCard title="Sign in">
      <SignInForm
        onSignedIn={(session) =>
          session.totpSetupRequired ? navigate({ to: "/two-factor", search: { redirect } }) : navigate({ href: safeRedirect(redirect), replace: true })
        }
      />
    </AuthCard>
  );
}
