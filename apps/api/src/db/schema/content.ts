/**
 * Tables of the content area (issue 7). Kept apart from schema.ts so that work on different areas never edits one file.
 *
 * A story (cms_stories, in schema.ts) keeps its published version in `content`, served to everyone while
 * `published` is true. The editor's working version lives here, one row per story: a draft differs from the
 * published version until it is published, which copies it into cms_stories and removes the row. A story
 * without a row here has no draft of its own: its draft is its published version.
 */
import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { cmsStories } from "../schema.ts";

export const cmsStoryDrafts = pgTable("cms_story_drafts", {
  storyId: integer("story_id")
    .primaryKey()
    .references(() => cmsStories.id, { onDelete: "cascade" }),
  content: jsonb("content").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
