import { z } from "zod";
import { queryInt } from "./fields.ts";

/** How far ahead the birthday list looks, in days: a week to a whole year. */
export const BIRTHDAY_WINDOWS = [7, 30, 90, 366] as const;

/**
 * GET /api/admin/birthdays (owner, support): the pets whose next birthday falls within `days` days of today
 * (UTC), today included, soonest first. A pet born on 29 February has its birthday on the 28th in other years.
 */
export const birthdayListQuery = z.object({
  days: queryInt(1, 366).default(30),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type BirthdayListQuery = z.infer<typeof birthdayListQuery>;

export const adminBirthday = z.object({
  id: z.number().int(),
  petName: z.string(),
  /** The birth date as the shopper shared it (YYYY-MM-DD). */
  birthday: z.string(),
  /** The pet's next birthday from today (YYYY-MM-DD), and the age it turns then. */
  nextBirthday: z.string(),
  turns: z.number().int(),
  ownerEmail: z.string(),
  /** The shared photo (served by /api/media) and a thumbnail of it, or null. */
  photo: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  /** Who marked the greeting for the next birthday sent (a staff e-mail) and when; null until someone does. */
  greeting: z.object({ sentBy: z.string(), sentAt: z.string() }).nullable(),
  sharedAt: z.string(),
});
export type AdminBirthday = z.infer<typeof adminBirthday>;
export const birthdayList = z.object({
  birthdays: z.array(adminBirthday),
  /** The day the list counts from (YYYY-MM-DD, UTC). */
  today: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BirthdayList = z.infer<typeof birthdayList>;

/** POST /api/admin/birthdays/:id/greeting (owner, support): the greeting for the pet's next birthday is sent, or not after all. */
export const birthdayGreetingBody = z.object({ sent: z.boolean({ error: "Say whether the greeting is sent" }) });
export type BirthdayGreetingBody = z.infer<typeof birthdayGreetingBody>;
