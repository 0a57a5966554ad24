/**
 * Spec §7 "User" and the passwordless calls. The user token travels as the `token` query parameter or an
 * Authorization Bearer header (see auth.ts); answers that start a session carry the user token in
 * `result` and the refresh token in `meta.refreshToken`.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import type { Mailer } from "../../infra/mail.ts";
import { clientAddress } from "../../infra/security/rate-limit.ts";
import { sendInBackground } from "./account-mail.ts";
import { changePassword, createAccount, logIn } from "./accounts.ts";
import { customerOnly, requireCustomer, userTokenOf } from "./auth.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { authenticate, register, requestSignInLink } from "./passwordless.ts";
import { profileOf, updateProfile } from "./profile.ts";
import {
  authenticateAnswer,
  authenticateBody,
  changePasswordBody,
  createAnswer,
  createBody,
  createPasswordBody,
  doneAnswer,
  emailBody,
  errorAnswer,
  loginBody,
  profileAnswer,
  profileBody,
  refreshBody,
  refreshRefused,
  registrationAnswer,
  registrationBody,
  sessionAnswer,
  tokenQuery,
} from "./schemas.ts";
import { endSession, refreshSession, type IssuedSession } from "./sessions.ts";

export interface UserRoutesOptions {
  /** The storefront's address, for the links in e-mails. */
  siteUrl: string;
}

function sessionOf(session: IssuedSession) {
  return { ...ok(session.token), meta: { refreshToken: session.refreshToken } };
}

const failures = { 400: errorAnswer, 429: errorAnswer };
const customerFailures = { 400: errorAnswer, 401: errorAnswer, 429: errorAnswer };

export function userRoutes(app: FastifyInstance, db: Db, mailer: Mailer, options: UserRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["user"];

  r.post(
    "/api/user/create",
    {
      schema: {
        tags,
        summary: "Sign up with a password; answers the profile and, in meta, a session",
        description:
          "The e-mail is stored trimmed and lower-cased. 400: a field is missing or wrong, the password is too weak " +
          "(at least 8 characters from 3 of: lower-case, upper-case, digits, symbols), or the e-mail already has an account.",
        body: createBody,
        response: { 200: createAnswer, ...failures },
      },
    },
    async (req) => {
      const { customer, session } = await createAccount(db, req.body.customer, req.body.password, clientAddress(req));
      return { ...ok(await profileOf(db, customer)), meta: session };
    },
  );

  r.post(
    "/api/user/login",
    {
      schema: {
        tags,
        summary: "Sign in with e-mail (username) and password",
        description:
          "401 with one message for an unknown e-mail or a wrong password. 429 within 15 minutes after 5 failures for one " +
          "e-mail from one address, or 20 from one address; once an e-mail has had 20 failures, an address that has failed " +
          "for it gets no more tries. An address that has not failed is never refused for failures elsewhere.",
        body: loginBody,
        response: { 200: sessionAnswer, ...customerFailures },
      },
    },
    async (req) => sessionOf(await logIn(db, req.body.username, req.body.password, clientAddress(req))),
  );

  r.post(
    "/api/user/refresh",
    {
      schema: {
        tags,
        summary: "Trade the refresh token for a new pair; the old pair stops working",
        description:
          "401 (result null) for a token that is not live. A token traded again within 30 seconds (two tabs at once) gets a pair " +
          "of its own; later, it ends every session refreshed from the same sign-in (reuse detection) and answers 401.",
        body: refreshBody,
        response: { 200: sessionAnswer, 400: errorAnswer, 401: refreshRefused },
      },
    },
    async (req, reply) => {
      const session = await refreshSession(db, req.body.refreshToken);
      return session ? sessionOf(session) : reply.status(401).send({ code: 401, result: null });
    },
  );

  r.get(
    "/api/user/me",
    { onRequest: customerOnly(db), schema: { tags, summary: "The signed-in customer's profile", querystring: tokenQuery, response: { 200: profileAnswer, 401: errorAnswer } } },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok(await profileOf(db, await requireCustomer(db, req)));
    },
  );

  r.post(
    "/api/user/me",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Change the profile: only names, e-mail and phone number; answers the profile",
        description:
          "Other fields are ignored. A new e-mail needs currentPassword (400 when it is missing or wrong, 429 after 5 wrong ones; " +
          "400 for an account without a password). 403 when the e-mail belongs to another account; 400 for a phone number that is not valid.",
        querystring: tokenQuery,
        body: profileBody,
        response: { 200: profileAnswer, 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 429: errorAnswer },
      },
    },
    async (req) => ok(await profileOf(db, await updateProfile(db, await requireCustomer(db, req), req.body.customer, req.body.currentPassword))),
  );

  r.post(
    "/api/user/change-password",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Change the password; every session ends and a fresh one is answered (sign in again with it)",
        description: "400 with the message when the current password is wrong or the new one too weak; 429 after 5 wrong current passwords.",
        querystring: tokenQuery,
        body: changePasswordBody,
        response: { 200: sessionAnswer, ...customerFailures },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return sessionOf(await changePassword(db, customer, req.body.currentPassword, req.body.newPassword));
    },
  );

  r.post(
    "/api/user/reset-password",
    {
      schema: {
        tags,
        summary: "E-mail a password reset link (1 hour, once) to the account; the same answer for every e-mail",
        description: "The link is SITE_URL/customer/account/resetpassword/?token=…&email=…",
        body: emailBody,
        response: { 200: doneAnswer, ...failures },
      },
    },
    async (req) => {
      const mail = await requestPasswordReset(db, options.siteUrl, req.body.email, clientAddress(req));
      if (mail) sendInBackground(mailer, mail, req.log);
      return ok(true as const);
    },
  );

  for (const [path, summary] of [
    ["/api/user/create-password", "Set a new password with the reset link's token"],
    ["/api/user/password-reset-confirm", "The reset page's confirm step: the same as create-password"],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags,
          summary,
          description: "Spends the reset token (once; 1 hour) and ends every session; sign in with the new password next.",
          body: createPasswordBody,
          response: { 200: doneAnswer, ...failures },
        },
      },
      async (req) => {
        await resetPassword(db, req.body.email, req.body.resetToken, req.body.newPassword, clientAddress(req));
        return ok(true as const);
      },
    );
  }

  r.post(
    "/api/user/logout",
    { schema: { tags, summary: "End the session of the user token; answers true whether or not it was live", querystring: tokenQuery, response: { 200: doneAnswer } } },
    async (req) => {
      const token = userTokenOf(req);
      if (token) await endSession(db, token);
      return ok(true as const);
    },
  );

  r.post(
    "/api/customer/login-requests",
    {
      schema: {
        tags,
        summary: "E-mail a sign-in link (15 minutes, once) to any address; it also signs up an e-mail without an account",
        description: "The link is SITE_URL/authenticate/?token=…&email=…",
        body: emailBody,
        response: { 200: doneAnswer, ...failures },
      },
    },
    async (req) => {
      const mail = await requestSignInLink(db, options.siteUrl, req.body.email, clientAddress(req));
      if (mail) sendInBackground(mailer, mail, req.log);
      return ok(true as const);
    },
  );

  r.post(
    "/api/customer/authenticate-requests",
    {
      schema: {
        tags,
        summary: "Spend a sign-in link: a session, or for a new customer a registration token",
        description: "400 when the link is wrong, used or expired.",
        body: authenticateBody,
        response: { 200: authenticateAnswer, ...failures },
      },
    },
    async (req) => ok(await authenticate(db, req.body.email, req.body.token, clientAddress(req))),
  );

  r.post(
    "/api/customer/registration-requests",
    {
      schema: {
        tags,
        summary: "Create the account of a new customer with the registration token; answers a session",
        description: "400 when the registration token is wrong, used or expired (30 minutes).",
        body: registrationBody,
        response: { 200: registrationAnswer, ...failures },
      },
    },
    async (req) => {
      const { token, ...who } = req.body;
      return ok(await register(db, who, token, clientAddress(req)));
    },
  );
}
