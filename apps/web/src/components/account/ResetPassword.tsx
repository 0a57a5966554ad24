"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FIELD_LIMITS, messages } from "@petsies/domain";
import { showRefusal } from "../../lib/field-errors.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { emailOnlyErrors, newPasswordErrors, type FormErrors } from "../../lib/user/forms.ts";
import { notify } from "../../lib/notifications/store.ts";
import { ACCOUNT_PATH, SIGN_IN_PATH } from "../../lib/user/redirect.ts";
import { setNewPassword } from "../../lib/user/store.ts";
import { TextField } from "../ui/Field.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { PasswordField } from "./PasswordField.tsx";
import { PASSWORD_HINT } from "./SignUp.tsx";
import { BUTTON, PANEL } from "./styles.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

const ID = "reset";
const id = (field: string) => `${ID}-${field}`;
/** The API's request paths → this form's inputs (the e-mail has one only when the link did not carry it). */
const INPUTS = { email: id("email"), newPassword: id("password") };

/**
 * /customer/account/resetpassword/?token&email (spec §2): the e-mailed link's page. A new password with
 * its confirmation; once set, the shopper is logged in with it (spec §4) and lands in my account.
 */
export function ResetPassword({ token, email: linkEmail }: { token: string; email: string }) {
  const router = useRouter();
  const [form, setForm] = useState({ email: linkEmail, password: "", confirmation: "" });
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <div className={`${PANEL} space-y-4`}>
        <FormAlert message="This password reset link is incomplete. Please ask for a new one." />
        <Link href={SIGN_IN_PATH} prefetch={false} className="font-semibold">
          Go to sign in
        </Link>
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const found = { ...(linkEmail ? {} : emailOnlyErrors(ID, form.email)), ...newPasswordErrors(ID, form.password, form.confirmation) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    const outcome = await setNewPassword(form.email, token, form.password);
    setBusy(false);
    if (!outcome.ok) {
      showRefusal(outcome, linkEmail ? { newPassword: INPUTS.newPassword } : INPUTS, { setErrors, setMessage });
      return;
    }
    notify({ type: "success", message: messages.passwordChanged });
    router.replace(ACCOUNT_PATH);
  };

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-busy={busy} className={`${PANEL} space-y-4`}>
      {linkEmail ? (
        <p>
          Choose a new password for <strong>{linkEmail}</strong>.
        </p>
      ) : (
        <TextField id={id("email")} label="E-mail" type="email" value={form.email} onChange={(v) => setForm((f) => ({ ...f, email: v }))} error={errors[id("email")]} autoComplete="email" maxLength={FIELD_LIMITS.email} />
      )}
      <PasswordField id={id("password")} label="New password" value={form.password} onChange={(v) => setForm((f) => ({ ...f, password: v }))} error={errors[id("password")]} hint={PASSWORD_HINT} autoComplete="new-password" />
      <PasswordField id={id("confirmation")} label="Confirm new password" value={form.confirmation} onChange={(v) => setForm((f) => ({ ...f, confirmation: v }))} error={errors[id("confirmation")]} autoComplete="new-password" />
      <FormAlert message={message} />
      <button type="submit" disabled={busy} className={`${BUTTON} w-full`}>
        {busy ? "Saving…" : "Set new password"}
      </button>
    </form>
  );
}
