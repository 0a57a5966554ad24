/**
 * Passwordless sign-in (spec §7 login-requests, authenticate-requests, registration-requests): a link
 * e-mailed to any address, working once for 15 minutes. Opening it signs in the account with that e-mail;
 * for an e-mail without one it answers a registration token (30 minutes, once) that creates the account
 * with the shopper's name. Owning the e-mail is the proof, so every address gets the same e-mail and
 * nothing tells whether it has an account; the first proof takes an account opened by someone else in the
 * owner's name over (accounts.ts emailProven).
 */
import type { Db } from "../../db/client.ts";
import { Invalid } from "../../infra/errors.ts";
import type { MailMessage } from "../../infra/mail.ts";
import { giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import { mayMail, type MailLimits } from "../../infra/security/mail-requests.ts";
import { rememberSignInPlace } from "../../infra/security/sign-in-limits.ts";
import { linkWith, signInLinkMail } from "./account-mail.ts";
import { customerByEmail, emailProven, insertCustomer, signInCounters, type NewCustomer } from "./accounts.ts";
import { issueEmailToken, spendEmailToken } from "./email-tokens.ts";
import { startSession, type IssuedSession } from "./sessions.ts";

export const SIGN_IN_LINK_NOT_VALID = "This sign-in link is not valid or has expired. Please ask for a new one.";
export const REGISTRATION_NOT_VALID = "Your sign-up has expired. Please ask for a new sign-in link.";
export const AUTHENTICATE_PATH = "/authenticate/";

export interface Authenticated {
  is_new_customer: boolean;
  /** A user token, or for a new customer the registration token. */
  token: string;
  refreshToken: string | null;
}

const SIGN_IN_MAIL: MailLimits = { perAddress: LIMITS.signInMailPerIp, perEmailAndAddress: LIMITS.signInMailPerEmailAndIp, perEmail: LIMITS.signInMailPerEmail };

/**
 * The sign-in link e-mail to send, or null when the e-mail has had its sign-in mails for now
 * (infra/security/mail-requests.ts): the answer is the same.
 */
export async function requestSignInLink(db: Db, siteUrl: string, email: string, ip: string | null, now = new Date()): Promise<MailMessage | null> {
  if (!(await mayMail(db, SIGN_IN_MAIL, email, ip, now))) return null;
  const customer = await customerByEmail(db, email);
  const token = await issueEmailToken(db, { kind: "login", email, customerId: customer?.id ?? null }, now);
  return signInLinkMail(email, linkWith(siteUrl, AUTHENTICATE_PATH, { token, email }));
}

/** Spends a sign-in link: a session for an account, else a registration token. */
export async function authenticate(db: Db, email: string, token: string, ip: string | null, now = new Date()): Promise<Authenticated> {
  const attempt: Attempt = [LIMITS.tokenPerIp, ip];
  await takeAttempts(db, [attempt], now);
  if (!(await spendEmailToken(db, "login", email, token, now))) throw new Invalid(SIGN_IN_LINK_NOT_VALID);
  await giveBack(db, [attempt]);
  // Looked up now, not when the link was sent: the account may have been created in between.
  const customer = await customerByEmail(db, email);
  if (customer) {
    // The owner is here: their password works from this address even while strangers guess it elsewhere.
    await rememberSignInPlace(db, signInCounters(email, ip), now);
    return { is_new_customer: false, ...(await startSession(db, (await emailProven(db, customer, now)).id, now)) };
  }
  const registration = await issueEmailToken(db, { kind: "registration", email, customerId: null }, now);
  return { is_new_customer: true, token: registration, refreshToken: null };
}

/**
 * Spends a registration token: the account (without a password; one can be set through the reset link)
 * and its first session. Should the e-mail have got an account meanwhile, its owner has just proved they
 * hold the e-mail: they are signed in to it, and its names stay as they are.
 */
export async function register(db: Db, who: NewCustomer, token: string, ip: string | null, now = new Date()): Promise<IssuedSession> {
  const attempt: Attempt = [LIMITS.tokenPerIp, ip];
  await takeAttempts(db, [attempt], now);
  if (!(await spendEmailToken(db, "registration", who.email, token, now))) throw new Invalid(REGISTRATION_NOT_VALID);
  await giveBack(db, [attempt]);
  const customer = (await insertCustomer(db, who, null, now)) ?? (await emailProven(db, (await customerByEmail(db, who.email))!, now));
  return startSession(db, customer.id, now);
}
