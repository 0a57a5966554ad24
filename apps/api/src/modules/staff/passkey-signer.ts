/**
 * Checks a passkey's answer to a sign-in challenge. The answer must sign a challenge this shop issued and nobody
 * used; the authenticator's signature counter must move forward (a copied passkey replaying an old count is
 * refused), and the new count is taken with a conditional update so two answers racing each other cannot both
 * pass.
 */
import { and, eq, lt } from "drizzle-orm";
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { PasskeyAssertion } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { staffMembers, staffPasskeys } from "../../db/schema.ts";
import type { StaffRow } from "./accounts.ts";
import { takeChallenge, type RelyingParty } from "./passkey-challenges.ts";

export const PASSKEY_REFUSED = "That passkey was not accepted. Try again, or sign in with your password.";

/**
 * The member whose passkey signed a fresh sign-in challenge, or null. `member`: only a passkey of that member
 * counts (the second factor after their password); without it the authenticator must have verified the person.
 */
export async function passkeySigner(db: Db, rp: RelyingParty, response: PasskeyAssertion, member: StaffRow | null, now = new Date()): Promise<StaffRow | null> {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, "sign_in", null, now);
  if (!challenge) return null;
  const [found] = await db
    .select({ passkey: staffPasskeys, staff: staffMembers })
    .from(staffPasskeys)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.credentialId, response.id));
  if (!found || found.staff.disabledAt || (member && found.staff.id !== member.id)) return null;
  const { passkey } = found;
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: member === null,
    });
    if (!verification.verified) return null;
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    // A bad signature, a counter that did not move forward, another origin: all one refusal.
    return null;
  }
  // An authenticator that keeps no counter answers 0 each time; one that does must be past the stored count.
  const counterMoves = newCounter === 0 ? eq(staffPasskeys.counter, 0) : lt(staffPasskeys.counter, newCounter);
  const taken = await db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(staffPasskeys.id, passkey.id), counterMoves))
    .returning({ id: staffPasskeys.id });
  return taken.length === 1 ? found.staff : null;
}
