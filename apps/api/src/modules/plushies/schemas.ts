import { z } from "zod";
import { STATISTIC_METRICS } from "@petsies/domain";
import { INT4_MAX, numberOrText } from "../../infra/schemas.ts";

/** A product id as a number or its text (queries carry only text); a JSON `true` is no id (issue 17). */
const productId = (name: string) => {
  const message = `${name} must be a product id`;
  return numberOrText(message).pipe(z.number({ error: message }).int(`${name} must be a whole number`).positive(message).max(INT4_MAX, message));
};

/** One id, a repeated parameter or a comma-separated list, as a list of whole numbers. */
const idList = (name: string) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((x) => String(x).split(","))
            .map((s) => s.trim())
            .filter(Boolean),
    z.array(productId(name)).max(50, `${name} takes at most 50 ids`).optional(),
  );

export const productIdQuery = z.object({ productId: productId("productId") });

export const rushQuery = z.object({ productId: idList("productId").describe("optional: only these products (comma-separated ids)") });

export const bodyPartsQuery = z
  .object({ "productId[]": idList("productId[]"), productId: idList("productId") })
  .transform((q) => [...(q["productId[]"] ?? []), ...(q.productId ?? [])])
  .refine((ids) => ids.length > 0, "productId[] is required");

export const breedsQuery = z.object({ type: z.enum(["dog", "cat"], { error: "type must be dog or cat" }).optional() });

export const plushieBody = z.object({ productId: productId("productId") });

const plushieId = z.uuid({ error: "plushieId must be a plushie id (a UUID)" });

export const plushieParams = z.object({ plushieId });
export const plushieIdQuery = z.object({ plushieId });

/** The user token is optional (or comes as a Bearer header): a customer's plushie takes reminders with theirs only. */
export const tokenQuery = z.object({ token: z.string().max(200).optional() });

export const reminderBody = z.object({
  plushieId,
  email: z.string({ error: "email is required" }).max(254, "Please, provide the correct email address"),
});

export const statisticQuery = z.object({
  metric: z.enum(STATISTIC_METRICS, { error: `metric must be one of ${STATISTIC_METRICS.join(", ")}` }),
});
