/**
 * Two-factor set-up, required before anything else of owners, and of every member while the owner's "staff
 * two-factor required" setting is on: a new secret as a QR code and as text, then the first 6-digit code from
 * the app turns it on. A member who has it already replaces it here (a new phone) with their password and a
 * current code from the old app as well; their other sessions then end.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { totpConfirmBody, totpReplaceBody, type TotpConfirmBody } from "@petsies/contract/admin";
import { safeRedirect } from "../lib/redirect.ts";
import { useServerFieldErrors } from "../lib/server-field-errors.ts";
import { useSession, useTotpConfirm, useTotpSetup } from "../lib/session.ts";
import { AuthCard } from "../components/auth/AuthCard.tsx";
import { QrCode } from "../components/auth/QrCode.tsx";
import { SignOutButtons } from "../components/layout/SignOutButtons.tsx";
import { Button } from "../components/ui/Button.tsx";
import { TextField } from "../components/ui/Field.tsx";
import { ErrorNotice, Notice } from "../components/ui/Notice.tsx";

const route = getRouteApi("/signed-in/two-factor");

/** The API's request paths → this form's fields (the same names). */
const FIELDS = { otp: "otp", password: "password", currentOtp: "currentOtp" } as const;

export default function TwoFactorScreen() {
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  // The session as the route guard found it: turning two-factor on here does not turn the screen into its replacement.
  const replacing = useSession().staff.totpEnabled;
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const form = useForm<TotpConfirmBody>({ resolver: zodResolver(replacing ? totpReplaceBody : totpConfirmBody), defaultValues: replacing ? { otp: "", password: "", currentOtp: "" } : { otp: "" } });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, confirm.error, FIELDS);
  const submit = form.handleSubmit((body) => confirm.mutate(body, { onSuccess: () => navigate({ href: safeRedirect(redirect), replace: true }) }));

  return (
    <AuthCard title={replacing ? "Replace two-factor sign-in" : "Set up two-factor sign-in"}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {replacing
            ? "A new phone or app? Scan a new code with it. Your password and a current code from the app you use now confirm it is you; your sessions on other computers and phones then end."
            : "You sign in to the back office with your password and a 6-digit code from an authenticator app (1Password, Google Authenticator, Authy…). Set it up once to continue."}
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
              <ErrorNotice error={unplaced} />
              <TextField label="6-digit code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus error={errors.otp?.message} {...form.register("otp")} />
              {replacing ? (
                <>
                  <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
                  <TextField
                    label="Current code from the app you are replacing"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={6}
                    error={errors.currentOtp?.message}
                    {...form.register("currentOtp")}
                  />
                </>
              ) : null}
              <Button type="submit" variant="primary" pending={confirm.isPending} pendingText="Checking…">
                {replacing ? "Replace two-factor" : "Turn on two-factor"}
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
          {replacing ? (
            <Link to="/" className="text-sm text-indigo-800 underline-offset-2 hover:underline">
              Keep the app I have
            </Link>
          ) : (
            <SignOutButtons />
          )}
        </div>
      </div>
    </AuthCard>
  );
}
