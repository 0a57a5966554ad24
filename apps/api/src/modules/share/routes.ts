import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { clientAddress, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import { optionalCustomer } from "../users/auth.ts";
import { birthdayBody, shared, storyBody, tokenQuery } from "./schemas.ts";
import { shareBirthday, shareStory } from "./service.ts";

const limits = "429 past 10 shares per client address or 5 per e-mail address in 15 minutes.";

export function shareRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["sharing"];
  const attempts = (email: string, ip: string | null): Attempt[] => [
    [LIMITS.sharePerIp, ip],
    [LIMITS.sharePerEmail, email],
  ];

  r.post(
    "/api/share/artists",
    {
      schema: {
        tags,
        summary: "Share a pet's birthday with our artists: { id }",
        description: `The user token is optional (the share is linked to the account). 400 for a field that is not valid, a birthday in the future or a photo that is not this shop's upload; 401 for a token no longer live. ${limits}`,
        querystring: tokenQuery,
        body: birthdayBody,
        response: { 200: okSchema(shared) },
      },
    },
    async (req) => {
      const customer = await optionalCustomer(db, req);
      await takeAttempts(db, attempts(req.body.email, clientAddress(req)));
      return ok(await shareBirthday(db, customer?.id ?? null, req.body));
    },
  );

  r.post(
    "/api/share/customer-stories",
    {
      schema: {
        tags,
        summary: "Send a customer story the shop may publish: { id }",
        description: `consent must be true. The user token is optional. 400 for a field that is not valid; 401 for a token no longer live. ${limits}`,
        querystring: tokenQuery,
        body: storyBody,
        response: { 200: okSchema(shared) },
      },
    },
    async (req) => {
      const customer = await optionalCustomer(db, req);
      await takeAttempts(db, attempts(req.body.email, clientAddress(req)));
      return ok(await shareStory(db, customer?.id ?? null, req.body));
    },
  );
}
