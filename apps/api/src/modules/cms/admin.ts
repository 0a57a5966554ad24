/**
 * Content stories in the back office (issue 16, owners): list, read, create, save the draft, publish,
 * unpublish, the history and restoring a version into the draft, and a signed link to the draft's page.
 * Every change writes its audit row and its story version in the same transaction. Publishing moves the
 * story's updated_at and unpublishing lowers the count of published stories, so the storefront's page
 * version (url/version.ts) sees both at once. What shoppers read stays in service.ts.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type {
  StoryCreateBody,
  StoryDetailAnswer,
  StoryDraftBody,
  StoryKind,
  StoryListAnswer,
  StoryListQuery,
  StoryPreviewAnswer,
  StoryRow,
  StoryVersionsAnswer,
} from "@petsies/contract/admin";
import { EDITOR_QUERY, HOME_SLUG, MAX_STORIES_PER_KIND } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { cmsStories, cmsStoryDrafts, cmsStoryVersions } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { contentProblems, withBlockUids } from "./block-problems.ts";
import { EDITOR_LINK_MAX_AGE_SECONDS, editorLinkToken } from "./preview.ts";
import { directiveProblems } from "./publish-check.ts";
import { storyContentSchema } from "./story-schema.ts";
import { recordVersion } from "./versions.ts";

type Content = Record<string, unknown>;

export const PREVIEW_NEEDS_SECRET = "Preview needs CMS_PREVIEW_SECRET: set it for the API (at least 32 characters) and restart it";

/** The storefront path of a story's page. */
export const storyPath = (fullSlug: string) => (fullSlug === HOME_SLUG ? "/" : `/${fullSlug}/`);

const draftContent = sql<Content>`coalesce(${cmsStoryDrafts.content}, ${cmsStories.content})`;
/** Shoppers see something other than the draft: the story is not published, or its draft differs. */
const draftChanged = sql<boolean>`(not ${cmsStories.published} or (${cmsStoryDrafts.content} is not null and ${cmsStoryDrafts.content} <> ${cmsStories.content}))`;

const rowColumns = {
  id: cmsStories.id,
  uuid: cmsStories.uuid,
  name: cmsStories.name,
  fullSlug: cmsStories.fullSlug,
  published: cmsStories.published,
  content: cmsStories.content,
  draft: draftContent,
  draftChanged,
  updatedAt: sql<Date | string>`greatest(${cmsStories.updatedAt}, ${cmsStoryDrafts.updatedAt})`,
};

function selectRows(db: Db) {
  return db.select(rowColumns).from(cmsStories).leftJoin(cmsStoryDrafts, eq(cmsStoryDrafts.storyId, cmsStories.id));
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const kindOf = (content: Content): StoryKind => (content.component === "block" ? "block" : "page");

function rowOf(r: Row): StoryRow {
  return { id: r.id, name: r.name, fullSlug: r.fullSlug, kind: kindOf(r.draft), published: r.published, draftChanged: Boolean(r.draftChanged), updatedAt: new Date(r.updatedAt).toISOString() };
}

function stateFilter(state: StoryListQuery["state"]): SQL | undefined {
  switch (state) {
    case "published":
      return eq(cmsStories.published, true);
    case "unpublished":
      return eq(cmsStories.published, false);
    case "changed":
      return and(eq(cmsStories.published, true), draftChanged);
    default:
      return undefined;
  }
}

export async function listStories(db: Db, query: StoryListQuery): Promise<StoryListAnswer> {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) where.push(or(ilike(cmsStories.name, containsPattern(q)), ilike(cmsStories.fullSlug, containsPattern(q)))!);
  const state = stateFilter(query.state);
  if (state) where.push(state);
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(filter)
      .orderBy(asc(cmsStories.fullSlug))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(cmsStories).leftJoin(cmsStoryDrafts, eq(cmsStoryDrafts.storyId, cmsStories.id)).where(filter),
  ]);
  return { stories: rows.map(rowOf), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function rowById(db: Db, id: number): Promise<Row> {
  const [row] = await selectRows(db).where(eq(cmsStories.id, id));
  if (!row) throw new NotFound(`There is no story ${id}`);
  return row;
}

export async function storyDetail(db: Db, id: number): Promise<StoryDetailAnswer> {
  const r = await rowById(db, id);
  return { ...rowOf(r), uuid: r.uuid, draft: r.draft, publishedContent: r.published ? r.content : null, path: storyPath(r.fullSlug) };
}

/** The content checked by the story schema, every problem at its block and field. */
function checkedContent(content: Content): Content {
  const parsed = storyContentSchema.safeParse(content);
  if (!parsed.success) throw new InvalidFields(contentProblems(content, parsed.error));
  return content;
}

const STORY_SAVE_LOCK_KEY = 7_305_007;

export async function createStory(db: Db, actor: Actor, body: StoryCreateBody): Promise<number> {
  const content: Content = withBlockUids(body.kind === "page" ? { component: "page", title: body.name, body: [] } : { component: "block", body: [] });
  return db.transaction(async (tx) => {
    // The same lock as the staff tool's saves: a slug or the 500th story of a kind is never raced.
    await tx.execute(sql`select pg_advisory_xact_lock(${STORY_SAVE_LOCK_KEY})`);
    const [taken] = await tx.select({ name: cmsStories.name }).from(cmsStories).where(eq(cmsStories.fullSlug, body.fullSlug));
    if (taken) throw new InvalidFields({ fullSlug: `The story "${taken.name}" already has the address ${body.fullSlug}: choose another` });
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(cmsStories)
      .where(sql`${cmsStories.content}->>'component' = ${body.kind}`);
    if (n >= MAX_STORIES_PER_KIND) throw new Conflict(`The shop already holds ${MAX_STORIES_PER_KIND} ${body.kind} stories, the most it keeps`);
    const [row] = await tx.insert(cmsStories).values({ uuid: crypto.randomUUID(), fullSlug: body.fullSlug, name: body.name, content, published: false }).returning();
    await recordVersion(tx, actor, { storyId: row!.id, name: body.name, content, event: "saved" });
    await writeAudit(tx, actor, { action: "content.story.create", entityType: "content_story", entityId: row!.id, after: { fullSlug: body.fullSlug, name: body.name, content } });
    return row!.id;
  });
}

async function lockedStory(tx: Db, id: number) {
  const [story] = await tx.select().from(cmsStories).where(eq(cmsStories.id, id)).for("update");
  if (!story) throw new NotFound(`There is no story ${id}`);
  const [draft] = await tx.select().from(cmsStoryDrafts).where(eq(cmsStoryDrafts.storyId, id));
  return { story, draft: draft?.content ?? story.content };
}

async function writeDraft(tx: Db, id: number, content: Content, now: Date): Promise<void> {
  await tx
    .insert(cmsStoryDrafts)
    .values({ storyId: id, content, updatedAt: now })
    .onConflictDoUpdate({ target: cmsStoryDrafts.storyId, set: { content, updatedAt: now } });
}

/** The whole draft anew, checked by the story schema; shoppers keep seeing the published version. */
export async function saveDraft(db: Db, actor: Actor, id: number, body: StoryDraftBody, now = new Date()): Promise<void> {
  const content = checkedContent(withBlockUids(body.content));
  await db.transaction(async (tx) => {
    const before = await lockedStory(tx, id);
    await tx.update(cmsStories).set({ name: body.name }).where(eq(cmsStories.id, id));
    await writeDraft(tx, id, content, now);
    await recordVersion(tx, actor, { storyId: id, name: body.name, content, event: "saved" }, now);
    await writeAudit(tx, actor, { action: "content.story.save_draft", entityType: "content_story", entityId: id, before: { name: before.story.name, content: before.draft }, after: { name: body.name, content } });
  });
}

/**
 * The draft becomes what shoppers see. Refused, at the block, when the storefront could not show it: the
 * story schema's problems, and directives that do not evaluate now (an unknown or disabled product's sku).
 */
export async function publishStory(db: Db, actor: Actor, id: number, now = new Date()): Promise<void> {
  const { draft } = await lockedStory(db, id);
  checkedContent(draft);
  const problems = await directiveProblems(db, draft, now);
  if (Object.keys(problems).length) throw new InvalidFields(problems);
  await db.transaction(async (tx) => {
    const { story, draft: content } = await lockedStory(tx, id);
    if (JSON.stringify(content) !== JSON.stringify(draft)) throw new Conflict("The draft changed while it was being published: publish again");
    if (story.published && JSON.stringify(content) === JSON.stringify(story.content)) return;
    await tx.update(cmsStories).set({ content, published: true, updatedAt: now }).where(eq(cmsStories.id, id));
    await tx.delete(cmsStoryDrafts).where(eq(cmsStoryDrafts.storyId, id));
    await recordVersion(tx, actor, { storyId: id, name: story.name, content, event: "published" }, now);
    await writeAudit(tx, actor, {
      action: "content.story.publish",
      entityType: "content_story",
      entityId: id,
      before: { published: story.published, content: story.published ? story.content : null },
      after: { published: true, content },
    });
  });
}

/** Shoppers no longer see the story (its page answers "Could not load story"); the draft stays. */
export async function unpublishStory(db: Db, actor: Actor, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { story } = await lockedStory(tx, id);
    if (!story.published) return;
    await tx.update(cmsStories).set({ published: false, updatedAt: now }).where(eq(cmsStories.id, id));
    await writeAudit(tx, actor, { action: "content.story.unpublish", entityType: "content_story", entityId: id, before: { published: true }, after: { published: false } });
  });
}

export async function storyVersions(db: Db, id: number): Promise<StoryVersionsAnswer> {
  await rowById(db, id);
  const rows = await db
    .select({ id: cmsStoryVersions.id, event: cmsStoryVersions.event, name: cmsStoryVersions.name, staffEmail: cmsStoryVersions.staffEmail, at: cmsStoryVersions.at })
    .from(cmsStoryVersions)
    .where(eq(cmsStoryVersions.storyId, id))
    .orderBy(desc(cmsStoryVersions.id))
    .limit(200);
  return { versions: rows.map((v) => ({ ...v, at: v.at.toISOString() })) };
}

/** An earlier version's content becomes the draft (shoppers see it once it is published). */
export async function restoreVersion(db: Db, actor: Actor, id: number, versionId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [version] = await tx
      .select()
      .from(cmsStoryVersions)
      .where(and(eq(cmsStoryVersions.id, versionId), eq(cmsStoryVersions.storyId, id)));
    if (!version) throw new NotFound(`Story ${id} has no version ${versionId}`);
    const { story, draft } = await lockedStory(tx, id);
    await writeDraft(tx, id, version.content, now);
    await recordVersion(tx, actor, { storyId: id, name: story.name, content: version.content, event: "restored" }, now);
    await writeAudit(tx, actor, { action: "content.story.restore", entityType: "content_story", entityId: id, before: { content: draft }, after: { versionId, content: version.content } });
  });
}

/**
 * The story's page with a signed editor link (spec §2 editor preview; preview.ts): the storefront shows the
 * draft there for an hour. A path on the shop's own origin, where the back office is served too.
 */
export async function storyPreview(db: Db, secret: string | undefined, id: number, now = new Date()): Promise<StoryPreviewAnswer> {
  if (!secret) throw new Conflict(PREVIEW_NEEDS_SECRET, "preview_off");
  const row = await rowById(db, id);
  const timestamp = Math.floor(now.getTime() / 1000);
  const query = new URLSearchParams({
    [EDITOR_QUERY.storyId]: String(row.id),
    [EDITOR_QUERY.language]: "default",
    [EDITOR_QUERY.timestamp]: String(timestamp),
    [EDITOR_QUERY.token]: editorLinkToken(secret, row.id, timestamp),
  });
  return { url: `${storyPath(row.fullSlug)}?${query}`, expiresAt: new Date((timestamp + EDITOR_LINK_MAX_AGE_SECONDS) * 1000).toISOString() };
}
