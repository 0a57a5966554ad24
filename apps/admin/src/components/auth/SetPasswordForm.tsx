/**
 * A new password and its confirmation. The rules are the contract's staffPassword, checked as they type and
 * shown at the field; the API checks them again, and a rule it refuses comes back in the answer's `fields`
 * to the same field. A refusal without a field is the link's (used or expired): it shows above the form.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { z } from "zod";
import { staffPassword, STAFF_PASSWORD_MIN_LENGTH } from "@petsies/contract/admin";
import { passwordMessages } from "@petsies/domain";
import { useSetPassword } from "../../lib/session.ts";
import { Button, buttonClass } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { Notice } from "../ui/Notice.tsx";
import { useServerFieldErrors } from "../../lib/server-field-errors.ts";

const setPasswordForm = z
  .object({ password: staffPassword, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { message: passwordMessages.mismatch, path: ["confirmation"] });

/** The API's request paths → this form's fields; a refused token has no field and stays for the notice. */
const FIELDS = { password: "password" } as const;

export function SetPasswordForm({ token }: { token: string }) {
  const setPassword = useSetPassword();
  const form = useForm({ resolver: zodResolver(setPasswordForm), defaultValues: { password: "", confirmation: "" }, mode: "onTouched" });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, setPassword.error, FIELDS);

  const submit = form.handleSubmit(({ password }) => setPassword.mutate({ token, password }));

  if (setPassword.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">Your password is set. You can sign in with it now.</Notice>
        <Link to="/sign-in" search={{}} className={buttonClass("primary")}>
          Sign in
        </Link>
      </div>
    );
  }

  const apiMessage = unplaced && setPassword.error ? setPassword.error.message : null;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {apiMessage ? (
        <Notice tone="error">
          {apiMessage}{" "}
          <Link to="/forgot-password" className="font-medium underline">
            Ask for a new link
          </Link>
        </Notice>
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, mixing at least 3 of: lower-case, upper-case, digits, symbols.`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField label="Confirm the new password" type="password" autoComplete="new-password" error={errors.confirmation?.message} {...form.register("confirmation")} />
      <Button type="submit" variant="primary" pending={setPassword.isPending} pendingText="Saving…">
        Set password
      </Button>
    </form>
  );
}
