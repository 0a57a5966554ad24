import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FIELD_LIMITS } from "@petsies/domain";
import { newsletterAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { withErrorMessage } from "../../infra/error-message.ts";
import type { Mailer } from "../../infra/mail.ts";
import { clientAddress, LIMITS, takeAttempts } from "../../infra/security/rate-limit.ts";
import { optionalCustomer } from "../users/auth.ts";
import { isSubscribed, subscribe, unsubscribe, type OwnerProof } from "./service.ts";

/** Emptiness and format are the service's to report, with the spec §5 texts. */
const email = z.string().max(FIELD_LIMITS.email, "Please enter a valid e-mail address").optional();
const emailBody = z.object({ email }).default({});
const token = z.string().max(200).optional();
/** `token` is the user token (users/auth.ts); `unsubscribeToken` the one the unsubscribe link carries. */
const ownerQuery = z.object({ email, token, unsubscribeToken: token });
const tokenQuery = z.object({ token });
const subscribed = okSchema(newsletterAnswer);

const PATH = "/api/ext/mailchimp-subscribe/subscribe";
const errors = '400 "Field is required" or "Please enter a valid e-mail address".';
const owner =
  "The owner of the address shows it: the user token of the account with this e-mail (token or Authorization: Bearer), " +
  "or the unsubscribeToken of the link in our e-mails.";
const limit = "429 past 10 subscriptions per client address in 15 minutes.";

export interface NewsletterOptions {
  siteUrl: string;
}

export function newsletterRoutes(app: FastifyInstance, db: Db, mailer: Mailer, options: NewsletterOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["newsletter"];
  const deps = { mailer, siteUrl: options.siteUrl, log: app.log };
  const proofOf = async (req: FastifyRequest, unsubscribeToken: string | undefined): Promise<OwnerProof> => ({
    customerEmail: (await optionalCustomer(db, req))?.email,
    unsubscribeToken,
  });
  const countSubscription = (req: FastifyRequest) => takeAttempts(db, [[LIMITS.newsletterPerIp, clientAddress(req)]]);

  r.get(
    PATH,
    {
      schema: {
        tags,
        summary: "Whether an e-mail address is subscribed (result true or false), told only to its owner",
        description: `${owner} Anyone else gets false, as for an address that never subscribed. ${errors}`,
        querystring: ownerQuery,
        response: { 200: subscribed },
      },
    },
    async (req) => ok(await isSubscribed(db, req.query.email, await proofOf(req, req.query.unsubscribeToken))),
  );

  r.post(
    PATH,
    {
      schema: {
        tags,
        summary: "Subscribe an e-mail address (result true); the first subscription e-mails the welcome coupon",
        description: `Subscribing an address that is subscribed changes nothing; the welcome e-mail goes once per address ever. ${errors} ${limit}`,
        body: emailBody,
        response: { 200: subscribed },
      },
    },
    async (req) => {
      await countSubscription(req);
      const source = (await optionalCustomer(db, req)) ? "account" : "form";
      return ok(await subscribe(db, deps, req.body.email, source));
    },
  );

  r.delete(
    PATH,
    {
      schema: {
        tags,
        summary: "Unsubscribe an e-mail address, given in the body or the query (result false), for its owner only",
        description:
          `${owner} unsubscribeToken may come in the body too. 403 for anyone else, whether or not the address is subscribed. ` +
          `Unsubscribing an address that is not subscribed changes nothing. ${errors}`,
        querystring: ownerQuery,
        body: z.object({ email, unsubscribeToken: token }).nullish(),
        response: { 200: subscribed },
      },
    },
    async (req) => {
      const proof = await proofOf(req, req.body?.unsubscribeToken ?? req.query.unsubscribeToken);
      return ok(await unsubscribe(db, req.body?.email ?? req.query.email, proof));
    },
  );

  // The account pages' forms: the e-mail defaults to the signed-in customer's; failures answer result.errorMessage.
  for (const path of ["/api/newsletter/subscriptions", "/api/mailing-list-subscriptions"]) {
    r.post(
      path,
      {
        attachValidation: true,
        schema: {
          tags,
          summary: "Subscribe an e-mail address (result true); the e-mail defaults to the token's customer's",
          description: `As POST ${PATH}; failures answer result.errorMessage (401 for a token that is not live). ${errors} ${limit}`,
          querystring: tokenQuery,
          body: emailBody,
        },
      },
      (req, reply) =>
        withErrorMessage(req, reply, async () => {
          await countSubscription(req);
          const customer = await optionalCustomer(db, req);
          return subscribe(db, deps, req.body.email ?? customer?.email);
        }),
    );
  }
}
