/**
 * Sessions (spec §4 "Session and user"): a random access token (1 hour) and refresh token (30 days) per
 * login, stored as SHA-256 only. Refreshing replaces both; logout and a password change revoke.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, customerSessions } from "../../db/schema.ts";
import { Unauthorized } from "../../infra/errors.ts";
import { hashToken, newToken } from "../../infra/security/tokens.ts";

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type CustomerRow = typeof customers.$inferSelect;

export interface IssuedSession {
  token: string;
  refreshToken: string;
}

export const ACCOUNT_DISABLED = "This account is disabled. Please contact us if you think this is a mistake.";

/** A new session of a customer; a disabled account gets none. */
export async function startSession(db: Db, customerId: number, now = new Date()): Promise<IssuedSession> {
  const [customer] = await db.select({ disabledAt: customers.disabledAt }).from(customers).where(eq(customers.id, customerId));
  if (customer?.disabledAt) throw new Unauthorized(ACCOUNT_DISABLED, "account_disabled");
  const token = newToken();
  const refreshToken = newToken();
  await db.insert(customerSessions).values({
    customerId,
    accessTokenHash: hashToken(token),
    refreshTokenHash: hashToken(refreshToken),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
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

/** Trades a live refresh token for a new pair; the old pair stops working. Null when it is not live. */
export async function refreshSession(db: Db, refreshToken: string, now = new Date()): Promise<IssuedSession | null> {
  const [revoked] = await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(customerSessions.refreshTokenHash, hashToken(refreshToken)),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.refreshExpiresAt, now),
      ),
    )
    .returning({ customerId: customerSessions.customerId });
  return revoked ? startSession(db, revoked.customerId, now) : null;
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
