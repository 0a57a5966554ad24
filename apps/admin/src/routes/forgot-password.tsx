import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { passwordResetRequestBody } from "@petsies/contract/admin";
import { usePasswordResetRequest } from "../lib/session.ts";
import { AuthCard } from "../components/auth/AuthCard.tsx";
import { Button } from "../components/ui/Button.tsx";
import { TextField } from "../components/ui/Field.tsx";
import { ErrorNotice, Notice } from "../components/ui/Notice.tsx";
import { useServerFieldErrors } from "../lib/server-field-errors.ts";

/** The API's request paths → this form's fields (the same names). */
const FIELDS = { email: "email" } as const;

export default function ForgotPasswordScreen() {
  const resetRequest = usePasswordResetRequest();
  const form = useForm({ resolver: zodResolver(passwordResetRequestBody), defaultValues: { email: "" } });
  const submit = form.handleSubmit((body) => resetRequest.mutate(body));
  const unplaced = useServerFieldErrors(form, resetRequest.error, FIELDS);

  return (
    <AuthCard title="Forgot your password?">
      {resetRequest.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">
            If {resetRequest.variables.email} belongs to a staff member, a link to set a new password is on its way. It works once and for a
            limited time.
          </Notice>
          <Link to="/sign-in" search={{}} className="text-sm text-indigo-800 underline-offset-2 hover:underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">Enter the e-mail address you sign in with and we will send you a link to set a new password.</p>
          <ErrorNotice error={unplaced} />
          <TextField label="E-mail" type="email" autoComplete="username" autoFocus error={form.formState.errors.email?.message} {...form.register("email")} />
          <Button type="submit" variant="primary" pending={resetRequest.isPending} pendingText="Sending…">
            Send the link
          </Button>
          <Link to="/sign-in" search={{}} className="text-center text-sm text-indigo-800 underline-offset-2 hover:underline">
            Back to sign in
          </Link>
        </form>
      )}
    </AuthCard>
  );
}
