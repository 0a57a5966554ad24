/**
 * Signing in with a passkey alone (the passkey names the member, and the authenticator verified the person: a
 * PIN or a fingerprint): the options to sign, and the sign-in (the check is passkey-signer.ts). The passkey in
 * place of the 6-digit code after a password is sessions.ts' signIn.
 */
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import type { PasskeyAssertion, PasskeyOptions } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { Unauthorized } from "../../infra/errors.ts";
import { giveBack, takeAttempts, type Limit } from "../../infra/security/rate-limit.ts";
import { countersFor, rememberSignInPlace } from "../../infra/security/sign-in-limits.ts";
import { issueChallenge, type RelyingParty } from "./passkey-challenges.ts";
import { PASSKEY_REFUSED, passkeySigner } from "./passkey-signer.ts";
import { STAFF_LIMITS, STAFF_SIGN_IN, startSession, type IssuedStaffSession } from "./sessions.ts";

/** Options cost a row each: asked for at most this often from one address. */
const OPTIONS_PER_IP: Limit = { name: "staff-passkey-options:ip", max: 30, windowMs: 15 * 60 * 1000 };

/** Options for a sign-in: any passkey of this shop may answer (none is named, so they say nothing about who has one). */
export async function passkeySignInOptions(db: Db, rp: RelyingParty, ip: string | null): Promise<PasskeyOptions> {
  await takeAttempts(db, [[OPTIONS_PER_IP, ip]]);
  const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: "preferred" });
  await issueChallenge(db, options.challenge, "sign_in", null);
  return { ...options };
}

/**
 * Sign-in with a passkey alone; failures count against the address like wrong passwords, and a success makes
 * the address a sign-in place of the member (sign-in-limits.ts), so their password works there during an attack.
 */
export async function signInWithPasskey(db: Db, rp: RelyingParty, response: PasskeyAssertion, ip: string | null, now = new Date()): Promise<IssuedStaffSession> {
  const attempt = [STAFF_LIMITS.signInPerIp, ip] as const;
  await takeAttempts(db, [attempt], now);
  const staff = await passkeySigner(db, rp, response, null, now);
  if (!staff) throw new Unauthorized(PASSKEY_REFUSED, "passkey_failed");
  await giveBack(db, [attempt]);
  // A verified passkey is the member: the address becomes one of their sign-in places, as after a password.
  await rememberSignInPlace(db, countersFor(STAFF_SIGN_IN, staff.email, ip), now);
  return startSession(db, staff, now, "passkey");
}
