/**
 * Two-factor setup, required of owners before anything else: a new secret as a QR code and as text, then the
 * first 6-digit code from the app turns it on.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { totpConfirmBody } from "@petsies/contract/admin";
import { API_ERROR, ApiError } from "../lib/api.ts";
import { safeRedirect } from "../lib/redirect.ts";
import { useTotpConfirm, useTotpSetup } from "../lib/session.ts";
import { AuthCard } from "../components/auth/AuthCard.tsx";
import { QrCode } from "../components/auth/QrCode.tsx";
import { SignOutButtons } from "../components/layout/SignOutButtons.tsx";
import { Button } from "../components/ui/Button.tsx";
import { TextField } from "../components/ui/Field.tsx";
import { ErrorNotice, Notice } from "../components/ui/Notice.tsx";

const route = getRouteApi("/signed-in/two-factor");

/** A wrong code belongs at the code field; anything else (offline, session gone) above the form. */
const isCodeError = (error: unknown) => error instanceof ApiError && (error.error === API_ERROR.otpInvalid || error.status === 400);

export default function TwoFactorScreen() {
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const form = useForm({ resolver: zodResolver(totpConfirmBody), defaultValues: { otp: "" } });
  const submit = form.handleSubmit((body) =>
    confirm.mutate(body, {
      onSuccess: () => navigate({ href: safeRedirect(redirect), replace: true }),
      onError: (error) => {
        if (isCodeError(error)) form.setError("otp", { message: error.message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <AuthCard title="Set up two-factor sign-in">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          As an owner you sign in with your password and a 6-digit code from an authenticator app (1Password, Google Authenticator, Authy…).
          Set it up once to continue.
        </p>
        <ErrorNotice error={setup.error} />
        {setup.data ? (
          <>
            <div className="flex flex-col items-center gap-3">
              <QrCode text={setup.data.otpauthUrl} label="QR code to scan with your authenticator app" />
              <p className="text-sm text-slate-700">Scan it, or type this key into the app:</p>
              <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm tracking-wider text-slate-900 select-all">{setup.data.secret}</code>
            </div>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              {confirm.error && !isCodeError(confirm.error) ? <ErrorNotice error={confirm.error} /> : null}
              <TextField label="6-digit code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus error={form.formState.errors.otp?.message} {...form.register("otp")} />
              <Button type="submit" variant="primary" pending={confirm.isPending} pendingText="Checking…">
                Turn on two-factor
              </Button>
            </form>
            {confirm.isSuccess ? <Notice tone="success">Two-factor is on.</Notice> : null}
          </>
        ) : (
          <Button variant="primary" pending={setup.isPending} pendingText="Preparing…" onClick={() => setup.mutate()}>
            Show my QR code
          </Button>
        )}
        <div className="border-t border-slate-200 pt-4">
          <SignOutButtons />
        </div>
      </div>
    </AuthCard>
  );
}
