import { getRouteApi, Link } from "@tanstack/react-router";
import { AuthCard } from "../components/auth/AuthCard.tsx";
import { SetPasswordForm } from "../components/auth/SetPasswordForm.tsx";
import { Notice } from "../components/ui/Notice.tsx";

const route = getRouteApi("/set-password");

export default function SetPasswordScreen() {
  const { token } = route.useSearch();
  return (
    <AuthCard title="Set your password">
      {token ? (
        <SetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4">
          <Notice tone="error">This link is incomplete. Open the whole link from your e-mail, or ask for a new one.</Notice>
          <Link to="/forgot-password" className="text-sm text-indigo-800 underline-offset-2 hover:underline">
            Ask for a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
