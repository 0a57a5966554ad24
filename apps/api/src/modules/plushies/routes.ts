import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { breedList, plushie, plushieReminderAnswer, rushAddOnsAnswer, statisticValueAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import type { Mailer } from "../../infra/mail.ts";
import { clientAddress, giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import { optionalCustomer } from "../users/auth.ts";
import {
  bodyPartsQuery,
  breedsQuery,
  plushieBody,
  plushieIdQuery,
  plushieParams,
  productIdQuery,
  reminderBody,
  rushQuery,
  statisticQuery,
  tokenQuery,
} from "./schemas.ts";
import {
  bodyParts,
  breeds,
  createPlushie,
  createReminder,
  extraPhotosUpgrades,
  plushieById,
  productsRushUpgrades,
  statisticValue,
} from "./service.ts";

export interface PlushieOptions {
  siteUrl: string;
}

/** Reference data that changes with a deploy at most: browsers and the web server may keep it an hour. */
const PUBLIC_HOUR = "public, max-age=3600";

export function plushieRoutes(app: FastifyInstance, db: Db, mailer: Mailer, options: PlushieOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["custom plushie data"];

  r.get(
    "/api/plushies/breeds",
    {
      schema: {
        tags,
        summary: "The breeds list the breed field searches: [{ name, type: dog | cat }], dogs then cats, each alphabetical",
        querystring: breedsQuery,
        response: { 200: okSchema(breedList) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", PUBLIC_HOUR);
      return ok(breeds(req.query.type));
    },
  );

  r.get(
    "/api/plushies/extra-photos-upgrades",
    {
      schema: {
        tags,
        summary: "A product's extra-photo add-ons: [{ sku, label, qty }] (empty when it has none)",
        description: "404 for an unknown or disabled product.",
        querystring: productIdQuery,
        response: { 200: okSchema(z.array(z.object({ sku: z.string(), label: z.string(), qty: z.number() }))) },
      },
    },
    async (req) => ok(await extraPhotosUpgrades(db, req.query.productId)),
  );

  r.get(
    "/api/plushies/products-rush-upgrades",
    {
      schema: {
        tags,
        summary: "Rush production add-ons keyed by product id: { [productId]: [{ sku, text, price, isDomestic, turnaround_time }] }",
        description: "Prices are the add-on products' prices now, in USD. text may hold a line break. turnaround_time is in days.",
        querystring: rushQuery,
        response: { 200: okSchema(rushAddOnsAnswer) },
      },
    },
    async (req) => ok(await productsRushUpgrades(db, req.query.productId)),
  );

  r.get(
    "/api/plushies/body-parts",
    {
      schema: {
        tags,
        summary: "Body parts of products (productId[]=73&productId[]=74, or productId=73,74)",
        description:
          "[{ id, code, name, is_required, max_values, sn, product_id, detailing_flag_text, child_bodyparts: [body part], " +
          "values: [{ id, code, name, content_type_id (1 color, 2 image, 3 name), color, image, group, is_default, sn }] }], " +
          "in the order the products were asked; a product without body parts adds none.",
        querystring: bodyPartsQuery,
      },
    },
    async (req) => ok(await bodyParts(db, req.query)),
  );

  r.post(
    "/api/plushies",
    {
      schema: {
        tags,
        summary: "Start a plushie of a customizable product: { id, productId, productSku, shortCode, createdAt }",
        description: "400 for a product that is not customizable, 404 for an unknown one; 429 past 60 per client address in 15 minutes.",
        body: plushieBody,
        response: { 200: okSchema(plushie) },
      },
    },
    async (req) => {
      await takeAttempts(db, [[LIMITS.plushiePerIp, clientAddress(req)]]);
      const customer = await optionalCustomer(db, req);
      return ok(await createPlushie(db, req.body.productId, customer?.id ?? null));
    },
  );

  r.get(
    "/api/plushies/short-codes",
    {
      schema: {
        tags,
        summary: "A plushie's short code: { plushieId, shortCode }",
        querystring: plushieIdQuery,
        response: { 200: okSchema(z.object({ plushieId: z.string(), shortCode: z.string() })) },
      },
    },
    async (req) => {
      const p = await plushieById(db, req.query.plushieId);
      return ok({ plushieId: p.id, shortCode: p.shortCode });
    },
  );

  r.get(
    "/api/plushies/:plushieId",
    { schema: { tags, summary: "A plushie", description: "404 for an unknown id.", params: plushieParams, response: { 200: okSchema(plushie) } } },
    async (req) => ok(await plushieById(db, req.params.plushieId)),
  );

  r.post(
    "/api/plushie-reminders",
    {
      schema: {
        tags,
        summary: "Send photos later: remember the e-mail for the plushie and mail how to send them: { plushieId, shortCode, email, sent }",
        description:
          "Once per plushie and e-mail address (sent false on a repeat, nothing mailed). A plushie started with a user token " +
          "takes reminders only with that customer's token. 400 \"Please, provide the correct email address\", " +
          "404 for an unknown plushie or another customer's; 429 past 5 mails per address or 20 per client address in 15 minutes.",
        querystring: tokenQuery,
        body: reminderBody,
        response: { 200: okSchema(plushieReminderAnswer) },
      },
    },
    async (req) => {
      const attempts: Attempt[] = [
        [LIMITS.reminderMailPerEmail, req.body.email.trim().toLowerCase()],
        [LIMITS.reminderMailPerIp, clientAddress(req)],
      ];
      await takeAttempts(db, attempts);
      const customer = await optionalCustomer(db, req);
      const reminder = await createReminder(db, { mailer, siteUrl: options.siteUrl, log: req.log }, req.body, customer?.id ?? null);
      // Only a reminder that went out counts against the mail limits.
      if (!reminder.sent) await giveBack(db, attempts);
      return ok(reminder);
    },
  );

  r.get(
    "/api/statistic-values",
    {
      schema: {
        tags,
        summary: "A statistic value: { metric, value } (orderedPlushiesCount: plush family items in placed orders)",
        querystring: statisticQuery,
        response: { 200: okSchema(statisticValueAnswer) },
      },
    },
    async (req) => ok({ metric: req.query.metric, value: await statisticValue(db, req.query.metric) }),
  );
}
