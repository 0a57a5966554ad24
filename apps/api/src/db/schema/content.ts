/**
 * Tables of the content area (issue 7). Kept apart from schema.ts so that work on different areas never edits one file.
 *
 * A story (cms_stories, in schema.ts) keeps its published version in `content`, served to everyone while
 * `published` is true. The editor's working version lives here, one row per story: a draft differs from the
 * published version until it is published, which copies it into cms_stories and removes the row. A story
 * without a row here has no draft of its own: its draft is its published version.
 *
 * Every change of a story's content (a draft saved, a version published or restored into the draft) keeps
 * the content it made in cms_story_versions, with who made it, so an owner can see the history and restore
 * an earlier version (issue 16). The migration kept each story's published content as its first version.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { cmsStories } from "../schema.ts";
import { staffMembers } from "./staff.ts";

export const cmsStoryDrafts = pgTable("cms_story_drafts", {
  storyId: integer("story_id")
    .primaryKey()
    .references(() => cmsStories.id, { onDelete: "cascade" }),
  content: jsonb("content").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What made a story version: a draft saved, the draft published, or an earlier version restored into the draft. */
export const STORY_VERSION_EVENTS = ["saved", "published", "restored"] as const;
export type StoryVersionEvent = (typeof STORY_VERSION_EVENTS)[number];

export const cmsStoryVersions = pgTable(
  "cms_story_versions",
  {
    id: serial("id").primaryKey(),
    storyId: integer("story_id")
      .notNull()
      .references(() => cmsStories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    event: text("event").$type<StoryVersionEvent>().notNull(),
    /** Null for the staff tool, the seed and the migration; staff_email then says which. */
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cms_story_versions_story_idx").on(t.storyId, t.id),
    check("cms_story_versions_event_ck", sql`${t.event} in ('saved', 'published', 'restored')`),
  ],
);
