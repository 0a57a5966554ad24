/**
 * E-mail and password; when the API answers "otp_required" (a member with two-factor on) the same form asks
 * for the 6-digit code and sends it with what was already typed, or signs with one of the member's passkeys instead.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { signInBody, type SessionAnswer, type SignInBody } from "@petsies/contract/admin";
import { API_ERROR, ApiError } from "../../lib/api.ts";
import { passkeyAnswer } from "../../lib/passkeys.ts";
import { useSignIn } from "../../lib/session.ts";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { Notice } from "../ui/Notice.tsx";
import { blankToUndefined } from "../../lib/form-values.ts";

/** The API's request paths → this form's fields (the same names). */
const FIELDS = { email: "email", password: "password", otp: "otp" } as const;

export function SignInForm({ onSignedIn }: { onSignedIn: (session: SessionAnswer) => void }) {
  const signIn = useSignIn();
  const [askOtp, setAskOtp] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [passkeyProblem, setPasskeyProblem] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(signInBody), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;
  // A refusal of the fields shows at them; its message then needs no notice.
  const unplaced = useServerFieldErrors(form, signIn.error, FIELDS);

  const send = (body: SignInBody) => {
    setFailure(null);
    signIn.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const code = error instanceof ApiError ? error.error : undefined;
        if (code === API_ERROR.otpRequired) {
          setAskOtp(true);
        } else if (code === API_ERROR.otpInvalid) {
          form.setError("otp", { message: error.message }, { shouldFocus: true });
        } else {
          setFailure(error.message);
        }
      },
    });
  };
  const submit = form.handleSubmit(send);
  const withPasskey = async () => {
    setPasskeyProblem(null);
    try {
      send({ ...form.getValues(), otp: undefined, passkey: await passkeyAnswer() });
    } catch (error) {
      setPasskeyProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && unplaced ? <Notice tone="error">{failure}</Notice> : null}
      {askOtp && !failure ? <Notice tone="info">Two-factor is on for this account. Enter the code from your authenticator app, or use a passkey.</Notice> : null}
      {passkeyProblem ? <Notice tone="error">{passkeyProblem}</Notice> : null}
      <TextField label="E-mail" type="email" autoComplete="username" autoFocus error={errors.email?.message} {...form.register("email")} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      {askOtp ? (
        <TextField
          label="6-digit code"
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.otp?.message}
          {...form.register("otp", { setValueAs: blankToUndefined })}
        />
      ) : null}
      <Button type="submit" variant="primary" pending={signIn.isPending} pendingText="Signing in…">
        Sign in
      </Button>
      {askOtp ? (
        <Button disabled={signIn.isPending} onClick={() => void withPasskey()}>
          Use a passkey instead
        </Button>
      ) : null}
      <Link to="/forgot-password" className="text-center text-sm text-indigo-800 underline-offset-2 hover:underline">
        Forgot your password?
      </Link>
    </form>
  );
}
