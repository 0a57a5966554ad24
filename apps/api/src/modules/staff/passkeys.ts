/**
 * A member's own passkeys: adding one (a registration ceremony), the list, removing one. Only a session that
 * passed two-factor (a code or a passkey at sign-in, or the code that turned two-factor on) may add or remove
 * one, so a password alone, or a session held at two-factor set-up, cannot give itself a way in. Each change
 * is audited.
 */
import { and, asc, eq } from "drizzle-orm";
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { NewPasskeyBody, PasskeyOptions, StaffPasskeyList } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { staffPasskeys } from "../../db/schema.ts";
import { Conflict, Forbidden, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit } from "./audit.ts";
import { issueChallenge, takeChallenge, type RelyingParty } from "./passkey-challenges.ts";
import type { StaffSession } from "./sessions.ts";

const RP_NAME = "Petsies back office";
export const NOT_VERIFIED = "That passkey could not be checked. Try adding it again.";

function passedSecondFactor(session: StaffSession): void {
  if (session.secondFactor === null) throw new Forbidden("Sign in again with your two-factor code or a passkey to change your passkeys.", "second_factor_required");
}

export async function listPasskeys(db: Db, staffId: number): Promise<StaffPasskeyList> {
  const rows = await db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)).orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  return { passkeys: rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null })) };
}

/** The options of a new passkey: discoverable (it names the member itself, for sign-in without an e-mail), none it has already. */
export async function passkeyRegistrationOptions(db: Db, rp: RelyingParty, session: StaffSession): Promise<PasskeyOptions> {
  passedSecondFactor(session);
  const { staff } = session;
  const existing = await db.select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.staffId, staff.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpId,
    userName: staff.email,
    userDisplayName: staff.name,
    userID: new TextEncoder().encode(`staff:${staff.id}`),
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await issueChallenge(db, options.challenge, "register", staff.id);
  return { ...options };
}

export async function addPasskey(db: Db, rp: RelyingParty, session: StaffSession, body: NewPasskeyBody): Promise<StaffPasskeyList> {
  passedSecondFactor(session);
  const { staff } = session;
  const challenge = await takeChallenge(db, body.response.response.clientDataJSON, "register", staff.id);
  if (!challenge) throw new InvalidFields({ response: NOT_VERIFIED });
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
  } catch {
    throw new InvalidFields({ response: NOT_VERIFIED });
  }
  if (!verification.verified) throw new InvalidFields({ response: NOT_VERIFIED });
  const { credential } = verification.registrationInfo;
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(staffPasskeys)
      .values({
        staffId: staff.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
      })
      .onConflictDoNothing({ target: staffPasskeys.credentialId })
      .returning();
    if (!added) throw new Conflict("That passkey is added already.");
    await writeAudit(tx, { staffId: staff.id, email: staff.email }, { action: "staff.passkey_added", entityType: "staff", entityId: staff.id, after: { passkey: body.name } });
  });
  return listPasskeys(db, staff.id);
}

export async function removePasskey(db: Db, session: StaffSession, id: number): Promise<StaffPasskeyList> {
  passedSecondFactor(session);
  const { staff } = session;
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(staffPasskeys).where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staff.id))).returning();
    if (!removed) throw new NotFound("You have no such passkey.");
    await writeAudit(tx, { staffId: staff.id, email: staff.email }, { action: "staff.passkey_removed", entityType: "staff", entityId: staff.id, before: { passkey: removed.name } });
  });
  return listPasskeys(db, staff.id);
}
