import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CustomizationState } from "@petsies/domain";
import { envelope, orderItemStates as orderItemStatesAnswer, savedStatesAnswer, submittedItemsAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { AppError } from "../../infra/errors.ts";
import { attachedValidationError, errorMessageSchema } from "../../infra/error-message.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { INT4_MAX, numberOrText } from "../../infra/schemas.ts";
import { customerOnly, requireCustomer } from "../users/auth.ts";
import { orderItemStates, saveOrderItemStates, submitOrderItemStates } from "./order-items.ts";

/** An order item's id as a number or its text (the query's list is text); a JSON `true` is no id (issue 17). */
const itemId = numberOrText("order item ids must be numbers").pipe(
  z
    .number({ error: "order item ids must be numbers" })
    .int("order item ids must be whole numbers")
    .positive("order item ids must be positive")
    .max(INT4_MAX, "order item ids must be ids of order items"),
);

const idsQuery = z.object({
  token: z.string().max(200).optional(),
  orderItemId: z
    .string({ error: "orderItemId is required" })
    .max(2000)
    .transform((s, ctx) => {
      const ids = s.split(",").map((x) => x.trim()).filter(Boolean);
      const parsed = z.array(itemId).min(1, "orderItemId is required").max(100, "orderItemId takes at most 100 ids").safeParse(ids);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "orderItemId must be comma-separated ids" });
        return z.NEVER;
      }
      return parsed.data;
    })
    .describe("comma-separated order item ids"),
});

const tokenQuery = z.object({ token: z.string().max(200).optional() });

const image = z.object({ id: z.string().min(1).max(100), type: z.number().int(), url: z.string().max(1000), createdAt: z.string().max(40).optional() });
const stateEntry = z.object({
  customization_id: z.string().min(1).max(100),
  value: z.union([z.string().max(5000), z.array(z.string().max(200)).max(100), image, z.array(image).max(20)]),
});
const state = z.array(stateEntry).max(200, "A customization state has at most 200 entries");

const saveBody = z.object({
  order_items: z.array(z.object({ id: itemId, customization_state: state })).min(1, "order_items is required").max(100),
});
const submitBody = z.object({ order_items: z.array(z.object({ id: itemId })).min(1, "order_items is required").max(100) });

/** Submit failures are read as result.error_message (spec §7), bad input included. */
async function withErrorMessageField<T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    const invalid = attachedValidationError(req);
    if (invalid) throw invalid;
    return ok(await work());
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    reply.status(err.statusCode);
    const answer = { code: err.statusCode, result: { error_message: err.message } };
    return err instanceof InvalidFields ? { ...answer, fields: err.fields } : answer;
  }
}

export function customizationRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["customization"];
  const path = "/api/customizations/order-items/states";

  r.get(
    path,
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Customization states of the customer's order items: [{ id, sku, product_id, status_id, awaiting_customization, customization_state }]",
        description:
          "In the order asked. 401 without a live user token; 404 \"No order items customizations states found for orderItemIds: …\" " +
          "naming every id that is not an item of the customer's placed orders.",
        querystring: idsQuery,
        response: { 200: okSchema(orderItemStatesAnswer) },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok(await orderItemStates(db, customer.id, req.query.orderItemId));
    },
  );

  r.post(
    path,
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Save customization states: { order_items: [{ id, customization_state }] } → { results: [{ id, error_message }] }",
        description:
          "Each item is saved on its own; error_message is null when saved, else why not (not awaiting customization, a rule of " +
          "the product's customizations, a photo not uploaded here, a paid-for option changed). Required fields may stay empty " +
          "until submit. Photos: at most the option's maxValuesCount (3 for pet photos). 404 when an id is not the customer's " +
          "(nothing saved), 401 without a live user token.",
        querystring: tokenQuery,
        body: saveBody,
        response: { 200: okSchema(savedStatesAnswer) },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      const entries = req.body.order_items.map((i) => ({ id: i.id, customization_state: i.customization_state as CustomizationState }));
      return ok(await saveOrderItemStates(db, customer.id, entries));
    },
  );

  r.post(
    "/api/customizations/order-items/submit-requests",
    {
      onRequest: customerOnly(db, (error_message) => ({ error_message })),
      attachValidation: true,
      schema: {
        tags,
        summary: "Submit the saved states: { order_items: [{ id }] } → { results: [{ id, status_id: 15 }] }",
        description:
          "Every item must be the customer's, await customization (22) and hold a complete, valid state; then all move to " +
          "15 (in design), logged in the production log. Otherwise nothing moves and the answer is 4xx with " +
          "result.error_message (404 for items that are not the customer's, 401 without a live user token).",
        querystring: tokenQuery,
        body: submitBody,
        response: { 200: envelope(submittedItemsAnswer), "4xx": errorMessageSchema("error_message") },
      },
    },
    async (req, reply) =>
      withErrorMessageField(req, reply, async () => {
        const customer = await requireCustomer(db, req);
        return submitOrderItemStates(
          db,
          customer.id,
          req.body.order_items.map((i) => i.id),
        );
      }),
  );
}
