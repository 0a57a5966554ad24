import { sql } from "drizzle-orm";
import { isValidEmail, normaliseEmail } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { Invalid } from "../../infra/errors.ts";

/** Subscribing twice is harmless: the address simply stays (or becomes again) subscribed. */
export async function subscribe(db: Db, rawEmail: string): Promise<"subscribed"> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw new Invalid("Please enter a valid e-mail address");
  await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { subscribed: true, updatedAt: sql`now()` } });
  return "subscribed";
}
