/**
 * Customer accounts (spec §3 "Customer/user", §7 "User"): sign-up, sign-in with a password, changing and
 * setting the password. E-mails are compared and stored trimmed and lower-cased. A failed sign-in says
 * the same thing, and takes as long, whether or not the e-mail has an account.
 */
import { eq } from "drizzle-orm";
import { passwordError } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { customers } from "../../db/schema.ts";
import { Invalid, TooManyRequests, Unauthorized } from "../../infra/errors.ts";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../../infra/security/passwords.ts";
import { attemptsSoFar, clearLimit, countAttempts, giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
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

/** A new account; undefined when the e-mail already has one. No password: a passwordless sign-up. */
export async function insertCustomer(db: Db, who: NewCustomer, passwordHash: string | null): Promise<CustomerRow | undefined> {
  const [customer] = await db
    .insert(customers)
    .values({ email: who.email, firstName: who.firstname, lastName: who.lastname, passwordHash })
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

/** The counters one sign-in touches: its client address, the account and address together, the account. */
export function signInCounters(email: string, ip: string | null): [fromAddress: Attempt, pair: Attempt, account: Attempt] {
  return [
    [LIMITS.loginPerIp, ip],
    [LIMITS.loginPerAccountAndIp, ip === null ? null : `${email} ${ip}`],
    [LIMITS.loginPerAccount, email],
  ];
}

/**
 * POST /api/user/login: a session for the right e-mail and password, the one generic failure otherwise.
 *
 * Nobody but the owner can lock an account, as Auth0's brute-force protection (per account and address)
 * and Microsoft's smart lockout (the owner's familiar place counts apart) have it. Wrong passwords count per
 * account and client address: 5 stop that address for that account, and the right password clears them.
 * 20 from one address stop it for every account. Failures from all addresses together never refuse an
 * address that has not failed for the account, so the owner's right password always gets in; past 20 in
 * the window they take the further tries of the addresses that have failed, so guessing from many
 * addresses gets one guess per new address.
 */
export async function logIn(db: Db, email: string, password: string, ip: string | null, now = new Date()): Promise<IssuedSession> {
  const [fromAddress, pair, account] = signInCounters(email, ip);
  await takeAttempts(db, [fromAddress, pair], now);
  const failedHere = (await attemptsSoFar(db, pair, now)) > 1;
  if (failedHere && (await attemptsSoFar(db, account, now)) >= LIMITS.loginPerAccount.max) throw new TooManyRequests();
  const customer = await customerByEmail(db, email);
  const stored = customer?.passwordHash ?? (await DUMMY_PASSWORD_HASH);
  const matches = await verifyPassword(password, stored);
  if (!customer?.passwordHash || !matches) {
    await countAttempts(db, [account], now);
    throw new Unauthorized(LOGIN_FAILED);
  }
  await clearLimit(db, pair);
  await giveBack(db, [fromAddress]);
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
  const attempt: Attempt = [LIMITS.passwordPerCustomer, customer.id];
  await takeAttempts(db, [attempt], now);
  const matches = await verifyPassword(currentPassword, customer.passwordHash ?? (await DUMMY_PASSWORD_HASH));
  if (!customer.passwordHash || !matches) throw new Invalid(CURRENT_PASSWORD_WRONG);
  await clearLimit(db, attempt);
  await setPassword(db, customer, newPassword, now);
  return startSession(db, customer.id, now);
}
