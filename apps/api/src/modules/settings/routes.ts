/**
 * GET /api/settings/retrieve (spec §7 "User"): the backend settings the browser reads at start, as one
 * nested object read by slash-separated keys (customer/password/minimum_length).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH, RAFFLE_RULES } from "@petsies/domain";
import { ok, okSchema } from "../../infra/envelope.ts";

const baseSettings = {
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
    raffle: z.object({ enabled: z.boolean(), order_within_days: z.number(), reward_within_days: z.number() }),
  }),
);

/** The settings with the raffle switch (spec §9: off unless RAFFLE_ENABLED=true) and its time limits. */
export function storefrontSettings(options: { raffleEnabled: boolean }) {
  return {
    ...baseSettings,
    raffle: { enabled: options.raffleEnabled, order_within_days: RAFFLE_RULES.orderWithinDays, reward_within_days: RAFFLE_RULES.rewardWithinDays },
  };
}

export function settingsRoutes(app: FastifyInstance, options: { raffleEnabled: boolean }) {
  const settings = storefrontSettings(options);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/settings/retrieve",
    { schema: { tags: ["settings"], summary: "Backend settings, nested; read by slash-separated keys", response: { 200: settingsAnswer } } },
    async () => ok(settings),
  );
}
