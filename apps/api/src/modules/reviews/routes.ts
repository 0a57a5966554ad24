import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { review, reviewList, storeRatingAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { customerOnly, requireCustomer } from "../users/auth.ts";
import { reviewBody, reviewListQuery, storeRatingQuery, tokenQuery } from "./schemas.ts";
import { reviewPage, saveReview, storeRating } from "./service.ts";

export function reviewRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["reviews"];

  r.post(
    "/api/review/create",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Write a review of a product (user token), or update the one the customer wrote before",
        description:
          "A verified buyer's review (a paid order with the product) is published at once (status approved); any other answers " +
          "status pending and stays out of the lists and ratings until the shop approves it. " +
          "401 without a live user token; 400 with the field that is not valid; 404 for an unknown product; " +
          "429 past 20 reviews per customer in an hour.",
        querystring: tokenQuery,
        body: reviewBody,
        response: { 200: okSchema(review) },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok(await saveReview(db, customer.id, req.body));
    },
  );

  r.get(
    "/api/reviews",
    {
      schema: {
        tags,
        summary: "Published reviews, newest first, of the store or of one product (sku), with their rating summary",
        querystring: reviewListQuery,
        response: { 200: okSchema(reviewList) },
      },
    },
    async (req) => ok(await reviewPage(db, req.query)),
  );

  r.get(
    "/api/stores/ratings",
    {
      schema: {
        tags,
        summary: "The store's rating: { storeRating: { rating, reviewsCount, byStar } } (rating out of 5, from published reviews)",
        description: "storeId defaults to 1, the shop's one store view; 404 for another.",
        querystring: storeRatingQuery,
        response: { 200: okSchema(storeRatingAnswer) },
      },
    },
    async (req) => ok({ storeRating: await storeRating(db, req.query.storeId) }),
  );
}
