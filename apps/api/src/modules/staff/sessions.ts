/**
 * Staff sign-in and sessions. A session is a random token in an HttpOnly, SameSite=Strict cookie, stored
 * as SHA-256 only, and lasts 12 hours. Its CSRF token, which the app sends back in a header on every
 * change, is derived from the cookie's token: the same for every tab of the session, and out of reach of
 * a page that cannot read the cookie. A member with two-factor signs in with a code as well; one who must have it
 * (two-factor-policy.ts) and has none gets a session that can do nothing but set it up (two-factor.ts).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { PasskeyAssertion, SessionAnswer } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { staffMembers, staffSessions } from "../../db/schema.ts";
import { Unauthorized } from "../../infra/errors.ts";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../../infra/security/passwords.ts";
import type { Limit } from "../../infra/security/rate-limit.ts";
import { countersFor, signInFailed, signInSucceeded, signInUndecided, takeSignInAttempt, type SignInLimits } from "../../infra/security/sign-in-limits.ts";
import { hashToken, newToken } from "../../infra/security/tokens.ts";
import { checkTotp } from "../../infra/security/totp.ts";
import { staffByEmail, staffView, type StaffRow } from "./accounts.ts";
import { writeAudit } from "./audit.ts";
import type { RelyingParty } from "./passkey-challenges.ts";
import { PASSKEY_REFUSED, passkeySigner } from "./passkey-signer.ts";
import { takeTotpStep } from "./totp-steps.ts";
import { needsTotpSetup } from "./two-factor-policy.ts";

export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export const STAFF_LIMITS = {
  /**
   * Wrong passwords or codes (infra/security/sign-in-limits.ts): 5 for one account from one address stop
   * that address for it, 20 from one address stop it for every account, and 10 for one account from
   * anywhere leave it open only at the places the member has signed in from (or spent a reset link at).
   */
  signInPerEmailAndIp: { name: "staff-login:email-ip", max: 5, windowMs: 15 * MINUTE },
  signInPerIp: { name: "staff-login:ip", max: 20, windowMs: 15 * MINUTE },
  signInPerEmail: { name: "staff-login:email", max: 10, windowMs: 15 * MINUTE },
  /** Reset e-mails (infra/security/mail-requests.ts: per e-mail, a quiet cap) and set-password tokens that did not match. */
  resetPerEmail: { name: "staff-reset:email", max: 5, windowMs: 15 * MINUTE },
  resetPerEmailAndIp: { name: "staff-reset:email-ip", max: 5, windowMs: 15 * MINUTE },
  resetPerIp: { name: "staff-reset:ip", max: 20, windowMs: 15 * MINUTE },
  tokenPerIp: { name: "staff-token:ip", max: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

export const STAFF_SIGN_IN: SignInLimits = {
  perAddress: STAFF_LIMITS.signInPerIp,
  perAccountAndAddress: STAFF_LIMITS.signInPerEmailAndIp,
  perAccount: STAFF_LIMITS.signInPerEmail,
};

export const WRONG_SIGN_IN = "The e-mail or password is not right, or the account is disabled.";

export interface StaffSession {
  staff: StaffRow;
  sessionId: number;
  /** The CSRF token the session's calls must carry. */
  csrfToken: string;
  /** The member must set up two-factor before anything else. */
  totpSetupRequired: boolean;
  /** How the session passed two-factor (totp | passkey), or null: adding a passkey needs it passed. */
  secondFactor: SecondFactor | null;
}

export type SecondFactor = "totp" | "passkey";

export function csrfTokenOf(sessionToken: string): string {
  return hashToken(`csrf:${sessionToken}`);
}

export interface IssuedStaffSession {
  token: string;
  answer: SessionAnswer;
}

export async function startSession(db: Db, staff: StaffRow, now: Date, secondFactor: SecondFactor | null): Promise<IssuedStaffSession> {
  const token = newToken();
  const csrfToken = csrfTokenOf(token);
  await db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({
      staffId: staff.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
      secondFactor,
    });
    await tx.update(staffMembers).set({ lastSignInAt: now }).where(eq(staffMembers.id, staff.id));
    await writeAudit(tx, { staffId: staff.id, email: staff.email }, { action: "session.sign_in", entityType: "staff", entityId: staff.id });
  });
  return { token, answer: { staff: staffView({ ...staff, lastSignInAt: now }), csrfToken, totpSetupRequired: await needsTotpSetup(db, staff) } };
}

export interface SignIn {
  email: string;
  password: string;
  otp?: string | undefined;
  /** A passkey's answer in place of the code, with the relying party it must have signed for. */
  passkey?: { response: PasskeyAssertion; rp: RelyingParty } | undefined;
  ip: string | null;
}

/**
 * Checks the password (and the code of a member with two-factor) and starts a session. Every failure answers the same text
 * whether the e-mail is known or not; a right password without the code (or a passkey of the member) answers "otp_required".
 */
export async function signIn(db: Db, input: SignIn, now = new Date()): Promise<IssuedStaffSession> {
  const counters = countersFor(STAFF_SIGN_IN, input.email, input.ip);
  await takeSignInAttempt(db, counters, now);
  const staff = await staffByEmail(db, input.email);
  const passwordOk = await verifyPassword(input.password, staff?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
  if (!staff || !staff.passwordHash || !passwordOk || staff.disabledAt) {
    await signInFailed(db, counters, now);
    throw new Unauthorized(WRONG_SIGN_IN, "sign_in_failed");
  }
  if (staff.totpSecret !== null && input.passkey) {
    if (!(await passkeySigner(db, input.passkey.rp, input.passkey.response, staff, now))) {
      await signInFailed(db, counters, now);
      throw new Unauthorized(PASSKEY_REFUSED, "passkey_failed");
    }
  } else if (staff.totpSecret !== null) {
    if (!input.otp) {
      await signInUndecided(db, counters);
      throw new Unauthorized("Enter the 6-digit code from your authenticator app.", "otp_required");
    }
    const step = await checkTotp(staff.totpSecret, input.otp, staff.totpLastStep, now.getTime());
    if (step === null || !(await takeTotpStep(db, staff.id, step))) {
      await signInFailed(db, counters, now);
      throw new Unauthorized("That code is not right or was already used. Wait for the next code and try again.", "otp_invalid");
    }
  }
  await signInSucceeded(db, counters, now);
  return startSession(db, staff, now, staff.totpSecret === null ? null : input.passkey ? "passkey" : "totp");
}

/** The live session of a cookie token, with its member (enabled), or null. */
export async function sessionOfToken(db: Db, token: string, now = new Date()): Promise<StaffSession | null> {
  const [row] = await db
    .select({ staff: staffMembers, sessionId: staffSessions.id, secondFactor: staffSessions.secondFactor })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), isNull(staffMembers.disabledAt)))
    .limit(1);
  return row ? { ...row, secondFactor: row.secondFactor as SecondFactor | null, csrfToken: csrfTokenOf(token), totpSetupRequired: await needsTotpSetup(db, row.staff) } : null;
}

export function sessionAnswer(session: StaffSession): SessionAnswer {
  return { staff: staffView(session.staff), csrfToken: session.csrfToken, totpSetupRequired: session.totpSetupRequired };
}

export async function signOut(db: Db, session: StaffSession, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, session.sessionId));
    await writeAudit(tx, { staffId: session.staff.id, email: session.staff.email }, { action: "session.sign_out", entityType: "staff", entityId: session.staff.id });
  });
}

/** Ends every session of the member, on every device. */
export async function signOutEverywhere(db: Db, session: StaffSession, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, session.staff.id), isNull(staffSessions.revokedAt)));
    await writeAudit(tx, { staffId: session.staff.id, email: session.staff.email }, { action: "session.sign_out_everywhere", entityType: "staff", entityId: session.staff.id });
  });
}
