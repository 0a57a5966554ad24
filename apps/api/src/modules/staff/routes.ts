/**
 * The staff API's own calls (issue "Back office I"): sign-in with two-factor, sessions, passwords, staff
 * accounts and the audit log. Each route names the roles it allows (access.ts).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import {
  auditPage,
  auditQuery,
  newStaffAnswer,
  newStaffBody,
  passwordResetRequestBody,
  sessionAnswer as sessionAnswerSchema,
  setPasswordBody,
  signInBody,
  staffChangeBody,
  staffListAnswer,
  staffMember,
  staffSettings,
  totpConfirmBody,
  totpSetupAnswer,
} from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import type { Mailer } from "../../infra/mail.ts";
import { rowId } from "../../infra/schemas.ts";
import { mayMail, type MailLimits } from "../../infra/security/mail-requests.ts";
import { clientAddress, giveBack, takeAttempts } from "../../infra/security/rate-limit.ts";
import { countersFor, rememberSignInPlace } from "../../infra/security/sign-in-limits.ts";
import { sendInBackground } from "../users/account-mail.ts";
import { relyingPartyOf } from "./passkey-challenges.ts";
import { passkeyRoutes } from "./passkey-routes.ts";
import { ALL_STAFF, actorOf, clearSessionCookie, sessionOf, setSessionCookie, staffOnly } from "./access.ts";
import { addStaff, changeStaff, listStaff, passwordResetToken, setPasswordLink, setPasswordWithToken } from "./accounts.ts";
import { listAudit } from "./audit.ts";
import { staffResetMail, welcomeStaffMail } from "./mail.ts";
import { sessionAnswer, signIn, signOut, signOutEverywhere, STAFF_LIMITS, STAFF_SIGN_IN } from "./sessions.ts";
import { beginTotpSetup, confirmTotpSetup } from "./two-factor.ts";
import { setStaffTwoFactorRequired, staffSettingsOf } from "./two-factor-policy.ts";

export interface StaffRoutesOptions {
  /** The shop's public address, for the links in e-mails. */
  siteUrl: string;
  /** The back office's origin that passkeys are made and used on (config STAFF_PASSKEY_ORIGIN); the site's by default. */
  passkeyOrigin?: string | undefined;
}

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer, 429: errorAnswer };
const done = okSchema(z.literal(true));
const idParams = z.object({ id: rowId("id") });
const STAFF_RESET_MAIL: MailLimits = { perAddress: STAFF_LIMITS.resetPerIp, perEmailAndAddress: STAFF_LIMITS.resetPerEmailAndIp, perEmail: STAFF_LIMITS.resetPerEmail };

export function staffRoutes(app: FastifyInstance, db: Db, mailer: Mailer, options: StaffRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const anyStaff = staffOnly(db, { roles: ALL_STAFF, duringTotpSetup: true });
  const owners = staffOnly(db, { roles: ["owner"] });
  const rp = relyingPartyOf(options.passkeyOrigin ?? options.siteUrl);
  passkeyRoutes(app, db, rp);

  r.post(
    "/api/admin/session",
    {
      schema: {
        tags,
        summary: "Staff sign-in: e-mail, password and, for members with two-factor, the 6-digit code or a passkey's answer",
        description:
          "Sets the session cookie. 401 error sign_in_failed (one text for every wrong case), otp_required (the password was " +
          "right: send it again with otp, or with passkey: an answer to POST /api/admin/session/passkey/options), otp_invalid or " +
          "passkey_failed. 429 after 10 failures for one e-mail or 20 from one address in 15 minutes.",
        body: signInBody,
        response: { 200: okSchema(sessionAnswerSchema), ...failures },
      },
    },
    async (req, reply) => {
      const { passkey, ...body } = req.body;
      const session = await signIn(db, { ...body, passkey: passkey && { response: passkey, rp }, ip: clientAddress(req) });
      setSessionCookie(req, reply, session.token);
      return ok(session.answer);
    },
  );

  r.get(
    "/api/admin/session",
    { onRequest: anyStaff, schema: { tags, summary: "The signed-in staff member and the session's CSRF token", response: { 200: okSchema(sessionAnswerSchema), ...failures } } },
    async (req) => ok(sessionAnswer(sessionOf(req))),
  );

  r.post(
    "/api/admin/session/sign-out",
    { onRequest: anyStaff, schema: { tags, summary: "End this session", response: { 200: done, ...failures } } },
    async (req, reply) => {
      await signOut(db, sessionOf(req));
      clearSessionCookie(req, reply);
      return ok(true as const);
    },
  );

  r.post(
    "/api/admin/session/sign-out-everywhere",
    { onRequest: anyStaff, schema: { tags, summary: "End every session of the signed-in member, on every device", response: { 200: done, ...failures } } },
    async (req, reply) => {
      await signOutEverywhere(db, sessionOf(req));
      clearSessionCookie(req, reply);
      return ok(true as const);
    },
  );

  r.post(
    "/api/admin/session/totp/setup",
    { onRequest: anyStaff, schema: { tags, summary: "A new two-factor secret to add to an authenticator app", response: { 200: okSchema(totpSetupAnswer), ...failures } } },
    async (req) => ok(await beginTotpSetup(db, sessionOf(req).staff)),
  );

  r.post(
    "/api/admin/session/totp/confirm",
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Turn two-factor on with a first code from the app",
        description:
          "Replacing a second factor that is on also needs password and currentOtp (a code of the old one), counted as sign-in " +
          "attempts (400 with the refused field; 429 past the sign-in limits); it ends every other session of the member.",
        body: totpConfirmBody,
        response: { 200: okSchema(sessionAnswerSchema), ...failures },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const staff = await confirmTotpSetup(db, session, req.body, clientAddress(req));
      return ok(sessionAnswer({ ...session, staff, totpSetupRequired: false }));
    },
  );

  r.post(
    "/api/admin/password-reset",
    {
      schema: {
        tags,
        summary: "E-mail a link to set a new password; the answer is the same for any e-mail",
        body: passwordResetRequestBody,
        response: { 200: done, 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (req) => {
      if (await mayMail(db, STAFF_RESET_MAIL, req.body.email, clientAddress(req))) {
        const token = await passwordResetToken(db, req.body.email);
        if (token) sendInBackground(mailer, staffResetMail(req.body.email, setPasswordLink(options.siteUrl, token)), req.log);
      }
      return ok(true as const);
    },
  );

  r.post(
    "/api/admin/password",
    {
      schema: {
        tags,
        summary: "Set a password with the one-time token of a set-password link; every session of the member ends",
        body: setPasswordBody,
        response: { 200: done, 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (req) => {
      const attempt = [STAFF_LIMITS.tokenPerIp, clientAddress(req)] as const;
      await takeAttempts(db, [attempt]);
      const member = await setPasswordWithToken(db, req.body.token, req.body.password);
      await giveBack(db, [attempt]);
      // The link proved the e-mail: the new password works from this address even while strangers guess it
      // elsewhere.
      await rememberSignInPlace(db, countersFor(STAFF_SIGN_IN, member.email, clientAddress(req)));
      return ok(true as const);
    },
  );

  r.get(
    "/api/admin/staff",
    { onRequest: owners, schema: { tags, summary: "Every staff member (owners)", response: { 200: okSchema(staffListAnswer), ...failures } } },
    async () => ok({ staff: await listStaff(db) }),
  );

  r.post(
    "/api/admin/staff",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Add a staff member (owners); they get a one-time link to choose a password, by e-mail and in the answer",
        body: newStaffBody,
        response: { 200: okSchema(newStaffAnswer), ...failures },
      },
    },
    async (req) => {
      const { staff, token } = await addStaff(db, actorOf(req), req.body);
      const link = setPasswordLink(options.siteUrl, token);
      sendInBackground(mailer, welcomeStaffMail(staff.email, staff.name, link), req.log);
      return ok({ staff, setPasswordLink: link });
    },
  );

  r.patch(
    "/api/admin/staff/:id",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Change a member's name, role, refund limit or disable them (owners); a new role or disabling ends their sessions",
        params: idParams,
        body: staffChangeBody,
        response: { 200: okSchema(staffMember), ...failures },
      },
    },
    async (req) => ok(await changeStaff(db, actorOf(req), req.params.id, req.body)),
  );

  r.get(
    "/api/admin/staff/settings",
    { onRequest: owners, schema: { tags, summary: "Staff settings (owners): whether production and support must sign in with two-factor", response: { 200: okSchema(staffSettings), ...failures } } },
    async () => ok(await staffSettingsOf(db)),
  );

  r.patch(
    "/api/admin/staff/settings",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Change the staff settings (owners); with two-factor required, production and support without it set it up at their next call",
        body: staffSettings,
        response: { 200: okSchema(staffSettings), ...failures },
      },
    },
    async (req) => {
      await setStaffTwoFactorRequired(db, actorOf(req), req.body.twoFactorRequired);
      return ok(await staffSettingsOf(db));
    },
  );

  r.get(
    "/api/admin/audit",
    { onRequest: owners, schema: { tags, summary: "The audit log, newest first (owners)", querystring: auditQuery, response: { 200: okSchema(auditPage), ...failures } } },
    async (req) => ok(await listAudit(db, req.query)),
  );
}
