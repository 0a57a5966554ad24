import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../components/auth/AuthCard.tsx";
import { PasskeySignIn } from "../components/auth/PasskeySignIn.tsx";
import { SignInForm } from "../components/auth/SignInForm.tsx";
import type { SessionAnswer } from "@petsies/contract/admin";
import { safeRedirect } from "../lib/redirect.ts";

const route = getRouteApi("/sign-in");

export default function SignInScreen() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const onSignedIn = (session: SessionAnswer) =>
    session.totpSetupRequired ? navigate({ to: "/two-factor", search: { redirect } }) : navigate({ href: safeRedirect(redirect), replace: true });
  return (
    <AuthCard title="Sign in">
      <SignInForm onSignedIn={onSignedIn} />
      <PasskeySignIn onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
