"use client";

import { FIELD_LIMITS } from "@petsies/domain";
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { showRefusal } from "../../lib/field-errors.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import type { AuthView } from "../../lib/user/auth-modal.ts";
import { emailOnlyErrors, loginErrors, type FormErrors } from "../../lib/user/forms.ts";
import { SIGN_UP_PATH } from "../../lib/user/redirect.ts";
import { login, requestPasswordReset, requestSignInLink, type Outcome } from "../../lib/user/store.ts";
import { TextField } from "../ui/Field.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { PasswordField } from "./PasswordField.tsx";
import { BUTTON, BUTTON_SECONDARY, LINK_BUTTON } from "./styles.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

export const AUTH_VIEW_TITLES: Record<AuthView, string> = {
  login: "Sign in",
  link: "Check your inbox",
  forgot: "Reset your password",
};

interface Props {
  /** Keeps field ids unique when the modal and a page both hold a form. */
  idPrefix: string;
  view: AuthView;
  onView: (view: AuthView) => void;
  onLoggedIn: () => void;
  /** The query sign-up should carry on (the guard's redirect-target). */
  query?: string;
  /** Called when the shopper follows a link away (the modal closes). */
  onLeave?: () => void;
  autoFocus?: boolean;
}

/**
 * Sign in with a password, or by a link e-mailed to the address (passwordless), or ask for a password
 * reset. Used by the login modal and the /sign-in/ page.
 */
export function AuthForms(props: Props) {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState("");
  const box = useRef<HTMLDivElement>(null);
  const shownView = useRef(props.view);
  const show = (view: AuthView, to = "") => {
    setSentTo(to);
    props.onView(view);
  };

  // The button that switched views is gone: focus goes to the new view's first field (or its message).
  useEffect(() => {
    if (shownView.current === props.view) return;
    shownView.current = props.view;
    box.current?.querySelector<HTMLElement>("input, [data-view-start]")?.focus();
  }, [props.view]);

  return (
    <div ref={box}>
      {props.view === "forgot" ? (
        <ForgotPasswordForm {...props} email={email} onEmail={setEmail} onBack={() => show("login")} />
      ) : props.view === "link" ? (
        <div className="space-y-4" data-testid="sign-in-link-sent">
          <p role="status" tabIndex={-1} data-view-start className="outline-none">
            We have sent a sign-in link to <strong>{sentTo || "your e-mail address"}</strong>. Open it on this device to sign in: it works
            once, for a short while. No account yet? The link creates one.
          </p>
          <button type="button" className={LINK_BUTTON} onClick={() => show("login")}>
            Sign in with a password instead
          </button>
        </div>
      ) : (
        <LoginForm {...props} email={email} onEmail={setEmail} onLinkSent={(to) => show("link", to)} onForgot={() => show("forgot")} />
      )}
    </div>
  );
}

function LoginForm({
  idPrefix,
  email,
  onEmail,
  onLoggedIn,
  onLinkSent,
  onForgot,
  query = "",
  onLeave,
  autoFocus,
}: Props & { email: string; onEmail: (v: string) => void; onLinkSent: (to: string) => void; onForgot: () => void }) {
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<"login" | "link" | null>(null);
  const id = (field: string) => `${idPrefix}-${field}`;
  /** The API's request paths → this form's inputs: the login names the e-mail `username`, the link `email`. */
  const inputs = { login: { username: id("email"), password: id("password") }, link: { email: id("email") } };

  const run = async (kind: "login" | "link", found: FormErrors, task: () => Promise<Outcome>) => {
    if (busy) return;
    setMessage(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(kind);
    const outcome = await task();
    setBusy(null);
    if (!outcome.ok) showRefusal(outcome, inputs[kind], { setErrors, setMessage });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run("login", loginErrors(idPrefix, { email, password }), async () => {
      const outcome = await login(email, password);
      if (outcome.ok) onLoggedIn();
      return outcome;
    });
  };

  const sendLink = () =>
    run("link", emailOnlyErrors(idPrefix, email), async () => {
      const outcome = await requestSignInLink(email);
      if (outcome.ok) onLinkSent(email.trim());
      return outcome;
    });

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-busy={busy !== null} className="space-y-4">
      <TextField
        id={id("email")}
        label="E-mail"
        type="email"
        value={email}
        onChange={onEmail}
        error={errors[id("email")]}
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        data-autofocus={autoFocus ? true : undefined}
      />
      <PasswordField id={id("password")} label="Password" value={password} onChange={setPassword} error={errors[id("password")]} autoComplete="current-password" />
      <div className="flex justify-end">
        <button type="button" className={`${LINK_BUTTON} text-sm`} onClick={onForgot}>
          Forgot your password?
        </button>
      </div>
      <FormAlert message={message} />
      <button type="submit" disabled={busy !== null} className={`${BUTTON} w-full`}>
        {busy === "login" ? "Signing in…" : "Sign in"}
      </button>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-sand" />
        or
        <span className="h-px flex-1 bg-sand" />
      </div>
      <button type="button" disabled={busy !== null} className={`${BUTTON_SECONDARY} w-full`} onClick={() => void sendLink()}>
        {busy === "link" ? "Sending…" : "E-mail me a sign-in link"}
      </button>
      <p className="text-center">
        New to Petsies?{" "}
        <Link href={`${SIGN_UP_PATH}${query}`} prefetch={false} onClick={onLeave} className="font-semibold">
          Create an account
        </Link>
      </p>
    </form>
  );
}

function ForgotPasswordForm({ idPrefix, email, onEmail, onBack, autoFocus }: Props & { email: string; onEmail: (v: string) => void; onBack: () => void }) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldId = `${idPrefix}-forgot-email`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const found = emailOnlyErrors(`${idPrefix}-forgot`, email);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    const outcome = await requestPasswordReset(email);
    setBusy(false);
    if (outcome.ok) setSent(true);
    else showRefusal(outcome, { email: fieldId }, { setErrors, setMessage });
  };

  return (
    <div className="space-y-4">
      {sent ? (
        <p role="status" data-testid="reset-link-sent">
          If there is an account for <strong>{email.trim()}</strong>, we have sent it a link to choose a new password.
        </p>
      ) : (
        <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-busy={busy} className="space-y-4">
          <p className="text-muted">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          <TextField
            id={fieldId}
            label="E-mail"
            type="email"
            value={email}
            onChange={onEmail}
            error={errors[fieldId]}
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            data-autofocus={autoFocus ? true : undefined}
          />
          <FormAlert message={message} />
          <button type="submit" disabled={busy} className={`${BUTTON} w-full`}>
            {busy ? "Sending…" : "Send reset link"}
          </button>
        </form>
      )}
      <button type="button" className={LINK_BUTTON} onClick={onBack}>
        Back to sign in
      </button>
    </div>
  );
}
