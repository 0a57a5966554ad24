/**
 * A story's history (issue 16): every write of its content keeps the content it made, what happened and who
 * did it, in the same transaction as the write. The back office lists them and restores one into the draft.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cmsStoryVersions, type StoryVersionEvent } from "../../db/schema.ts";
import type { Actor } from "../staff/audit.ts";

/** The staff tool's and the seed's writes name no staff member. */
export const STAFF_TOOL: Actor = { staffId: null, email: "staff tool" };

export async function recordVersion(tx: Db, actor: Actor, version: { storyId: number; name: string; content: Record<string, unknown>; event: StoryVersionEvent }, at = new Date()): Promise<void> {
  await tx.insert(cmsStoryVersions).values({ ...version, staffId: actor.staffId, staffEmail: actor.email, at });
}

/** Stories that have no history yet (loaded by the seed) start it with what they hold now. */
export async function recordFirstVersions(tx: Db, who: string): Promise<void> {
  await tx.execute(sql`
    insert into cms_story_versions (story_id, name, content, event, staff_email, at)
    select s.id, s.name, s.content, case when s.published then 'published' else 'saved' end, ${who}, s.updated_at
    from cms_stories s
    where not exists (select 1 from cms_story_versions v where v.story_id = s.id)`);
}
