import { z } from "zod";

const token = z.string().trim().min(1, "campaignToken must not be empty").max(200, "campaignToken is too long");

export const campaignUpdateBody = z
  .object({
    campaignToken: token.optional(),
    data: z.string().trim().min(1, "data must not be empty").max(100, "data is too long").optional(),
    cartId: z.string().trim().min(1, "cartId must not be empty").max(200).optional(),
  })
  .nullish();
