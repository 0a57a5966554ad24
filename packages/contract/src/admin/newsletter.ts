import { z } from "zod";
import { email, line, queryInt } from "./fields.ts";

/** Where an address subscribed: the storefront's form by a guest, or by a signed-in customer. */
export const NEWSLETTER_SOURCES = ["form", "account"] as const;
export const NEWSLETTER_SOURCE_NAMES: Record<(typeof NEWSLETTER_SOURCES)[number], string> = { form: "Storefront form", account: "Signed-in customer" };

/** GET /api/admin/newsletter (owner, support): q finds an address; newest first. */
export const subscriberListQuery = z.object({
  q: line(100).optional(),
  state: z.enum(["subscribed", "unsubscribed"]).optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuery>;

export const subscriberRow = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  source: z.enum(NEWSLETTER_SOURCES),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;
export const subscriberList = z.object({ subscribers: z.array(subscriberRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type SubscriberList = z.infer<typeof subscriberList>;

/** POST /api/admin/newsletter/unsubscribe (owner, support): a shopper asked the shop to take them off. */
export const unsubscribeBody = z.object({ email });

/** GET /api/admin/newsletter/export (owner): every address with its state and dates, as CSV. */
export const subscriberExport = z.object({ fileName: z.string(), csv: z.string() });
