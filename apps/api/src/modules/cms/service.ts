import { and, eq } from "drizzle-orm";
import { HOME_SLUG, type PageBlock, type Story } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { cmsStories } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";

/** An empty slug falls back to the home slug (spec §2 "Content pages"). */
export function normaliseSlug(slug: string): string {
  const s = slug.replace(/^\/+|\/+$/g, "").toLowerCase();
  return s === "" ? HOME_SLUG : s;
}

export async function storyBySlug(db: Db, fullSlug: string): Promise<Story> {
  const slug = normaliseSlug(fullSlug);
  const [row] = await db
    .select()
    .from(cmsStories)
    .where(and(eq(cmsStories.fullSlug, slug), eq(cmsStories.published, true)))
    .limit(1);
  if (!row) throw new NotFound("Could not load story");
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    full_slug: row.fullSlug,
    content: row.content as unknown as PageBlock,
    updated_at: row.updatedAt.toISOString(),
  };
}
