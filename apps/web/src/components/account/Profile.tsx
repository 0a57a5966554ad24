"use client";

import { useEffect, useState, type FormEvent } from "react";
import { addressMessages, FIELD_LIMITS, messages, toE164 } from "@petsies/domain";
import { showRefusal } from "../../lib/field-errors.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { emailError, nameError, passwordChangeErrors, type FormErrors } from "../../lib/user/forms.ts";
import { changePassword, updateProfile } from "../../lib/user/store.ts";
import { useUser } from "../../lib/user/use-user.ts";
import { TextField } from "../ui/Field.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { PasswordField } from "./PasswordField.tsx";
import { PASSWORD_HINT } from "./SignUp.tsx";
import { BUTTON, PANEL } from "./styles.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

const P = "profile";

function profileErrors(form: { firstName: string; lastName: string; email: string; phoneNumber: string; currentPassword: string }, emailChanged: boolean): FormErrors {
  const errors: FormErrors = {};
  const add = (field: string, error: string | null) => {
    if (error) errors[`${P}-${field}`] = error;
  };
  add("firstName", nameError(form.firstName));
  add("lastName", nameError(form.lastName));
  add("email", emailError(form.email));
  // The phone is optional; when given it must be a real number (a US one without a country code).
  add("phoneNumber", form.phoneNumber.trim() && !toE164(form.phoneNumber, "US") ? addressMessages.phoneInvalid : null);
  add("currentPassword", emailChanged && !form.currentPassword ? messages.fieldRequired : null);
  return errors;
}

/**
 * Name, e-mail and phone (spec §3: the only fields a customer may change). A new e-mail asks for the
 * current password, as the API does: a session left open somewhere must not move the account elsewhere.
 */
function ProfileForm() {
  const { user } = useUser();
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "", phoneNumber: "", currentPassword: "" });
  const emailChanged = !!user && form.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const id = (field: string) => `${P}-${field}`;

  // The form starts from the profile (the cached copy first, then the server's) until the shopper types.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (user && !touched) setForm({ firstName: user.firstName, lastName: user.lastName, email: user.email, phoneNumber: user.phoneNumber, currentPassword: "" });
  }, [user, touched]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const found = profileErrors(form, emailChanged);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    const outcome = await updateProfile({ ...form, currentPassword: emailChanged ? form.currentPassword : undefined });
    setBusy(false);
    if (outcome.ok) setTouched(false);
    else {
      const inputs = {
        "customer.firstname": id("firstName"),
        "customer.lastname": id("lastName"),
        "customer.email": id("email"),
        "customer.phoneNumber": id("phoneNumber"),
        currentPassword: id("currentPassword"),
      };
      showRefusal(outcome, inputs, { setErrors, setMessage });
    }
  };

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} onChange={() => setTouched(true)} aria-busy={busy} aria-labelledby="profile-title" className={`${PANEL} space-y-4`}>
      <h2 id="profile-title" className="text-2xl font-bold">
        Profile
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id("firstName")} label="First name" value={form.firstName} onChange={set("firstName")} error={errors[id("firstName")]} autoComplete="given-name" maxLength={FIELD_LIMITS.name} />
        <TextField id={id("lastName")} label="Last name" value={form.lastName} onChange={set("lastName")} error={errors[id("lastName")]} autoComplete="family-name" maxLength={FIELD_LIMITS.name} />
        <TextField id={id("email")} label="E-mail" type="email" value={form.email} onChange={set("email")} error={errors[id("email")]} autoComplete="email" maxLength={FIELD_LIMITS.email} />
        <TextField id={id("phoneNumber")} label="Phone" optional type="tel" value={form.phoneNumber} onChange={set("phoneNumber")} error={errors[id("phoneNumber")]} autoComplete="tel" maxLength={FIELD_LIMITS.telephone} />
        {emailChanged && (
          <PasswordField
            id={id("currentPassword")}
            label="Current password (to change your e-mail)"
            value={form.currentPassword}
            onChange={set("currentPassword")}
            error={errors[id("currentPassword")]}
            autoComplete="current-password"
          />
        )}
      </div>
      <FormAlert message={message} />
      <button type="submit" disabled={busy} className={BUTTON}>
        {busy ? "Saving…" : "Save changes"}
      </button>
    </form>
  );
}

/** Change password (online only): the current one and a new one with its confirmation; then a fresh login. */
function ChangePasswordForm() {
  const [form, setForm] = useState({ current: "", password: "", confirmation: "" });
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const P2 = "change-password";
  const id = (field: string) => `${P2}-${field}`;
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const found = passwordChangeErrors(P2, form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    const outcome = await changePassword(form.current, form.password);
    setBusy(false);
    if (outcome.ok) setForm({ current: "", password: "", confirmation: "" });
    else showRefusal(outcome, { currentPassword: id("current"), newPassword: id("password") }, { setErrors, setMessage });
  };

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-busy={busy} aria-labelledby="change-password-title" className={`${PANEL} space-y-4`}>
      <h2 id="change-password-title" className="text-2xl font-bold">
        Change password
      </h2>
      <PasswordField id={id("current")} label="Current password" value={form.current} onChange={set("current")} error={errors[id("current")]} autoComplete="current-password" />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField id={id("password")} label="New password" value={form.password} onChange={set("password")} error={errors[id("password")]} hint={PASSWORD_HINT} autoComplete="new-password" />
        <PasswordField id={id("confirmation")} label="Confirm new password" value={form.confirmation} onChange={set("confirmation")} error={errors[id("confirmation")]} autoComplete="new-password" />
      </div>
      <FormAlert message={message} />
      <button type="submit" disabled={busy} className={BUTTON}>
        {busy ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}

/** /my-account/profile/. */
export function Profile() {
  return (
    <div className="space-y-6">
      <ProfileForm />
      <ChangePasswordForm />
    </div>
  );
}
