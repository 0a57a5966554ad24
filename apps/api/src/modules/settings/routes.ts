/**
 * GET /api/settings/retrieve (spec §7 "User"): the backend settings the browser reads at start, as one
 * nested object read by slash-separated keys (customer/password/minimum_length).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from "@petsies/domain";
import { ok, okSchema } from "../../infra/envelope.ts";

export const storefrontSettings = {
  checkout: { options: { guest_checkout: true } },
  customer: {
    password: { minimum_length: PASSWORD_MIN_LENGTH, required_character_classes_number: PASSWORD_MIN_CLASSES },
    passwordless: { enabled: true },
  },
  tax: { defaultCountry: "US", calculateServerSide: true },
};

const settingsAnswer = okSchema(
  z.object({
    checkout: z.object({ options: z.object({ guest_checkout: z.boolean() }) }),
    customer: z.object({
      password: z.object({ minimum_length: z.number(), required_character_classes_number: z.number() }),
      passwordless: z.object({ enabled: z.boolean() }),
    }),
    tax: z.object({ defaultCountry: z.string(), calculateServerSide: z.boolean() }),
  }),
);

export function settingsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/settings/retrieve",
    { schema: { tags: ["settings"], summary: "Backend settings, nested; read by slash-separated keys", response: { 200: settingsAnswer } } },
    async () => ok(storefrontSettings),
  );
}
