/**
 * Limits on password sign-in that nobody but the account's owner can lock: the shop's customers
 * (users/accounts.ts) and its staff (staff/sessions.ts) sign in through the same rules.
 *
 * As Auth0's brute-force protection (per account and address) and Microsoft's smart lockout (the owner's
 * familiar place counts apart) have it, wrong passwords count per account and client address: a few stop
 * that address for that account, and the right password clears them. More from one address stop it for
 * every account. Failures from all addresses together never refuse an address that has not failed for the
 * account, so the owner's right password always gets in; past the account's limit they take the further
 * tries of the addresses that have failed, so guessing from many addresses gets one guess per new address.
 */
import type { Db } from "../../db/client.ts";
import { TooManyRequests } from "../errors.ts";
import { attemptsSoFar, clearLimit, countAttempts, giveBack, takeAttempts, type Attempt, type Limit } from "./rate-limit.ts";

export interface SignInLimits {
  perAddress: Limit;
  perAccountAndAddress: Limit;
  perAccount: Limit;
}

export type SignInCounters = [fromAddress: Attempt, pair: Attempt, account: Attempt];

/** The counters one sign-in touches: its client address, the account and address together, the account. */
export function countersFor(limits: SignInLimits, account: string, ip: string | null): SignInCounters {
  return [
    [limits.perAddress, ip],
    [limits.perAccountAndAddress, ip === null ? null : `${account} ${ip}`],
    [limits.perAccount, account],
  ];
}

/** Before the password is checked: 429 when this address may not try this account (or any) again yet. */
export async function takeSignInAttempt(db: Db, [fromAddress, pair, account]: SignInCounters, now = new Date()): Promise<void> {
  await takeAttempts(db, [fromAddress, pair], now);
  const failedHere = (await attemptsSoFar(db, pair, now)) > 1;
  if (failedHere && (await attemptsSoFar(db, account, now)) >= account[0].max) throw new TooManyRequests();
}

/** A wrong password (or code): it also counts for the account as a whole. */
export async function signInFailed(db: Db, [, , account]: SignInCounters, now = new Date()): Promise<void> {
  await countAttempts(db, [account], now);
}

/** The right password: this address's failures for the account are forgiven, and the attempt given back. */
export async function signInSucceeded(db: Db, [fromAddress, pair]: SignInCounters): Promise<void> {
  await clearLimit(db, pair);
  await giveBack(db, [fromAddress]);
}

/** Neither right nor wrong yet (a right password still waiting for its second factor): nothing counts. */
export async function signInUndecided(db: Db, [fromAddress, pair]: SignInCounters): Promise<void> {
  await giveBack(db, [fromAddress, pair]);
}
