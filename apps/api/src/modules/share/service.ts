/**
 * What shoppers share with the shop: a pet's birthday for our artists (who send a birthday greeting) and
 * customer stories the shop may publish. Each stores a row; a photo must be one uploaded to this shop.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customerStories, sharedBirthdays, uploads } from "../../db/schema.ts";
import { Invalid } from "../../infra/errors.ts";
import type { BirthdayInput, StoryInput } from "./schemas.ts";

async function checkUpload(db: Db, uploadId: string | undefined): Promise<string | null> {
  if (!uploadId) return null;
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  if (!row) throw new Invalid("uploadId must be the id of a photo uploaded to this shop");
  return row.id;
}

export async function shareBirthday(db: Db, customerId: number | null, input: BirthdayInput, today = new Date()): Promise<{ id: number }> {
  if (input.birthday > today.toISOString().slice(0, 10)) throw new Invalid("birthday cannot be in the future");
  if (input.birthday < "1950-01-01") throw new Invalid("birthday must be after 1950");
  const uploadId = await checkUpload(db, input.uploadId);
  const [row] = await db
    .insert(sharedBirthdays)
    .values({ customerId, petName: input.petName, birthday: input.birthday, uploadId, ownerEmail: input.email })
    .returning({ id: sharedBirthdays.id });
  return { id: row!.id };
}

export async function shareStory(db: Db, customerId: number | null, input: StoryInput): Promise<{ id: number }> {
  const uploadId = await checkUpload(db, input.uploadId);
  const [row] = await db
    .insert(customerStories)
    .values({ customerId, name: input.name, email: input.email, story: input.story, uploadId, consent: input.consent })
    .returning({ id: customerStories.id });
  return { id: row!.id };
}
