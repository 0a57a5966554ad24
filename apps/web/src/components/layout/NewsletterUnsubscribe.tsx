"use client";

import { useState } from "react";
import { unsubscribeFromNewsletter } from "../../lib/newsletter.ts";
import { FormAlert } from "../account/FormAlert.tsx";
import { BUTTON, PANEL } from "../account/styles.ts";

/**
 * The unsubscribe link of our e-mails. It asks for one click rather than unsubscribing on load: mail
 * filters open links to scan them, and that must not end anyone's subscription.
 */
export function NewsletterUnsubscribe({ email, token }: { email: string; token: string }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!email || !token) {
    return (
      <div className={PANEL}>
        <FormAlert message="This unsubscribe link is incomplete. Please use the whole link from our e-mail, or sign in and write to us." />
      </div>
    );
  }

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    const failure = await unsubscribeFromNewsletter(email, token);
    setBusy(false);
    setError(failure);
    setDone(failure === null);
  };

  return (
    <div className={`${PANEL} space-y-4`}>
      {done ? (
        <FormAlert tone="success" message={`${email} is unsubscribed: we will not send it our newsletter any more.`} />
      ) : (
        <>
          <p>
            Stop sending the Petsies newsletter to <strong>{email}</strong>?
          </p>
          <FormAlert message={error} />
          <button type="button" onClick={onClick} disabled={busy} aria-busy={busy} className={BUTTON}>
            {busy ? "Unsubscribing…" : "Unsubscribe"}
          </button>
        </>
      )}
    </div>
  );
}
