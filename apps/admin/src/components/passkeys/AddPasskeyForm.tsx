/** Names a new passkey, then has the browser make it (the fingerprint, face or PIN dialog of the device). */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { newPasskeyBody } from "@petsies/contract/admin";
import { useAddPasskey } from "../../lib/passkeys.ts";
import { Button } from "../ui/Button.tsx";
import { TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";

const nameOnly = newPasskeyBody.pick({ name: true });

export function AddPasskeyForm() {
  const add = useAddPasskey();
  const form = useForm({ resolver: zodResolver(nameOnly), defaultValues: { name: "" } });
  const submit = form.handleSubmit(({ name }) => add.mutate(name, { onSuccess: () => form.reset() }));
  return (
    <form onSubmit={submit} noValidate className="mb-6 flex max-w-md flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <TextField label="Name of the new passkey" hint="Which device it is on, e.g. Work laptop" error={form.formState.errors.name?.message} {...form.register("name")} />
      <ErrorNotice error={add.error} />
      {add.isSuccess ? <Notice tone="success">The passkey is added.</Notice> : null}
      <Button type="submit" variant="primary" pending={add.isPending} pendingText="Waiting for your device…">
        Add a passkey
      </Button>
    </form>
  );
}
