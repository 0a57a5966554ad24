/**
 * The member's passkeys: sign in with one instead of the password, or use one in place of the 6-digit code.
 * Adding or removing one needs a session that passed two-factor; the API says so otherwise.
 */
import { useQuery } from "@tanstack/react-query";
import { passkeysQueryOptions } from "../lib/passkeys.ts";
import { AddPasskeyForm } from "../components/passkeys/AddPasskeyForm.tsx";
import { PasskeyTable } from "../components/passkeys/PasskeyTable.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading } from "../components/ui/Notice.tsx";

export default function PasskeysScreen() {
  const passkeys = useQuery(passkeysQueryOptions);
  return (
    <>
      <PageHeader title="Passkeys" documentTitle="Passkeys" />
      <p className="mb-4 max-w-2xl text-sm text-slate-700">
        A passkey signs you in with this device's fingerprint, face or PIN: without your password, or after it in place of the 6-digit code.
      </p>
      <AddPasskeyForm />
      <ErrorNotice error={passkeys.error} className="mb-4" />
      {passkeys.data ? <PasskeyTable passkeys={passkeys.data.passkeys} /> : passkeys.isPending ? <Loading label="Loading passkeys…" /> : null}
    </>
  );
}
