import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { campaignAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { cartQuery, tokenQuery } from "../cart/schemas.ts";
import { cartOfRequest } from "../cart/request-cart.ts";
import { pricedCart, requireCart } from "../cart/service.ts";
import { userTokenOf } from "../users/auth.ts";
import { campaignUpdateBody } from "./schemas.ts";
import { cartCampaignAnswer, defaultCampaignAnswer, updateActiveCampaign } from "./service.ts";

const BASE = "/api/promotion-platform";
const answerShape =
  "Answers { campaignContent: { countdown, discounts: { prices by product id, adjustedPrices by cart item id }, image_banner }, campaignToken }, both null when no campaign runs.";

export function promotionRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["promotions"];

  r.post(
    `${BASE}/active-campaign-update-requests`,
    {
      schema: {
        tags,
        summary: "The shopper's active campaign: by a marketing link's code (data), else a campaignToken, else the default",
        description:
          `${answerShape} A data code that names no running campaign answers 404. With a cartId (checked like every cart call, ` +
          "a customer's cart with its user token) the cart takes part in the campaign and is priced by it.",
        body: campaignUpdateBody,
        querystring: tokenQuery,
        response: { 200: okSchema(campaignAnswer) },
      },
    },
    async (req) => {
      const body = req.body ?? {};
      const cart = body.cartId ? pricedCart(db, await requireCart(db, body.cartId, userTokenOf(req))) : null;
      return ok(await updateActiveCampaign(db, { campaignToken: body.campaignToken, data: body.data, cart }));
    },
  );

  r.get(
    `${BASE}/quotes-campaigns`,
    {
      schema: {
        tags,
        summary: "The campaign a cart (cartId, a customer's with its token) takes part in, with its lines' campaign prices",
        description: `${answerShape} An unknown cart answers 404, another customer's cart 404 or 401 as every cart call.`,
        querystring: cartQuery,
        response: { 200: okSchema(campaignAnswer) },
      },
    },
    async (req) => ok(await cartCampaignAnswer(db, pricedCart(db, await cartOfRequest(db, req)))),
  );

  r.get(
    `${BASE}/campaigns/default`,
    { schema: { tags, summary: "The default active campaign", description: answerShape, response: { 200: okSchema(campaignAnswer) } } },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return ok(await defaultCampaignAnswer(db));
    },
  );
}
