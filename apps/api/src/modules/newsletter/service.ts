/**
 * Newsletter (spec §4 "Newsletter", §5 "E-mail form", §7 "Newsletter"): subscribe only when not subscribed,
 * unsubscribe only when subscribed, so repeating either changes nothing. The first subscription of an
 * address e-mails the welcome coupon; subscribing again later (after unsubscribing) does not: the row, and
 * with it the memory of the welcome, stays when its owner unsubscribes.
 *
 * Only the owner of an address reads or ends its subscription (security issue 20, item 13): a signed-in
 * customer whose e-mail it is, or whoever holds the unsubscribe link our e-mails carry.
 */
import { and, eq, sql } from "drizzle-orm";
import { isValidEmail, messages, normaliseEmail } from "@petsies/domain";
import type { NEWSLETTER_SOURCES } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { Forbidden, Invalid } from "../../infra/errors.ts";
import type { Mailer } from "../../infra/mail.ts";
import { hashToken, newToken, tokenMatches } from "../../infra/security/tokens.ts";
import { findCoupon } from "../promotions/coupons.ts";
import { welcomeMail } from "./welcome-mail.ts";

/** The coupon the welcome e-mail carries (seeded from data/store/gift-cards.ts). */
export const NEWSLETTER_COUPON = "PETSIES10";
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
export const INVALID_EMAIL = "Please enter a valid e-mail address";

export interface NewsletterDeps {
  mailer: Mailer;
  siteUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The spec §5 field rules: required, then a valid address. Answers the stored (lower-case) form. */
export function checkedEmail(raw: string | null | undefined): string {
  const email = normaliseEmail(raw ?? "");
  if (!email) throw new Invalid(messages.fieldRequired);
  if (!isValidEmail(email)) throw new Invalid(INVALID_EMAIL);
  return email;
}

/** What shows that an address is the caller's: their signed-in account's e-mail, or an unsubscribe link's token. */
export interface OwnerProof {
  customerEmail?: string | null | undefined;
  unsubscribeToken?: string | null | undefined;
}

/**
 * A stranger's unsubscribe gets 403 with this text, the same for every address, subscribed or not, so it
 * tells nothing. 403 rather than 404: a 404 would claim there is no such subscription (a lie, or a leak if
 * it were only said of unknown addresses), while 403 says what is missing and how the owner gets it.
 */
export const NOT_YOUR_SUBSCRIPTION = "To unsubscribe, use the link in one of our e-mails, or sign in with this e-mail address.";

async function subscriberRow(db: Db, email: string) {
  const [row] = await db
    .select({ subscribed: newsletterSubscribers.subscribed, tokenHash: newsletterSubscribers.unsubscribeTokenHash })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

function ownsAddress(email: string, row: { tokenHash: string | null } | undefined, proof: OwnerProof): boolean {
  if (proof.customerEmail && normaliseEmail(proof.customerEmail) === email) return true;
  return !!proof.unsubscribeToken && !!row?.tokenHash && tokenMatches(proof.unsubscribeToken, row.tokenHash);
}

/**
 * The owner gets the truth. Anyone else gets false, the answer of an address that never subscribed, so the
 * list cannot be probed: spec §7 gives this call no refusal, and the storefront never asks it (it
 * remembers its own subscription in the browser, spec §3 "Newsletter state").
 */
export async function isSubscribed(db: Db, rawEmail: string | undefined, proof: OwnerProof = {}): Promise<boolean> {
  const email = checkedEmail(rawEmail);
  const row = await subscriberRow(db, email);
  return ownsAddress(email, row, proof) && (row?.subscribed ?? false);
}

/**
 * Answers true (subscribed). The first subscription makes the address's unsubscribe token and mails it
 * in the welcome e-mail; only its hash is kept.
 */
export async function subscribe(db: Db, deps: NewsletterDeps, rawEmail: string | undefined, source: NewsletterSource = "form"): Promise<true> {
  const email = checkedEmail(rawEmail);
  const unsubscribeToken = newToken();
  const [first] = await db
    .insert(newsletterSubscribers)
    .values({ email, source, unsubscribeTokenHash: hashToken(unsubscribeToken) })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ email: newsletterSubscribers.email });
  if (first) {
    await sendWelcome(db, deps, email, unsubscribeToken);
  } else {
    await db
      .update(newsletterSubscribers)
      .set({ subscribed: true, unsubscribedAt: null, updatedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.subscribed, false)));
  }
  return true;
}

/**
 * Answers false (no longer subscribed); 403 for a caller who does not show the address is theirs, whether
 * or not it is subscribed. An address that never subscribed stays unknown.
 */
export async function unsubscribe(db: Db, rawEmail: string | undefined, proof: OwnerProof = {}): Promise<false> {
  const email = checkedEmail(rawEmail);
  if (!ownsAddress(email, await subscriberRow(db, email), proof)) throw new Forbidden(NOT_YOUR_SUBSCRIPTION);
  await endSubscription(db, email);
  return false;
}

/** Takes a subscribed address off the list; true when it was on it. The back office calls it too. */
export async function endSubscription(db: Db, email: string): Promise<boolean> {
  const ended = await db
    .update(newsletterSubscribers)
    .set({ subscribed: false, unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.subscribed, true)))
    .returning({ email: newsletterSubscribers.email });
  return ended.length > 0;
}

/** The subscription stands even if the e-mail cannot go out; the failure is logged for the team. */
async function sendWelcome(db: Db, deps: NewsletterDeps, email: string, unsubscribeToken: string) {
  const coupon = await findCoupon(db, NEWSLETTER_COUPON);
  // The e-mail promises a percent: a coupon edited into a fixed amount sends nothing rather than a wrong offer.
  if (!coupon || coupon.percent === null) {
    deps.log.warn({ coupon: NEWSLETTER_COUPON }, "newsletter welcome coupon is missing, inactive or not a percent; no welcome e-mail sent");
    return;
  }
  const unsubscribeUrl = unsubscribeLink(deps.siteUrl, email, unsubscribeToken);
  try {
    await deps.mailer.send(welcomeMail({ email, couponCode: coupon.code, percent: coupon.percent, siteUrl: deps.siteUrl, unsubscribeUrl }));
  } catch (err) {
    deps.log.error({ err }, "sending the newsletter welcome e-mail failed");
  }
}

/** The storefront page that unsubscribes with one click (apps/web newsletter/unsubscribe). */
export function unsubscribeLink(siteUrl: string, email: string, token: string): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ email, token })}`;
}

export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe/";
