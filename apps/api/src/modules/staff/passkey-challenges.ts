/**
 * The one-time challenges of passkey ceremonies. A challenge is issued with the options and taken back, once,
 * by the answer that signed it: one delete that returns the row, so an answer sent twice (or two at once) finds
 * it gone the second time. They last five minutes; each new one clears the expired.
 */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import type { Db } from "../../db/client.ts";
import { staffPasskeyChallenges } from "../../db/schema.ts";

export type ChallengePurpose = "register" | "sign_in";
const CHALLENGE_MS = 5 * 60 * 1000;

/** The WebAuthn relying party: the back office's origin and its host name (the RP ID the passkeys are bound to). */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

export function relyingPartyOf(origin: string): RelyingParty {
  const url = new URL(origin);
  return { origin: url.origin, rpId: url.hostname };
}

export async function issueChallenge(db: Db, challenge: string, purpose: ChallengePurpose, staffId: number | null, now = new Date()): Promise<void> {
  await db.delete(staffPasskeyChallenges).where(lt(staffPasskeyChallenges.expiresAt, now));
  await db.insert(staffPasskeyChallenges).values({ challenge, purpose, staffId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
}

/** The challenge the answer's client data signed, if it was issued for this purpose (and member) and is unused. */
export async function takeChallenge(db: Db, clientDataJSON: string, purpose: ChallengePurpose, staffId: number | null, now = new Date()): Promise<string | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string") return null;
  const taken = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.challenge, challenge),
        eq(staffPasskeyChallenges.purpose, purpose),
        staffId === null ? isNull(staffPasskeyChallenges.staffId) : eq(staffPasskeyChallenges.staffId, staffId),
        gt(staffPasskeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: staffPasskeyChallenges.challenge });
  return taken.length === 1 ? challenge : null;
}
