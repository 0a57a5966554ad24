import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { withErrorMessage } from "../../infra/error-message.ts";
import type { Mailer } from "../../infra/mail.ts";
import { optionalCustomer } from "../users/auth.ts";
import { isSubscribed, subscribe, unsubscribe } from "./service.ts";

/** Emptiness and format are the service's to report, with the spec §5 texts. */
const email = z.string().max(254, "Please enter a valid e-mail address").optional();
const emailBody = z.object({ email }).default({});
const emailQuery = z.object({ email });
const tokenQuery = z.object({ token: z.string().max(200).optional() });
const subscribed = okSchema(z.boolean());

const PATH = "/api/ext/mailchimp-subscribe/subscribe";
const errors = '400 "Field is required" or "Please enter a valid e-mail address".';

export interface NewsletterOptions {
  siteUrl: string;
}

export function newsletterRoutes(app: FastifyInstance, db: Db, mailer: Mailer, options: NewsletterOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["newsletter"];
  const deps = { mailer, siteUrl: options.siteUrl, log: app.log };

  r.get(PATH, { schema: { tags, summary: "Whether an e-mail address is subscribed (result true or false)", description: errors, querystring: emailQuery, response: { 200: subscribed } } }, async (req) =>
    ok(await isSubscribed(db, req.query.email)),
  );

  r.post(
    PATH,
    {
      schema: {
        tags,
        summary: "Subscribe an e-mail address (result true); the first subscription e-mails the welcome coupon",
        description: `Subscribing an address that is subscribed changes nothing. ${errors}`,
        body: emailBody,
        response: { 200: subscribed },
      },
    },
    async (req) => ok(await subscribe(db, deps, req.body.email)),
  );

  r.delete(
    PATH,
    {
      schema: {
        tags,
        summary: "Unsubscribe an e-mail address, given in the body or the query (result false)",
        description: `Unsubscribing an address that is not subscribed changes nothing. ${errors}`,
        querystring: emailQuery,
        body: z.object({ email }).nullish(),
        response: { 200: subscribed },
      },
    },
    async (req) => ok(await unsubscribe(db, req.body?.email ?? req.query.email)),
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
          description: `As POST ${PATH}; failures answer result.errorMessage (401 for a token that is not live). ${errors}`,
          querystring: tokenQuery,
          body: emailBody,
        },
      },
      (req, reply) =>
        withErrorMessage(req, reply, async () => {
          const customer = await optionalCustomer(db, req);
          return subscribe(db, deps, req.body.email ?? customer?.email);
        }),
    );
  }
}
