/** Sign-in with a passkey alone, beside the password form; shown where the browser has passkeys. */
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import type { SessionAnswer } from "@petsies/contract/admin";
import { usePasskeySignIn } from "../../lib/passkeys.ts";
import { Button } from "../ui/Button.tsx";
import { ErrorNotice } from "../ui/Notice.tsx";

export function PasskeySignIn({ onSignedIn }: { onSignedIn: (session: SessionAnswer) => void }) {
  const signIn = usePasskeySignIn();
  if (!browserSupportsWebAuthn()) return null;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
      <ErrorNotice error={signIn.error} />
      <Button pending={signIn.isPending} pendingText="Waiting for your passkey…" onClick={() => signIn.mutate(undefined, { onSuccess: onSignedIn })}>
        Sign in with a passkey
      </Button>
    </div>
  );
}
