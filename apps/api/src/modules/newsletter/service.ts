/**
 * Newsletter (spec §4 "Newsletter", §5 "E-mail form", §7 "Newsletter"): subscribe only when not subscribed,
 * unsubscribe only when subscribed, so repeating either changes nothing. The first subscription of an
 * address e-mails the welcome coupon; subscribing again later (after unsubscribing) does not.
 */
import { and, eq, sql } from "drizzle-orm";
import { isValidEmail, messages, normaliseEmail } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { Invalid } from "../../infra/errors.ts";
import type { Mailer } from "../../infra/mail.ts";
import { findCoupon } from "../cart/service.ts";
import { welcomeMail } from "./welcome-mail.ts";

/** The coupon the welcome e-mail carries (seeded from data/store/gift-cards.ts). */
export const NEWSLETTER_COUPON = "PETSIES10";
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

export async function isSubscribed(db: Db, rawEmail: string | undefined): Promise<boolean> {
  const email = checkedEmail(rawEmail);
  const [row] = await db
    .select({ subscribed: newsletterSubscribers.subscribed })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.subscribed ?? false;
}

/** Answers true (subscribed). */
export async function subscribe(db: Db, deps: NewsletterDeps, rawEmail: string | undefined): Promise<true> {
  const email = checkedEmail(rawEmail);
  const [first] = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ email: newsletterSubscribers.email });
  if (first) {
    await sendWelcome(db, deps, email);
  } else {
    await db
      .update(newsletterSubscribers)
      .set({ subscribed: true, updatedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.subscribed, false)));
  }
  return true;
}

/** Answers false (no longer subscribed). An address that never subscribed stays unknown. */
export async function unsubscribe(db: Db, rawEmail: string | undefined): Promise<false> {
  const email = checkedEmail(rawEmail);
  await db
    .update(newsletterSubscribers)
    .set({ subscribed: false, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.subscribed, true)));
  return false;
}

/** The subscription stands even if the e-mail cannot go out; the failure is logged for the team. */
async function sendWelcome(db: Db, deps: NewsletterDeps, email: string) {
  const coupon = await findCoupon(db, NEWSLETTER_COUPON);
  if (!coupon) {
    deps.log.warn({ coupon: NEWSLETTER_COUPON }, "newsletter welcome coupon is missing or inactive; no welcome e-mail sent");
    return;
  }
  try {
    await deps.mailer.send(welcomeMail({ email, couponCode: coupon.code, percent: coupon.percent, siteUrl: deps.siteUrl }));
  } catch (err) {
    deps.log.error({ err }, "sending the newsletter welcome e-mail failed");
  }
}
