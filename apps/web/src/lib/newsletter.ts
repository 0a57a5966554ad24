import { isValidEmail, messages } from "@petsies/domain";

export const INVALID_EMAIL = "Please enter a valid e-mail address";

/** Spec §5 "E-mail form": required, then a plausible address. Returns the field error or null. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return messages.fieldRequired;
  if (!isValidEmail(email)) return INVALID_EMAIL;
  return null;
}

/** Subscribes through the same-origin API; resolves to null on success or the message to show. */
export async function subscribeToNewsletter(email: string): Promise<string | null> {
  try {
    const res = await fetch("/api/ext/mailchimp-subscribe/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: email.trim() }),
    });
    if (res.ok) return null;
    const body = (await res.json().catch(() => null)) as { result?: unknown } | null;
    if (typeof body?.result === "string" && body.result) return body.result;
    return res.status === 429 ? messages.tooManyRequests : messages.newsletterFallback;
  } catch {
    return messages.newsletterFallback;
  }
}
