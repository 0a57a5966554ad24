"use client";

import { FIELD_LIMITS } from "@petsies/domain";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { showRefusal } from "../../lib/field-errors.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { nameErrors, type FormErrors } from "../../lib/user/forms.ts";
import { ACCOUNT_PATH, SIGN_IN_PATH } from "../../lib/user/redirect.ts";
import { authenticateWithLink, registerWithLink } from "../../lib/user/store.ts";
import { TextField } from "../ui/Field.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { BUTTON, PANEL } from "./styles.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

type Step = { kind: "checking" } | { kind: "new-customer"; registrationToken: string } | { kind: "failed"; message: string };

export const INCOMPLETE_LINK = "This sign-in link is incomplete. Please ask for a new one.";
const ID = "authenticate";
const id = (field: string) => `${ID}-${field}`;
/** The API's request paths → the name form's inputs (the request spells them firstName, a missing one firstname). */
const INPUTS = { firstName: id("firstName"), firstname: id("firstName"), lastName: id("lastName"), lastname: id("lastName") };

/**
 * The passwordless landing /authenticate/?token&email (spec §2, §7): the link logs a customer in; a new
 * customer gives a name first and is registered. The link works once, so it is sent once.
 */
export function Authenticate({ email, token }: { email: string; token: string }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>(email && token ? { kind: "checking" } : { kind: "failed", message: INCOMPLETE_LINK });
  const sent = useRef(false);

  useEffect(() => {
    if (!email || !token || sent.current) return;
    sent.current = true;
    void authenticateWithLink(email, token).then((outcome) => {
      if (!outcome.ok) setStep({ kind: "failed", message: outcome.message });
      else if (outcome.newCustomer) setStep({ kind: "new-customer", registrationToken: outcome.registrationToken });
      else router.replace(ACCOUNT_PATH);
    });
  }, [email, token, router]);

  if (step.kind === "checking") {
    return (
      <p role="status" aria-busy="true" className={PANEL}>
        Signing you in…
      </p>
    );
  }
  if (step.kind === "failed") {
    return (
      <div className={`${PANEL} space-y-4`}>
        <FormAlert message={step.message} />
        <Link href={SIGN_IN_PATH} prefetch={false} className="font-semibold">
          Go to sign in
        </Link>
      </div>
    );
  }
  return <NewCustomerForm email={email} registrationToken={step.registrationToken} onDone={() => router.replace(ACCOUNT_PATH)} />;
}

function NewCustomerForm({ email, registrationToken, onDone }: { email: string; registrationToken: string; onDone: () => void }) {
  const [form, setForm] = useState({ firstName: "", lastName: "" });
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const found = nameErrors(ID, form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    const outcome = await registerWithLink({ email, token: registrationToken, ...form });
    setBusy(false);
    if (outcome.ok) onDone();
    else showRefusal(outcome, INPUTS, { setErrors, setMessage });
  };

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-busy={busy} className={`${PANEL} space-y-4`}>
      <h2 className="text-xl font-bold">Welcome to Petsies!</h2>
      <p>
        Your account for <strong>{email}</strong> is almost ready. What should we call you?
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField autoFocus id={id("firstName")} label="First name" value={form.firstName} onChange={(v) => setForm((f) => ({ ...f, firstName: v }))} error={errors[id("firstName")]} autoComplete="given-name" maxLength={FIELD_LIMITS.name} />
        <TextField id={id("lastName")} label="Last name" value={form.lastName} onChange={(v) => setForm((f) => ({ ...f, lastName: v }))} error={errors[id("lastName")]} autoComplete="family-name" maxLength={FIELD_LIMITS.name} />
      </div>
      <FormAlert message={message} />
      <button type="submit" disabled={busy} className={`${BUTTON} w-full`}>
        {busy ? "Creating your account…" : "Create my account"}
      </button>
    </form>
  );
}
