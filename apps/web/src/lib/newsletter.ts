import { isValidEmail, messages } from "@petsies/domain";
import type { NewsletterAnswer } from "@petsies/contract";
import { apiCall } from "./api-call.ts";

export const INVALID_EMAIL = "Please enter a valid e-mail address";

/** Spec §5 "E-mail form": required, then a plausible address. Returns the field error or null. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return messages.fieldRequired;
  if (!isValidEmail(email)) return INVALID_EMAIL;
  return null;
}

const SUBSCRIBE_PATH = "/api/ext/mailchimp-subscribe/subscribe";
const TOO_MANY_REQUESTS = 429;

/** Subscribes through the same-origin API; resolves to null on success or the message to show. */
export async function subscribeToNewsletter(email: string): Promise<string | null> {
  const fallbackMessage = messages.newsletterFallback;
  const answer = await apiCall<NewsletterAnswer>("POST", SUBSCRIBE_PATH, { email: email.trim() }, { fallbackMessage });
  if (answer.ok) return null;
  // The form has one field: the shop's word on the e-mail is its message, else its general one.
  if (answer.fields?.email) return answer.fields.email;
  // Decided by the status: a limit says the spec §8 text whether or not the answer carried one.
  return answer.status === TOO_MANY_REQUESTS ? messages.tooManyRequests : answer.message;
}

/**
 * The unsubscribe link of our e-mails (/newsletter/unsubscribe/?email&token): ends that address's
 * subscription with the link's token. Resolves to null on success or the message to show.
 */
export async function unsubscribeFromNewsletter(email: string, unsubscribeToken: string): Promise<string | null> {
  const answer = await apiCall<NewsletterAnswer>("DELETE", SUBSCRIBE_PATH, { email, unsubscribeToken }, { fallbackMessage: messages.newsletterFallback });
  return answer.ok ? null : answer.message;
}

/** Newsletter state (spec §3): whether this browser subscribed, and with which e-mail. */
export interface NewsletterState {
  isSubscribed: boolean;
  email: string;
}

const STATE_KEY = "newsletter";
const FIRST_VISIT_KEY = "newsletter-first-visit";
const DISMISSED_KEY = "newsletter-prompt-dismissed";
/** The 10%-off invitation appears once, after this long on the site. */
export const NEWSLETTER_PROMPT_DELAY_MS = 30_000;
/** Where an invitation would interrupt: paying, the cart, the account, unsubscribing. */
const NO_PROMPT_PATHS = ["/checkout/", "/my-account/", "/sign-in/", "/sign-up/", "/authenticate/", "/customer/", "/newsletter/"];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readNewsletterState(): NewsletterState {
  try {
    const parsed = JSON.parse(storage()?.getItem(STATE_KEY) ?? "null") as Partial<NewsletterState> | null;
    return { isSubscribed: parsed?.isSubscribed === true, email: typeof parsed?.email === "string" ? parsed.email : "" };
  } catch {
    return { isSubscribed: false, email: "" };
  }
}

export function rememberSubscribed(email: string): void {
  storage()?.setItem(STATE_KEY, JSON.stringify({ isSubscribed: true, email: email.trim().toLowerCase() }));
}

export function dismissNewsletterPrompt(): void {
  storage()?.setItem(DISMISSED_KEY, "1");
}

/**
 * Milliseconds until the invitation should open on this page, or null when it should not: already
 * subscribed, dismissed before, or a page where it would interrupt.
 */
export function newsletterPromptDelay(pathname: string, now = Date.now()): number | null {
  const store = storage();
  if (!store || readNewsletterState().isSubscribed || store.getItem(DISMISSED_KEY)) return null;
  if (NO_PROMPT_PATHS.some((p) => pathname.startsWith(p))) return null;
  let first = Number(store.getItem(FIRST_VISIT_KEY));
  if (!Number.isFinite(first) || first <= 0) {
    first = now;
    store.setItem(FIRST_VISIT_KEY, String(now));
  }
  return Math.max(0, first + NEWSLETTER_PROMPT_DELAY_MS - now);
}
