/**
 * Customer accounts (spec §3 "Customer/user", §7 "User"): sign-up, sign-in with a password, changing and
 * setting the password. E-mails are compared and stored trimmed and lower-cased. A failed sign-in says
 * the same thing, and takes as long, whether or not the e-mail has an account.
 */
import { eq } from "drizzle-orm";
import { passwordError } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { customers } from "../../db/schema.ts";
import { Invalid, Unauthorized } from "../../infra/errors.ts";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../../infra/security/passwords.ts";
import { clearLimit, giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import {
  countersFor,
  signInFailed,
  signInSucceeded,
  takeSignInAttempt,
  type SignInCounters,
  type SignInLimits,
} from "../../infra/security/sign-in-limits.ts";
import { voidEmailTokens } from "./email-tokens.ts";
import { endAllSessions, startSession, type CustomerRow, type IssuedSession } from "./sessions.ts";

export const LOGIN_FAILED = "You did not sign in correctly or your account is temporarily disabled.";
export const EMAIL_TAKEN = "An account with this e-mail address already exists. Sign in, or reset your password if you forgot it.";
export const CURRENT_PASSWORD_WRONG = "The current password is not correct.";

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
}

export async function customerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [customer] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  return customer;
}

/**
 * A new account; undefined when the e-mail already has one. No password: a passwordless sign-up, whose
 * e-mail the sign-in link just proved; a password sign-up's e-mail is unproven until a link is opened.
 */
export async function insertCustomer(db: Db, who: NewCustomer, passwordHash: string | null, now = new Date()): Promise<CustomerRow | undefined> {
  const [customer] = await db
    .insert(customers)
    .values({ email: who.email, firstName: who.firstname, lastName: who.lastname, passwordHash, emailVerifiedAt: passwordHash ? null : now })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  return customer;
}

export function checkNewPassword(password: string): void {
  const problem = passwordError(password);
  if (problem) throw new Invalid(problem);
}

/** POST /api/user/create. Failed sign-ups count per client address: a taken e-mail tells that it has an account. */
export async function createAccount(db: Db, who: NewCustomer, password: string, ip: string | null, now = new Date()) {
  checkNewPassword(password);
  const attempt: Attempt = [LIMITS.signupPerIp, ip];
  await takeAttempts(db, [attempt], now);
  const customer = await insertCustomer(db, who, await hashPassword(password));
  if (!customer) throw new Invalid(EMAIL_TAKEN);
  await giveBack(db, [attempt]);
  return { customer, session: await startSession(db, customer.id, now) };
}

const CUSTOMER_SIGN_IN: SignInLimits = { perAddress: LIMITS.loginPerIp, perAccountAndAddress: LIMITS.loginPerAccountAndIp, perAccount: LIMITS.loginPerAccount };

/** The counters one customer sign-in touches (infra/security/sign-in-limits.ts). */
export function signInCounters(email: string, ip: string | null): SignInCounters {
  return countersFor(CUSTOMER_SIGN_IN, email, ip);
}

/**
 * POST /api/user/login: a session for the right e-mail and password, the one generic failure otherwise.
 * Nobody but the owner can lock an account (infra/security/sign-in-limits.ts): 5 wrong passwords stop an
 * address for the account, 20 stop it for every account, and 20 for the account from anywhere leave it
 * open only at the places it was signed in from.
 */
export async function logIn(db: Db, email: string, password: string, ip: string | null, now = new Date()): Promise<IssuedSession> {
  const counters = signInCounters(email, ip);
  await takeSignInAttempt(db, counters, now);
  const customer = await customerByEmail(db, email);
  const stored = customer?.passwordHash ?? (await DUMMY_PASSWORD_HASH);
  const matches = await verifyPassword(password, stored);
  if (!customer?.passwordHash || !matches) {
    await signInFailed(db, counters, now);
    throw new Unauthorized(LOGIN_FAILED);
  }
  await signInSucceeded(db, counters, now);
  return startSession(db, customer.id, now);
}

/**
 * Sets a new password: every session ends (a stolen one too) and unspent reset links stop working.
 * Answers nothing; the caller decides whether a new session starts.
 */
export async function setPassword(db: Db, customer: CustomerRow, password: string, now = new Date()): Promise<void> {
  checkNewPassword(password);
  await db.update(customers).set({ passwordHash: await hashPassword(password), updatedAt: now }).where(eq(customers.id, customer.id));
  await endAllSessions(db, customer.id, now);
  await voidEmailTokens(db, "password_reset", customer.email, now);
}

/**
 * POST /api/user/change-password: needs the current password (wrong ones count against a limit, so a
 * stolen session cannot guess it), then answers a fresh session, as every other one has ended.
 */
export async function changePassword(
  db: Db,
  customer: CustomerRow,
  currentPassword: string,
  newPassword: string,
  now = new Date(),
): Promise<IssuedSession> {
  checkNewPassword(newPassword);
  await checkCurrentPassword(db, customer, currentPassword, now);
  await setPassword(db, customer, newPassword, now);
  return startSession(db, customer.id, now);
}

/**
 * What a signed-in customer types to change the password or the e-mail: wrong ones count against a limit
 * per account, so a stolen session cannot guess it.
 */
export async function checkCurrentPassword(db: Db, customer: CustomerRow, currentPassword: string, now = new Date()): Promise<void> {
  const attempt: Attempt = [LIMITS.passwordPerCustomer, customer.id];
  await takeAttempts(db, [attempt], now);
  const matches = await verifyPassword(currentPassword, customer.passwordHash ?? (await DUMMY_PASSWORD_HASH));
  if (!customer.passwordHash || !matches) throw new Invalid(CURRENT_PASSWORD_WRONG);
  await clearLimit(db, attempt);
}

/**
 * The customer has just shown they hold the account's e-mail (an e-mailed sign-in link, a reset link). If
 * nobody had before, the account may have been opened by someone else in their name, with a password of
 * that someone's choosing (account pre-takeover): that password is dropped and every session ends, as
 * identity providers do, and the e-mail counts as proven from now on. What was entered meanwhile (names,
 * addresses) stays for the owner to see and change. Answers the account as it is now.
 */
export async function emailProven(db: Db, customer: CustomerRow, now = new Date()): Promise<CustomerRow> {
  if (customer.emailVerifiedAt) return customer;
  const [proven] = await db
    .update(customers)
    .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
    .where(eq(customers.id, customer.id))
    .returning();
  if (customer.passwordHash) await endAllSessions(db, customer.id, now);
  return proven ?? customer;
}
