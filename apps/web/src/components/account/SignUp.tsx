"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FIELD_LIMITS } from "@petsies/domain";
import { showRefusal } from "../../lib/field-errors.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { registrationErrors, type FormErrors } from "../../lib/user/forms.ts";
import { carriedQuery, SIGN_IN_PATH } from "../../lib/user/redirect.ts";
import { register } from "../../lib/user/store.ts";
import { useLeaveAfterLogin } from "../../lib/user/use-leave-after-login.ts";
import { TextField } from "../ui/Field.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { PasswordField } from "./PasswordField.tsx";
import { BUTTON, PANEL } from "./styles.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

export const PASSWORD_HINT = "At least 8 characters, mixing 3 of these: lower-case letters, upper-case letters, digits and symbols.";

const ID = "sign-up";
const id = (field: string) => `${ID}-${field}`;
/** The API's request paths → this form's inputs. */
const INPUTS = { "customer.firstname": id("firstName"), "customer.lastname": id("lastName"), "customer.email": id("email"), password: id("password") };

/**
 * The /sign-up/ page: name, e-mail (lower-cased) and a password with its confirmation (spec §5). `initial`
 * fills in what the shop already knows (the success page's offer to a guest).
 */
export function SignUp({ query, initial }: { query: string; initial?: { firstName: string; lastName: string; email: string } }) {
  // Signed up (or already signed in): straight on, once.
  useLeaveAfterLogin(query);
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "", ...initial, password: "", confirmation: "" });
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const found = registrationErrors(ID, form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    const outcome = await register(form);
    setBusy(false);
    if (!outcome.ok) showRefusal(outcome, INPUTS, { setErrors, setMessage });
  };

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-busy={busy} className={`${PANEL} space-y-4`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id("firstName")} label="First name" value={form.firstName} onChange={set("firstName")} error={errors[id("firstName")]} autoComplete="given-name" maxLength={FIELD_LIMITS.name} />
        <TextField id={id("lastName")} label="Last name" value={form.lastName} onChange={set("lastName")} error={errors[id("lastName")]} autoComplete="family-name" maxLength={FIELD_LIMITS.name} />
      </div>
      <TextField id={id("email")} label="E-mail" type="email" value={form.email} onChange={set("email")} error={errors[id("email")]} autoComplete="email" maxLength={FIELD_LIMITS.email} />
      <PasswordField id={id("password")} label="Password" value={form.password} onChange={set("password")} error={errors[id("password")]} hint={PASSWORD_HINT} autoComplete="new-password" />
      <PasswordField id={id("confirmation")} label="Confirm password" value={form.confirmation} onChange={set("confirmation")} error={errors[id("confirmation")]} autoComplete="new-password" />
      <FormAlert message={message} />
      <button type="submit" disabled={busy} className={`${BUTTON} w-full`}>
        {busy ? "Creating your account…" : "Create account"}
      </button>
      <p className="text-center">
        Already have an account?{" "}
        <Link href={`${SIGN_IN_PATH}${carriedQuery(query)}`} prefetch={false} className="font-semibold">
          Sign in
        </Link>
      </p>
    </form>
  );
}
