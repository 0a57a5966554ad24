import { count, eq, inArray, sql } from "drizzle-orm";
import {
  HOME_SLUG,
  messages,
  MAX_REFERENCE_DEPTH,
  MAX_STORIES_PER_KIND,
  referencedSlugs,
  type Story,
  type StoryContent,
  type StoryVersion,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { cmsStories, cmsStoryDrafts } from "../../db/schema.ts";
import { Conflict, Forbidden, NotFound, Unauthorized } from "../../infra/errors.ts";
import { isValidEditorLink, issuePreviewToken, previewTokenStory } from "./preview.ts";
import type { StoryFile } from "./story-schema.ts";
import { recordVersion, STAFF_TOOL } from "./versions.ts";
import type { Actor } from "../staff/audit.ts";

export const COULD_NOT_LOAD_STORY = messages.storyNotLoaded;

/** An empty slug falls back to the home slug (spec §2 "Content pages"). */
export function normaliseSlug(slug: string): string {
  const s = slug.replace(/^\/+|\/+$/g, "").toLowerCase();
  return s === "" ? HOME_SLUG : s;
}

const PREVIEW_NOT_VALID = "Invalid or expired preview token";

/**
 * Which versions a reader sees: "published"; "draft", every story's newest version (the shop's own tools);
 * or `previewOf`, the draft of the one story a preview token was made for (preview.ts), and no other story.
 */
export type StoryView = StoryVersion | { previewOf: number };

/**
 * What a request sees: the published stories, or with a valid preview token its story's draft. A token that
 * is given but not valid is refused rather than quietly ignored, so the editor knows the preview is off.
 */
export function viewFor(secret: string | undefined, previewToken: string | undefined, now = new Date()): StoryView {
  if (previewToken === undefined) return "published";
  const storyId = secret ? previewTokenStory(secret, previewToken, now) : null;
  if (storyId === null) throw new Unauthorized(PREVIEW_NOT_VALID);
  return { previewOf: storyId };
}

/**
 * The version a view shows of a story (undefined: none stored there). A preview token asked for any other
 * story is refused as a bad one, whether that story exists or not. The stories the previewed one includes
 * (block_reference) are shown in their drafts too: they are part of the page the token was made for.
 */
function versionIn(view: StoryView, storyId: number | undefined): StoryVersion {
  if (typeof view === "string") return view;
  if (storyId !== view.previewOf) throw new Unauthorized(PREVIEW_NOT_VALID);
  return "draft";
}

const storyColumns = {
  id: cmsStories.id,
  uuid: cmsStories.uuid,
  fullSlug: cmsStories.fullSlug,
  name: cmsStories.name,
  content: cmsStories.content,
  published: cmsStories.published,
  updatedAt: cmsStories.updatedAt,
  draftContent: cmsStoryDrafts.content,
  draftUpdatedAt: cmsStoryDrafts.updatedAt,
};

/** Stories with their drafts, if any. */
function selectStories(db: Db) {
  return db.select(storyColumns).from(cmsStories).leftJoin(cmsStoryDrafts, eq(cmsStoryDrafts.storyId, cmsStories.id));
}

type StoryRow = Awaited<ReturnType<typeof selectStories>>[number];

/** The row's content in a version, or null when the row has none (an unpublished story's published version). */
function contentIn(row: StoryRow, version: StoryVersion): StoryContent | null {
  if (version === "draft") return (row.draftContent ?? row.content) as unknown as StoryContent;
  return row.published ? (row.content as unknown as StoryContent) : null;
}

/**
 * The stories a content's block_reference blocks name, directly or through each other, up to
 * MAX_REFERENCE_DEPTH levels, each at most once (so a cycle ends); missing ones are left out.
 */
async function referencesOf(db: Db, self: string, content: StoryContent, version: StoryVersion): Promise<Record<string, StoryContent>> {
  const found: Record<string, StoryContent> = {};
  const seen = new Set([self]);
  let wanted = referencedSlugs(content).filter((s) => !seen.has(s));
  for (let depth = 0; depth < MAX_REFERENCE_DEPTH && wanted.length > 0; depth++) {
    wanted.forEach((s) => seen.add(s));
    const rows = await selectStories(db).where(inArray(cmsStories.fullSlug, wanted));
    const next = new Set<string>();
    for (const row of rows) {
      const c = contentIn(row, version);
      if (!c) continue;
      found[row.fullSlug] = c;
      for (const s of referencedSlugs(c)) if (!seen.has(s)) next.add(s);
    }
    wanted = [...next];
  }
  return found;
}

async function toStory(db: Db, row: StoryRow | undefined, version: StoryVersion): Promise<Story> {
  const content = row && contentIn(row, version);
  if (!row || !content) throw new NotFound(COULD_NOT_LOAD_STORY);
  const updatedAt = version === "draft" && row.draftUpdatedAt ? row.draftUpdatedAt : row.updatedAt;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    full_slug: row.fullSlug,
    content,
    version,
    published: row.published,
    updated_at: updatedAt.toISOString(),
    references: await referencesOf(db, row.fullSlug, content, version),
  };
}

export async function storyBySlug(db: Db, fullSlug: string, view: StoryView = "published"): Promise<Story> {
  const [row] = await selectStories(db).where(eq(cmsStories.fullSlug, normaliseSlug(fullSlug))).limit(1);
  return toStory(db, row, versionIn(view, row?.id));
}

export async function storyByUuid(db: Db, uuid: string, view: StoryView = "published"): Promise<Story> {
  const [row] = await selectStories(db).where(eq(cmsStories.uuid, uuid)).limit(1);
  return toStory(db, row, versionIn(view, row?.id));
}

export async function storyExists(db: Db, fullSlug: string, view: StoryView = "published"): Promise<boolean> {
  const [row] = await db
    .select({ id: cmsStories.id, published: cmsStories.published })
    .from(cmsStories)
    .where(eq(cmsStories.fullSlug, normaliseSlug(fullSlug)))
    .limit(1);
  const version = versionIn(view, row?.id);
  return row !== undefined && (version === "draft" || row.published);
}

export interface EditorLink {
  storyId: number;
  language: string;
  timestamp: number;
  token: string;
}

/** validate-editor (spec §7): a valid editor link for a stored story gets a preview token for that story. */
export async function validateEditor(db: Db, secret: string | undefined, link: EditorLink, now = new Date()): Promise<{ previewToken: string; full_slug: string }> {
  if (!secret) throw new Forbidden("Draft preview is not enabled on this shop");
  if (!isValidEditorLink(secret, link, now)) throw new Unauthorized("Invalid or expired editor link");
  const [row] = await db.select({ fullSlug: cmsStories.fullSlug }).from(cmsStories).where(eq(cmsStories.id, link.storyId)).limit(1);
  if (!row) throw new NotFound(COULD_NOT_LOAD_STORY);
  return { previewToken: issuePreviewToken(secret, link.storyId, now), full_slug: row.fullSlug };
}

const STORY_SAVE_LOCK_KEY = 7_305_007;

export interface SavedStory {
  id: number;
  fullSlug: string;
  created: boolean;
  published: boolean;
}

/**
 * Saves a story file (checked with storyFileSchema) as the story's draft, or publishes it. Publishing makes
 * it what everyone sees and drops the draft; a draft leaves the published version as it was (a new story
 * saved as a draft is not shown until published). Spec §9: at most 500 page stories and 500 block stories.
 */
export async function saveStory(db: Db, file: StoryFile, options: { publish: boolean; actor?: Actor }, now = new Date()): Promise<SavedStory> {
  const content = file.content as unknown as Record<string, unknown>;
  return db.transaction(async (tx) => {
    // One save at a time: two saves of a new slug, or the 500th story of a kind, never race each other.
    await tx.execute(sql`select pg_advisory_xact_lock(${STORY_SAVE_LOCK_KEY})`);
    const [existing] = await tx.select({ id: cmsStories.id, published: cmsStories.published }).from(cmsStories).where(eq(cmsStories.fullSlug, file.full_slug)).limit(1);
    if (!existing) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(cmsStories)
        .where(sql`${cmsStories.content}->>'component' = ${file.content.component}`);
      if (n >= MAX_STORIES_PER_KIND) throw new Conflict(`The shop already holds ${MAX_STORIES_PER_KIND} ${file.content.component} stories, the most it keeps`);
    }
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(cmsStories)
        .set(options.publish ? { name: file.name, content, published: true, updatedAt: now } : { name: file.name })
        .where(eq(cmsStories.id, id));
    } else {
      const [row] = await tx
        .insert(cmsStories)
        .values({ uuid: crypto.randomUUID(), fullSlug: file.full_slug, name: file.name, content, published: options.publish, updatedAt: now })
        .returning({ id: cmsStories.id });
      id = row!.id;
    }
    if (options.publish) {
      await tx.delete(cmsStoryDrafts).where(eq(cmsStoryDrafts.storyId, id));
    } else {
      await tx
        .insert(cmsStoryDrafts)
        .values({ storyId: id, content, updatedAt: now })
        .onConflictDoUpdate({ target: cmsStoryDrafts.storyId, set: { content, updatedAt: now } });
    }
    await recordVersion(tx, options.actor ?? STAFF_TOOL, { storyId: id, name: file.name, content, event: options.publish ? "published" : "saved" }, now);
    return { id, fullSlug: file.full_slug, created: !existing, published: options.publish || (existing?.published ?? false) };
  });
}

/** A story as the file `story import` reads: its newest version (the draft when there is one). */
export async function exportStory(db: Db, fullSlug: string): Promise<StoryFile> {
  const story = await storyBySlug(db, fullSlug, "draft");
  return { full_slug: story.full_slug, name: story.name, content: story.content };
}
