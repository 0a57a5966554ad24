import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FIELD_LIMITS } from "@petsies/domain";
import { appliedGiftCardsAnswer, envelope, giftCardsRemovedAnswer, giftCardTemplateList, giftCardValueAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { numberOrText } from "../../infra/schemas.ts";
import { clientAddress } from "../../infra/security/rate-limit.ts";
import { cartQuery } from "../cart/schemas.ts";
import { cartOfRequest } from "../cart/request-cart.ts";
import { giftCardDesigns } from "./designs.ts";
import { applyGiftCard, changeGiftCardValue, pullGiftCards, removeGiftCards } from "./service.ts";

const code = z.string({ error: "code is required" }).trim().min(1, "code is required").max(FIELD_LIMITS.code);

export function giftCardRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["gift cards"];
  r.post(
    "/api/giftcards/apply",
    {
      schema: {
        tags,
        summary: "Apply a gift card to the cart; answers the value applied",
        description: "429 after 10 codes that do not work from one address, or 5 tries of one code, within 15 minutes (change-value too).",
        querystring: cartQuery,
        body: z.object({ code }),
        response: { 200: envelope(giftCardValueAnswer) },
      },
    },
    async (req) => ok(await applyGiftCard(db, await cartOfRequest(db, req), req.body.code, clientAddress(req))),
  );
  r.post(
    "/api/giftcards/change-value",
    {
      schema: {
        tags,
        summary: "Choose how much of an applied gift card to use",
        querystring: cartQuery,
        body: z.object({ code, value: numberOrText("value must be a number").pipe(z.number({ error: "value must be a number" }).finite()) }),
        response: { 200: envelope(giftCardValueAnswer) },
      },
    },
    async (req) => ok(await changeGiftCardValue(db, await cartOfRequest(db, req), req.body.code, req.body.value, clientAddress(req))),
  );
  r.post(
    "/api/giftcards/remove",
    { schema: { tags, summary: "Remove gift cards from the cart", querystring: cartQuery, body: z.object({ codes: z.array(code).min(1).max(20) }), response: { 200: envelope(giftCardsRemovedAnswer) } } },
    async (req) => ok(await removeGiftCards(db, await cartOfRequest(db, req), req.body.codes)),
  );
  r.get(
    "/api/giftcards/pull",
    { schema: { tags, summary: "Applied gift cards: code → value used", querystring: cartQuery, response: { 200: envelope(appliedGiftCardsAnswer) } } },
    async (req) => ok(await pullGiftCards(db, await cartOfRequest(db, req))),
  );
  r.get(
    "/api/giftcards/templates",
    {
      schema: {
        tags,
        summary: "Gift card designs",
        querystring: z.object({ storeId: z.coerce.number().int().min(0).optional(), token: z.string().optional() }),
        response: { 200: envelope(giftCardTemplateList) },
      },
    },
    async () => ok((await giftCardDesigns(db)).map(({ image, ...design }) => ({ ...design, backgroundImage: image }))),
  );
}
