/**
 * Limits on what can be guessed or abused: passwords, e-mailed links, gift card and coupon codes, cart
 * recovery and download links, uploads, image variants made. Counters live in the rate_limits table, so
 * every API process sees the same count (DESIGN.md "Scaling past one machine").
 * Each counter is a fixed window: the first attempt opens it, and it starts over once it has passed.
 *
 * An attempt is counted before the work it guards (one atomic upsert), so requests that arrive together
 * cannot all slip under the limit; an attempt that succeeds gives its count back.
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";
import { TooManyRequests } from "../errors.ts";
import { addressBlock } from "./address-block.ts";
import { hashToken } from "./tokens.ts";

export interface Limit {
  /** Names the counter; keys are `name:sha256(subject)`, so no e-mail or address is stored as such. */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

export const LIMITS = {
  /**
   * Wrong passwords (accounts.ts logIn): per account and client address, which the right password clears;
   * per address, whatever accounts it names; and per account from every address, past which only the
   * account's sign-in places may try (sign-in-limits.ts).
   */
  loginPerAccountAndIp: { name: "login:account-ip", max: 5, windowMs: 15 * MINUTE },
  loginPerIp: { name: "login:ip", max: 20, windowMs: 15 * MINUTE },
  loginPerAccount: { name: "login:account", max: 20, windowMs: 15 * MINUTE },
  /**
   * E-mails sent on request (mail-requests.ts), each request counting: sign-in links and password reset
   * links apart, so that asking for many of one kind never stops the other from reaching the owner. Per
   * e-mail is a quiet cap on the mails sent, never a refusal.
   */
  signInMailPerEmail: { name: "signin-mail:email", max: 5, windowMs: 15 * MINUTE },
  signInMailPerEmailAndIp: { name: "signin-mail:email-ip", max: 5, windowMs: 15 * MINUTE },
  signInMailPerIp: { name: "signin-mail:ip", max: 20, windowMs: 15 * MINUTE },
  resetMailPerEmail: { name: "reset-mail:email", max: 5, windowMs: 15 * MINUTE },
  resetMailPerEmailAndIp: { name: "reset-mail:email-ip", max: 5, windowMs: 15 * MINUTE },
  resetMailPerIp: { name: "reset-mail:ip", max: 20, windowMs: 15 * MINUTE },
  /** Plushie reminder e-mails, per address they go to and per client address. */
  reminderMailPerEmail: { name: "reminder-mail:email", max: 5, windowMs: 15 * MINUTE },
  reminderMailPerIp: { name: "reminder-mail:ip", max: 20, windowMs: 15 * MINUTE },
  /** Reset, sign-in and registration tokens that did not match. */
  tokenPerIp: { name: "token:ip", max: 20, windowMs: 15 * MINUTE },
  /** Cart recovery and download links whose token did not match. */
  linkPerIp: { name: "link:ip", max: 20, windowMs: 15 * MINUTE },
  /** Wrong current passwords at change-password (someone holding a stolen session). */
  passwordPerCustomer: { name: "password:customer", max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ups (an e-mail already taken tells that the account exists). */
  signupPerIp: { name: "signup:ip", max: 20, windowMs: 15 * MINUTE },
  /**
   * Gift card codes that did not work, per client address (a new cart starts nothing over) and per code
   * tried, so one code cannot be tried from many addresses either.
   */
  giftCardPerIp: { name: "giftcard:ip", max: 10, windowMs: 15 * MINUTE },
  giftCardPerCode: { name: "giftcard:code", max: 5, windowMs: 15 * MINUTE },
  /** Coupon codes that did not work, per client address. */
  couponPerIp: { name: "coupon:ip", max: 20, windowMs: 15 * MINUTE },
  /** Photo uploads (each stores a file) and new plushies (each stores a row), per client address. */
  uploadPerIp: { name: "upload:ip", max: 60, windowMs: 15 * MINUTE },
  plushiePerIp: { name: "plushie:ip", max: 60, windowMs: 15 * MINUTE },
  /**
   * Image variants made (GET /api/media with edits, not stored yet: each is image work), per client address.
   * A shopper on a fresh catalogue makes one per picture a page shows; variants already stored are free.
   */
  mediaVariantPerIp: { name: "media-variant:ip", max: 600, windowMs: 15 * MINUTE },
  /** Reviews written or rewritten by one customer. */
  reviewPerCustomer: { name: "review:customer", max: 20, windowMs: 60 * MINUTE },
  /** Pet birthdays and customer stories shared (each stores a row the shop reads), per client address and e-mail. */
  sharePerIp: { name: "share:ip", max: 10, windowMs: 15 * MINUTE },
  sharePerEmail: { name: "share:email", max: 5, windowMs: 15 * MINUTE },
  /**
   * Newsletter subscriptions, per client address: each may store an address and mail it the welcome coupon,
   * and a shopper subscribes once.
   */
  newsletterPerIp: { name: "newsletter:ip", max: 10, windowMs: 15 * MINUTE },
  /**
   * Payments that an online provider declined (card testing: stolen card numbers tried one after another
   * through the shop), per client address, per cart and per e-mail; past the limit no new payment is asked of
   * the provider. Payments that go through, and offline methods, count nothing.
   */
  paymentPerIp: { name: "payment:ip", max: 20, windowMs: 60 * MINUTE },
  paymentPerCart: { name: "payment:cart", max: 5, windowMs: 60 * MINUTE },
  paymentPerEmail: { name: "payment:email", max: 5, windowMs: 60 * MINUTE },
  /** Browser errors reported (each may store or update a row), per client address. */
  errorLogPerIp: { name: "errorlog:ip", max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * One counter: a limit and what it counts (an e-mail, a client address, a cart or customer id). A null
 * subject (a service called with no client address) counts nothing.
 */
export type Attempt = readonly [Limit, string | number | null];

/**
 * The client address the per-address limits count: the block (address-block.ts: an IPv4 address, an IPv6
 * /64) of Fastify's request.ip, which is the first address in X-Forwarded-For that is not a trusted proxy
 * (config TRUSTED_PROXIES), or the connection's own. Loopback is an address like any other: the storefront
 * forwards each shopper's address (apps/web/src/proxy.ts), its own page rendering calls no limited route,
 * and a made-up `X-Forwarded-For: 127.0.0.1` must not switch the limits off.
 */
export function clientAddress(req: { ip: string }): string {
  return addressBlock(req.ip);
}

export function limitKey(limit: Limit, subject: string | number): string {
  return `${limit.name}:${hashToken(String(subject))}`;
}

/** Counts one attempt and answers the count in the current window. */
async function bump(db: Db, limit: Limit, subject: string | number, now: Date): Promise<number> {
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limitKey(limit, subject), count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/**
 * Counts an attempt on every counter, in order, and answers 429 with the spec §8 text at the first one
 * over its limit (the later counters are then left alone).
 */
export async function takeAttempts(db: Db, attempts: Attempt[], now = new Date()): Promise<void> {
  for (const [limit, subject] of attempts) {
    if (subject !== null && (await bump(db, limit, subject, now)) > limit.max) throw new TooManyRequests();
  }
}

/** Counts an attempt and answers whether it is within the limit, refusing nothing: a limit kept quietly. */
export async function withinLimit(db: Db, [limit, subject]: Attempt, now = new Date()): Promise<boolean> {
  return subject === null || (await bump(db, limit, subject, now)) <= limit.max;
}

/** Counts an attempt on every counter without refusing any: a count that only informs a later decision. */
export async function countAttempts(db: Db, attempts: Attempt[], now = new Date()): Promise<void> {
  for (const [limit, subject] of attempts) {
    if (subject !== null) await bump(db, limit, subject, now);
  }
}

/** How many attempts a counter holds in its current window (0 once the window has passed), counting none. */
export async function attemptsSoFar(db: Db, [limit, subject]: Attempt, now = new Date()): Promise<number> {
  if (subject === null) return 0;
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, limitKey(limit, subject)));
  return row && now.getTime() - row.windowStart.getTime() < limit.windowMs ? row.count : 0;
}

/** An attempt that succeeded does not count against the limit. */
export async function giveBack(db: Db, attempts: Attempt[]): Promise<void> {
  for (const [limit, subject] of attempts) {
    if (subject === null) continue;
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, limitKey(limit, subject)));
  }
}

/** Starts a counter over (a successful sign-in clears the failures of its account and address). */
export async function clearLimit(db: Db, [limit, subject]: Attempt): Promise<void> {
  if (subject === null) return;
  await db.delete(rateLimits).where(eq(rateLimits.key, limitKey(limit, subject)));
}

/** Removes counters whose window has long passed; every window is far shorter than a day. */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 60 * MINUTE)))
    .returning({ key: rateLimits.key });
  return removed.length;
}
