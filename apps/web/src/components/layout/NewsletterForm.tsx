"use client";

import { FIELD_LIMITS } from "@petsies/domain";
import { useRef, useState, type FormEvent } from "react";
import { newsletterEmailError, rememberSubscribed, subscribeToNewsletter } from "../../lib/newsletter.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

/**
 * Spec §5 "E-mail form": errors (ours or the server's) show on the field; one submit at a time; idle →
 * submitting → success (form hidden). `idPrefix` keeps ids unique when the footer form and the modal's
 * are on one page.
 */
export function NewsletterForm({ idPrefix = "newsletter" }: { idPrefix?: string }) {
  const inputId = `${idPrefix}-email`;
  const ERROR_ID = `${idPrefix}-email-error`;
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const email = inputRef.current?.value ?? "";
    const invalid = newsletterEmailError(email);
    setError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    const failure = await subscribeToNewsletter(email);
    setSubmitting(false);
    if (failure) setError(failure);
    else {
      rememberSubscribed(email);
      setSubscribed(true);
    }
  };

  return (
    <div aria-live="polite">
      {subscribed ? (
        <p ref={(el) => el?.focus()} tabIndex={-1} className="font-semibold outline-none">
          Thank you for subscribing!
        </p>
      ) : (
        <form {...SCRIPT_FORM} onSubmit={onSubmit} className="flex flex-col gap-2">
          <label htmlFor={inputId} className="font-semibold">
            E-mail
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={FIELD_LIMITS.email}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ERROR_ID : undefined}
              className="h-11 min-w-0 flex-1 rounded-md border border-cocoa-muted bg-white px-3 text-ink"
            />
            <button
              type="submit"
              disabled={submitting}
              className="h-11 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-75"
            >
              Subscribe
            </button>
          </div>
          {error && (
            <p id={ERROR_ID} className="rounded bg-white px-2 py-1 text-sm font-semibold text-sale">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
