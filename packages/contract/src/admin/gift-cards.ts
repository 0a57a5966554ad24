import { z } from "zod";
import { GIFT_CARD_FIELD_MAX } from "@petsies/domain";
import { email, line, queryInt } from "./fields.ts";

/** Where a card stands: usable, spent to zero, or switched off by staff (refused in every cart). */
export const GIFT_CARD_STATES = ["active", "used_up", "disabled"] as const;
export const giftCardState = z.enum(GIFT_CARD_STATES);
export type GiftCardState = z.infer<typeof giftCardState>;
export const GIFT_CARD_STATE_NAMES: Record<GiftCardState, string> = { active: "Active", used_up: "Used up", disabled: "Disabled" };

export const GIFT_CARD_SORTS = ["newest", "oldest", "balance_desc", "balance_asc"] as const;
export const GIFT_CARD_SORT_NAMES: Record<(typeof GIFT_CARD_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  balance_desc: "Largest balance first",
  balance_asc: "Smallest balance first",
};

/** GET /api/admin/gift-cards (owner, support): q finds a code (or part of one) or a recipient's or buyer's e-mail. */
export const giftCardListQuery = z.object({
  q: line(100).optional(),
  state: giftCardState.optional(),
  sort: z.enum(GIFT_CARD_SORTS).default("newest"),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type GiftCardListQuery = z.infer<typeof giftCardListQuery>;

/** How a card came to be: bought in an order, issued by staff, or made by the shop itself (the demo card). */
export const GIFT_CARD_SOURCES = ["order", "staff", "shop"] as const;

export const giftCardRow = z.object({
  id: z.number().int(),
  /** Masked but for its last 4 characters: a code is money to whoever holds it. */
  code: z.string(),
  initialCents: z.number().int(),
  balanceCents: z.number().int(),
  state: giftCardState,
  source: z.enum(GIFT_CARD_SOURCES),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  /** The order that bought it. */
  orderIncrementId: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCardRow = z.infer<typeof giftCardRow>;
export const giftCardListAnswer = z.object({ giftCards: z.array(giftCardRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type GiftCardListAnswer = z.infer<typeof giftCardListAnswer>;

export const GIFT_CARD_EVENT_KINDS = ["created", "bought", "issued", "used", "returned", "adjusted", "disabled", "enabled"] as const;
export type GiftCardEventKind = (typeof GIFT_CARD_EVENT_KINDS)[number];

/** One line of a card's history, oldest first; balanceAfterCents is the balance once it happened. */
export const giftCardEvent = z.object({
  at: z.string(),
  kind: z.enum(GIFT_CARD_EVENT_KINDS),
  /** The change to the balance: positive adds, negative takes; 0 for disable and enable. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  orderIncrementId: z.string().nullable(),
  by: z.string().nullable(),
  reason: z.string().nullable(),
});
export type GiftCardEvent = z.infer<typeof giftCardEvent>;

export const GIFT_CARD_DELIVERIES = ["email", "print"] as const;
export type GiftCardDelivery = (typeof GIFT_CARD_DELIVERIES)[number];

/** GET /api/admin/gift-cards/:id: the card, its code in full to owners only, and its whole history. */
export const giftCardDetailAnswer = giftCardRow.extend({
  codeIsMasked: z.boolean(),
  senderName: z.string().nullable(),
  message: z.string().nullable(),
  template: z.object({ id: z.number().int(), name: z.string(), textColor: z.string(), image: z.string() }).nullable(),
  /** How a card issued by staff reaches its recipient; null for the others. */
  delivery: z.enum(GIFT_CARD_DELIVERIES).nullable(),
  mailedAt: z.string().nullable(),
  history: z.array(giftCardEvent),
});
export type GiftCardDetailAnswer = z.infer<typeof giftCardDetailAnswer>;

/** What one issue may hold, in cents of the base currency: a card is cash to whoever holds its code. */
export const GIFT_CARD_ISSUE_LIMITS = { minCents: 100, maxCents: 100_000 } as const;
/** The largest one adjustment may add or take. */
export const GIFT_CARD_ADJUST_MAX_CENTS = 100_000;

/** One click's key: the app makes a new one each time the issue form or the adjust dialog opens. */
const requestKey = z.string().uuid("Reload the page and try again");

/** A note from one person to another: several lines may be fine, control characters are not. */
const message = z
  .string()
  .trim()
  .max(GIFT_CARD_FIELD_MAX.message, `At most ${GIFT_CARD_FIELD_MAX.message} characters`)
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, "Remove the control characters");

/**
 * POST /api/admin/gift-cards (owner): a new card with a new code. "email" sends it to the recipient now;
 * "print" sends nothing and the card's page prints it.
 */
export const issueGiftCardBody = z
  .object({
    amountCents: z
      .number({ error: "Enter an amount" })
      .int("Enter whole cents")
      .min(GIFT_CARD_ISSUE_LIMITS.minCents, `At least $${GIFT_CARD_ISSUE_LIMITS.minCents / 100}`)
      .max(GIFT_CARD_ISSUE_LIMITS.maxCents, `At most $${(GIFT_CARD_ISSUE_LIMITS.maxCents / 100).toLocaleString("en-US")}`),
    recipientName: line(GIFT_CARD_FIELD_MAX.name).min(1, "Enter the recipient's name"),
    /** Needed for "email"; kept when given for "print", so the card is found by it. */
    recipientEmail: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), email.nullable()),
    senderName: line(GIFT_CARD_FIELD_MAX.name).min(1, "Enter who the card is from"),
    message,
    templateId: z.number({ error: "Choose a design" }).int().min(1, "Choose a design"),
    delivery: z.enum(GIFT_CARD_DELIVERIES),
    requestKey,
  })
  .superRefine((value, ctx) => {
    if (value.delivery === "email" && !value.recipientEmail) ctx.addIssue({ code: "custom", path: ["recipientEmail"], message: "Enter the recipient's e-mail address" });
  });
export type IssueGiftCardBody = z.infer<typeof issueGiftCardBody>;

/** POST /api/admin/gift-cards/:id/adjustments (owner): add (positive) or take (negative), never below zero. */
export const adjustGiftCardBody = z.object({
  amountCents: z
    .number({ error: "Enter an amount" })
    .int("Enter whole cents")
    .min(-GIFT_CARD_ADJUST_MAX_CENTS, `At most $${(GIFT_CARD_ADJUST_MAX_CENTS / 100).toLocaleString("en-US")} at a time`)
    .max(GIFT_CARD_ADJUST_MAX_CENTS, `At most $${(GIFT_CARD_ADJUST_MAX_CENTS / 100).toLocaleString("en-US")} at a time`)
    .refine((n) => n !== 0, "Enter an amount above 0"),
  reason: line(200).min(1, "Say why (kept in the card's history)"),
  requestKey,
});
export type AdjustGiftCardBody = z.infer<typeof adjustGiftCardBody>;

/** POST /api/admin/gift-cards/:id/state (owner): a disabled card is refused in every cart and drops out of carts holding it. */
export const giftCardStateBody = z.object({ active: z.boolean() });

/** GET /api/admin/gift-cards/templates (owner): the designs a card can be issued with. */
export const giftCardDesignsAnswer = z.object({
  templates: z.array(z.object({ id: z.number().int(), name: z.string(), textColor: z.string(), image: z.string() })),
});
export type GiftCardDesignsAnswer = z.infer<typeof giftCardDesignsAnswer>;
