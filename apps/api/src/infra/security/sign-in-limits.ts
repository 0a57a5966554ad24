/**
 * Limits on password sign-in that nobody but the account's owner can lock: the shop's customers
 * (users/accounts.ts) and its staff (staff/sessions.ts) sign in through the same rules. A wrong two-factor
 * code after the right password counts as a wrong password.
 *
 * As Auth0's brute-force protection (per account and address) and Microsoft's smart lockout (the owner's
 * familiar place counts apart) have it, wrong passwords count per account and client address (an IPv4
 * address or an IPv6 /64, rate-limit.ts clientAddress): a few stop that address for that account, and the
 * right password clears them. More from one address stop it for every account.
 *
 * Failures from all addresses together make the account's own count. Past its limit, only the places the
 * account has signed in from (in the last SIGN_IN_PLACE_TTL_MS) may try again; every other address is
 * refused until the window has passed, so guessing from many addresses of many networks gets no more than
 * the account's limit per window, and a stranger's guesses never refuse the owner at a familiar place. The
 * owner at an unfamiliar place while that lasts comes in through the e-mail: a customer's sign-in link,
 * anyone's reset link, each of which makes the address a place of the account (rememberSignInPlace).
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { signInPlaces } from "../../db/schema.ts";
import { TooManyRequests } from "../errors.ts";
import { attemptsSoFar, clearLimit, countAttempts, giveBack, limitKey, takeAttempts, type Attempt, type Limit } from "./rate-limit.ts";

export interface SignInLimits {
  perAddress: Limit;
  perAccountAndAddress: Limit;
  perAccount: Limit;
}

export type SignInCounters = [fromAddress: Attempt, pair: Attempt, account: Attempt];

/** How long an address stays a place of the account after its last sign-in there. */
export const SIGN_IN_PLACE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The counters one sign-in touches: its client address, the account and address together, the account. */
export function countersFor(limits: SignInLimits, account: string, ip: string | null): SignInCounters {
  return [
    [limits.perAddress, ip],
    [limits.perAccountAndAddress, ip === null ? null : `${account} ${ip}`],
    [limits.perAccount, account],
  ];
}

/** The place key of an account and address (named as their counter, so neither is stored as such). */
function placeKey([limit, subject]: Attempt): string | null {
  return subject === null ? null : limitKey(limit, subject);
}

async function isSignInPlace(db: Db, pair: Attempt, now: Date): Promise<boolean> {
  const key = placeKey(pair);
  if (key === null) return false;
  const [place] = await db.select().from(signInPlaces).where(eq(signInPlaces.key, key));
  return place !== undefined && now.getTime() - place.lastSignInAt.getTime() < SIGN_IN_PLACE_TTL_MS;
}

/** The account has been signed in to from this address, or its e-mail proven there. */
export async function rememberSignInPlace(db: Db, [, pair]: SignInCounters, now = new Date()): Promise<void> {
  const key = placeKey(pair);
  if (key === null) return;
  await db
    .insert(signInPlaces)
    .values({ key, lastSignInAt: now })
    .onConflictDoUpdate({ target: signInPlaces.key, set: { lastSignInAt: sql`excluded.last_sign_in_at` } });
}

/** Forgets the places not signed in from for SIGN_IN_PLACE_TTL_MS. */
export async function pruneSignInPlaces(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(signInPlaces)
    .where(lt(signInPlaces.lastSignInAt, new Date(now.getTime() - SIGN_IN_PLACE_TTL_MS)))
    .returning({ key: signInPlaces.key });
  return removed.length;
}

/** Before the password is checked: 429 when this address may not try this account (or any) again yet. */
export async function takeSignInAttempt(db: Db, [fromAddress, pair, account]: SignInCounters, now = new Date()): Promise<void> {
  await takeAttempts(db, [fromAddress, pair], now);
  const accountHadEnough = (await attemptsSoFar(db, account, now)) >= account[0].max;
  if (accountHadEnough && !(await isSignInPlace(db, pair, now))) throw new TooManyRequests();
}

/** A wrong password (or code): it also counts for the account as a whole. */
export async function signInFailed(db: Db, [, , account]: SignInCounters, now = new Date()): Promise<void> {
  await countAttempts(db, [account], now);
}

/**
 * The right password (and code): this address's failures for the account are forgiven, the attempt given
 * back, and the address is a place of the account.
 */
export async function signInSucceeded(db: Db, counters: SignInCounters, now = new Date()): Promise<void> {
  const [fromAddress, pair] = counters;
  await clearLimit(db, pair);
  await giveBack(db, [fromAddress]);
  await rememberSignInPlace(db, counters, now);
}

/** Neither right nor wrong yet (a right password still waiting for its second factor): nothing counts. */
export async function signInUndecided(db: Db, [fromAddress, pair]: SignInCounters): Promise<void> {
  await giveBack(db, [fromAddress, pair]);
}
