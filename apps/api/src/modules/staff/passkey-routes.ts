/**
 * The staff API's passkey calls: a member's own passkeys (from a session that passed two-factor), and sign-in
 * with a passkey alone. The passkey in place of the code after a password goes with the sign-in call itself.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { newPasskeyBody, passkeyOptions, passkeySignInBody, sessionAnswer as sessionAnswerSchema, staffPasskeyList } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { clientAddress } from "../../infra/security/rate-limit.ts";
import { ALL_STAFF, sessionOf, setSessionCookie, staffOnly } from "./access.ts";
import type { RelyingParty } from "./passkey-challenges.ts";
import { passkeySignInOptions, signInWithPasskey } from "./passkey-sign-in.ts";
import { addPasskey, listPasskeys, passkeyRegistrationOptions, removePasskey } from "./passkeys.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer, 429: errorAnswer };

export function passkeyRoutes(app: FastifyInstance, db: Db, rp: RelyingParty) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const member = staffOnly(db, { roles: ALL_STAFF });

  r.post(
    "/api/admin/session/passkey/options",
    { schema: { tags, summary: "Options for signing in with a passkey (WebAuthn); the challenge is good once, for five minutes", response: { 200: okSchema(passkeyOptions), 429: errorAnswer } } },
    async (req) => ok(await passkeySignInOptions(db, rp, clientAddress(req))),
  );

  r.post(
    "/api/admin/session/passkey",
    {
      schema: {
        tags,
        summary: "Sign in with a passkey alone (the authenticator verified the person); sets the session cookie",
        description: "401 error passkey_failed for any passkey, challenge or count that is not right.",
        body: passkeySignInBody,
        response: { 200: okSchema(sessionAnswerSchema), ...failures },
      },
    },
    async (req, reply) => {
      const session = await signInWithPasskey(db, rp, req.body.response, clientAddress(req));
      setSessionCookie(req, reply, session.token);
      return ok(session.answer);
    },
  );

  r.get(
    "/api/admin/session/passkeys",
    { onRequest: member, schema: { tags, summary: "The signed-in member's passkeys", response: { 200: okSchema(staffPasskeyList), ...failures } } },
    async (req) => ok(await listPasskeys(db, sessionOf(req).staff.id)),
  );

  r.post(
    "/api/admin/session/passkeys/options",
    {
      onRequest: member,
      schema: { tags, summary: "Options for adding a passkey (from a session that passed two-factor: 403 second_factor_required otherwise)", response: { 200: okSchema(passkeyOptions), ...failures } },
    },
    async (req) => ok(await passkeyRegistrationOptions(db, rp, sessionOf(req))),
  );

  r.post(
    "/api/admin/session/passkeys",
    { onRequest: member, schema: { tags, summary: "Add the passkey just made (from a session that passed two-factor)", body: newPasskeyBody, response: { 200: okSchema(staffPasskeyList), ...failures } } },
    async (req) => ok(await addPasskey(db, rp, sessionOf(req), req.body)),
  );

  r.post(
    "/api/admin/session/passkeys/:id/delete",
    {
      onRequest: member,
      schema: { tags, summary: "Remove one of the member's passkeys (from a session that passed two-factor)", params: z.object({ id: rowId("id") }), response: { 200: okSchema(staffPasskeyList), ...failures } },
    },
    async (req) => ok(await removePasskey(db, sessionOf(req), req.params.id)),
  );
}
