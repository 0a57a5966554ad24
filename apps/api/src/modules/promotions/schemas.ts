import { z } from "zod";
import { okSchema } from "../../infra/envelope.ts";

const token = z.string().trim().min(1, "campaignToken must not be empty").max(200, "campaignToken is too long");

export const campaignUpdateBody = z
  .object({
    campaignToken: token.optional(),
    data: z.string().trim().min(1, "data must not be empty").max(100, "data is too long").optional(),
    cartId: z.string().trim().min(1, "cartId must not be empty").max(200).optional(),
  })
  .nullish();

const hex = z.string();
const campaignContent = z.object({
  countdown: z
    .object({
      title: z.string(),
      description: z.string(),
      date: z.string(),
      version: z.number(),
      style: z.object({ background_color: hex, text_color: hex, numbers_color: hex }),
      blacklist_urls: z.array(z.string()),
    })
    .nullable(),
  discounts: z.object({
    prices: z.record(z.string(), z.object({ regular_price: z.number(), final_price: z.number(), percent_off: z.number() })),
    adjustedPrices: z.record(z.string(), z.number()),
  }),
  image_banner: z.object({ image: z.string(), alt: z.string(), link: z.string() }).nullable(),
});

export const campaignAnswer = okSchema(z.object({ campaignContent: campaignContent.nullable(), campaignToken: z.string().nullable() }));
