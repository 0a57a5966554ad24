/**
 * The customer story queue (issue 16): what shoppers shared with the form, for the owner to work through.
 * A story is new until someone marks it handled (they replied, or published it by hand) or archives it; it can
 * go back to new. Who moved it and when is kept on the story, and every move writes its audit row in the same
 * transaction.
 */
import { and, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { imageUrl } from "@petsies/domain";
import type { AdminCustomerStory, CustomerStoryList, CustomerStoryListQuery, CustomerStoryState } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { customerStories, uploads } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";

type Row = { story: typeof customerStories.$inferSelect; photoKey: string | null };

function adminView({ story, photoKey }: Row): AdminCustomerStory {
  return {
    id: story.id,
    name: story.name,
    email: story.email,
    story: story.story,
    consent: story.consent,
    photo: photoKey ? { url: imageUrl(photoKey), thumbnailUrl: imageUrl(photoKey, "squareThumbnail") } : null,
    state: story.state as CustomerStoryState,
    handledBy: story.handledBy,
    handledAt: story.handledAt?.toISOString() ?? null,
    createdAt: story.createdAt.toISOString(),
  };
}

const withPhoto = (db: Db) =>
  db.select({ story: customerStories, photoKey: uploads.storageKey }).from(customerStories).leftJoin(uploads, eq(uploads.id, customerStories.uploadId));

export async function listCustomerStories(db: Db, query: CustomerStoryListQuery): Promise<CustomerStoryList> {
  const where: SQL[] = [query.state ? eq(customerStories.state, query.state) : ne(customerStories.state, "archived")];
  if (query.photo) where.push(query.photo === "yes" ? isNotNull(customerStories.uploadId) : isNull(customerStories.uploadId));
  if (query.consent) where.push(eq(customerStories.consent, query.consent === "yes"));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    withPhoto(db)
      .where(filter)
      .orderBy(desc(sql`${customerStories.state} = 'new'`), desc(customerStories.createdAt), desc(customerStories.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(customerStories).where(filter),
  ]);
  return { stories: rows.map(adminView), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Mark a story handled, put it back to new, or archive it. Asking for the state it already has changes nothing. */
export async function setCustomerStoryState(db: Db, actor: Actor, id: number, state: CustomerStoryState, now = new Date()): Promise<AdminCustomerStory> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(customerStories).where(eq(customerStories.id, id)).for("update");
    if (!before) throw new NotFound(`There is no customer story ${id}`);
    if (before.state !== state) {
      const handled = state === "new" ? { handledBy: null, handledAt: null } : { handledBy: actor.email, handledAt: now };
      const [after] = await tx.update(customerStories).set({ state, ...handled }).where(eq(customerStories.id, id)).returning();
      await writeAudit(tx, actor, {
        action: "customer_story.state",
        entityType: "customer_story",
        entityId: id,
        before: { state: before.state, handledBy: before.handledBy, handledAt: before.handledAt?.toISOString() ?? null },
        after: { state: after!.state, handledBy: after!.handledBy, handledAt: after!.handledAt?.toISOString() ?? null },
      });
    }
    const [row] = await withPhoto(tx).where(eq(customerStories.id, id));
    return adminView(row!);
  });
}
