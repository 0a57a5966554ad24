/**
 * Single-use tokens bound to an e-mail address: the password reset link, the passwordless sign-in link
 * and the registration token that link answers for a new customer. Only a SHA-256 is stored; spending one
 * is a single conditional update, so a token works once even when two requests race with it.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailTokens } from "../../db/schema.ts";
import { hashToken, newToken } from "../../infra/security/tokens.ts";

export type EmailTokenKind = "login" | "password_reset" | "registration";

export const TOKEN_TTL_MS: Record<EmailTokenKind, number> = {
  password_reset: 60 * 60 * 1000,
  login: 15 * 60 * 1000,
  registration: 30 * 60 * 1000,
};

export interface TokenFor {
  kind: EmailTokenKind;
  email: string;
  customerId: number | null;
}

export async function issueEmailToken(db: Db, what: TokenFor, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(emailTokens).values({
    kind: what.kind,
    email: what.email,
    customerId: what.customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[what.kind]),
  });
  return token;
}

/**
 * Spends a live token of this kind for this e-mail and answers the customer it was issued for (null for
 * none); undefined when there is no such token (wrong, used or expired).
 */
export async function spendEmailToken(
  db: Db,
  kind: EmailTokenKind,
  email: string,
  token: string,
  now = new Date(),
): Promise<{ customerId: number | null } | undefined> {
  const spent = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.kind, kind),
        eq(emailTokens.email, email),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: emailTokens.customerId });
  return spent[0];
}

/** Every unspent token of a kind for an e-mail stops working (a newer link, or the password was set). */
export async function voidEmailTokens(db: Db, kind: EmailTokenKind, email: string, now = new Date()): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.kind, kind), eq(emailTokens.email, email), isNull(emailTokens.usedAt)));
}
