/** Sharing with the shop (spec §7 POST /share/artists, POST /share/customer-stories). */
import { z } from "zod";
import { FIELD_LIMITS, isValidEmail, normaliseEmail, SHARE_LIMITS } from "@petsies/domain";

const required = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

const email = z
  .string({ error: "email is required" })
  .trim()
  .min(1, "email is required")
  .max(FIELD_LIMITS.email)
  .refine(isValidEmail, "Please enter a valid e-mail address")
  .transform(normaliseEmail);

const uploadId = z.uuid("uploadId must be the id of an uploaded photo").optional();

export const birthdayBody = z.object({
  petName: required("petName", SHARE_LIMITS.petName),
  birthday: z.iso.date("birthday must be a date written YYYY-MM-DD"),
  uploadId,
  email,
});
export type BirthdayInput = z.infer<typeof birthdayBody>;

export const storyBody = z.object({
  name: required("name", SHARE_LIMITS.name),
  email,
  story: required("story", SHARE_LIMITS.story).refine((s) => s.length >= SHARE_LIMITS.minStory, `story must be at least ${SHARE_LIMITS.minStory} characters`),
  uploadId,
  consent: z.literal(true, { error: "consent is required: we only share stories we may publish" }),
});
export type StoryInput = z.infer<typeof storyBody>;

export const tokenQuery = z.object({ token: z.string().max(200).optional() });
export const shared = z.object({ id: z.number() });
