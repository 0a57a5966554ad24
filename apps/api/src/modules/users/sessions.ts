/**
 * Sessions (spec §4 "Session and user"): a random access token (1 hour) and refresh token (30 days) per
 * login, stored as SHA-256 only. Refreshing replaces both; logout and a password change revoke.
 *
 * Refresh tokens rotate with reuse detection (OAuth 2.0 Security BCP §4.14): the sessions that descend
 * from one sign-in by refreshing are a family, and a refresh token traded a second time, past a short
 * grace, ends the whole family — one of the two parties presenting it is not the owner, and we cannot
 * tell which, so both sign in again.
 */
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { ERROR_CODES } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { customers, customerSessions } from "../../db/schema.ts";
import { Unauthorized } from "../../infra/errors.ts";
import { hashToken, newToken } from "../../infra/security/tokens.ts";

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A refresh token traded again this soon gets a pair of its own instead of ending the family: tabs of one
 * browser share the stored refresh token (spec §3 "Locally stored"), and two of them may refresh at the
 * same moment. 30 seconds, as Okta's default grace; the hashes we keep cannot give the same pair twice.
 */
export const REFRESH_REUSE_GRACE_MS = 30 * 1000;

export type CustomerRow = typeof customers.$inferSelect;

export interface IssuedSession {
  token: string;
  refreshToken: string;
}

export const ACCOUNT_DISABLED = "This account is disabled. Please contact us if you think this is a mistake.";

/** A new session of a customer, a sign-in's own or (familyId) one a refresh gave; a disabled account gets none. */
export async function startSession(db: Db, customerId: number, now = new Date(), familyId: number | null = null): Promise<IssuedSession> {
  const [customer] = await db.select({ disabledAt: customers.disabledAt }).from(customers).where(eq(customers.id, customerId));
  if (customer?.disabledAt) throw new Unauthorized(ACCOUNT_DISABLED, ERROR_CODES.accountDisabled);
  const token = newToken();
  const refreshToken = newToken();
  await db.insert(customerSessions).values({
    customerId,
    accessTokenHash: hashToken(token),
    refreshTokenHash: hashToken(refreshToken),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    familyId,
  });
  return { token, refreshToken };
}

/** The customer an access token belongs to, if it is live (not expired, not revoked). */
export async function customerOfToken(db: Db, token: string, now = new Date()): Promise<CustomerRow | null> {
  const [row] = await db
    .select({ customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.accessTokenHash, hashToken(token)),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.accessExpiresAt, now),
        isNull(customers.disabledAt),
      ),
    )
    .limit(1);
  return row?.customer ?? null;
}

/**
 * Trades a live refresh token for a new pair; the old pair stops working. Null when it is not live. A token
 * already traded gets a pair of its own within REFRESH_REUSE_GRACE_MS while its family is signed in; later,
 * or once the family has ended, it ends every session of its family (reuse) and gets null.
 *
 * One transaction: a second trade of the same token waits for the first and then sees the pair it made.
 */
export async function refreshSession(db: Db, refreshToken: string, now = new Date()): Promise<IssuedSession | null> {
  const hash = hashToken(refreshToken);
  return db.transaction(async (tx) => {
    const [traded] = await tx
      .update(customerSessions)
      .set({ revokedAt: now, exchangedAt: now })
      .where(and(eq(customerSessions.refreshTokenHash, hash), isNull(customerSessions.revokedAt), gt(customerSessions.refreshExpiresAt, now)))
      .returning({ id: customerSessions.id, customerId: customerSessions.customerId, familyId: customerSessions.familyId });
    if (traded) return startSession(tx, traded.customerId, now, traded.familyId ?? traded.id);

    const [spent] = await tx
      .select()
      .from(customerSessions)
      .where(and(eq(customerSessions.refreshTokenHash, hash), gt(customerSessions.refreshExpiresAt, now)));
    // Unknown, expired, or ended by a logout or a password change: nothing was traded, so nothing is reused.
    if (!spent?.exchangedAt) return null;
    const family = spent.familyId ?? spent.id;
    const inGrace = now.getTime() - spent.exchangedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (inGrace && (await familyIsSignedIn(tx, family))) return startSession(tx, spent.customerId, now, family);
    await endFamily(tx, family, now);
    return null;
  });
}

const inFamily = (family: number) => or(eq(customerSessions.id, family), eq(customerSessions.familyId, family));

async function familyIsSignedIn(db: Db, family: number): Promise<boolean> {
  const [live] = await db
    .select({ id: customerSessions.id })
    .from(customerSessions)
    .where(and(inFamily(family), isNull(customerSessions.revokedAt)))
    .limit(1);
  return live !== undefined;
}

async function endFamily(db: Db, family: number, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(inFamily(family), isNull(customerSessions.revokedAt)));
}

/** Ends the session an access token belongs to. */
export async function endSession(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.accessTokenHash, hashToken(token)), isNull(customerSessions.revokedAt)));
}

/** Ends every session of a customer (a password change). */
export async function endAllSessions(db: Db, customerId: number, now = new Date()): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
}
