"use client";

import { useRef, useState, type FormEvent } from "react";
import { newsletterEmailError, subscribeToNewsletter } from "../../lib/newsletter.ts";

const ERROR_ID = "newsletter-email-error";

/** Spec §5 "E-mail form": errors (ours or the server's) show on the field; one submit at a time. */
export function NewsletterForm() {
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
    else setSubscribed(true);
  };

  return (
    <div aria-live="polite">
      {subscribed ? (
        <p className="font-semibold">Thank you for subscribing!</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
          <label htmlFor="newsletter-email" className="font-semibold">
            E-mail
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
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
