import { z } from "zod";
import { MAX_STORY_SLUG_LENGTH, STORY_SLUG } from "@petsies/domain";
import { line, queryInt } from "./fields.ts";

/**
 * Content stories in the back office (issue 16; spec §3 "Content story"). A story has the version shoppers see
 * (published) and a draft, the working copy the editor saves and previews; publishing makes the draft what
 * shoppers see. The block tree itself is checked by the API's story schema, which names each problem's block
 * by its _uid: a refusal's `fields` key is `block.{_uid}.{field}` (e.g. `block.a1b2c3d4.text`), or `name`.
 */
export const STORY_STATES = ["published", "unpublished", "changed"] as const;
export const storyState = z.enum(STORY_STATES);
export type StoryState = z.infer<typeof storyState>;
export const STORY_STATE_NAMES: Record<StoryState, string> = { published: "Published", unpublished: "Not published", changed: "Draft has changes" };

export const STORY_KINDS = ["page", "block"] as const;
export const storyKind = z.enum(STORY_KINDS);
export type StoryKind = z.infer<typeof storyKind>;

/** A block's margin and padding (spec §3 style fields): whole pixels on each side, within this range. */
export const BLOCK_SIDE_MIN = -200;
export const BLOCK_SIDE_MAX = 400;
export const BLOCK_SIDES = ["top", "right", "bottom", "left"] as const;
export const BLOCK_SIDE_MESSAGES = { whole: "Enter whole pixels, like 16", range: `From ${BLOCK_SIDE_MIN} to ${BLOCK_SIDE_MAX} pixels` } as const;

/** What is wrong with a side's value, or null (`undefined` is a side left as usual). */
export function blockSideProblem(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== "number" || !Number.isInteger(value)) return BLOCK_SIDE_MESSAGES.whole;
  return value < BLOCK_SIDE_MIN || value > BLOCK_SIDE_MAX ? BLOCK_SIDE_MESSAGES.range : null;
}

/** The prefix of a refused field that belongs to a block: `block.{_uid}.{field}`. */
export const BLOCK_FIELD_PREFIX = "block.";

/** GET /api/admin/content/stories (owner): q finds a name or a slug; by slug. */
export const storyListQuery = z.object({
  q: line(100).optional(),
  state: storyState.optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type StoryListQuery = z.infer<typeof storyListQuery>;

export const storyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  fullSlug: z.string(),
  kind: storyKind,
  published: z.boolean(),
  /** The draft differs from what shoppers see (for an unpublished story: always, once it has content). */
  draftChanged: z.boolean(),
  updatedAt: z.string(),
});
export type StoryRow = z.infer<typeof storyRow>;

export const storyListAnswer = z.object({ stories: z.array(storyRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type StoryListAnswer = z.infer<typeof storyListAnswer>;

/** A block tree as stored (spec §3); its shape is checked by the API's story schema, not here. */
export const storyContent = z.record(z.string(), z.unknown());
export type StoryContentInput = z.infer<typeof storyContent>;

export const storyDetailAnswer = storyRow.extend({
  uuid: z.string(),
  draft: storyContent,
  /** What shoppers see, or null while the story is not published. */
  publishedContent: storyContent.nullable(),
  /** The storefront path of the story's page, e.g. / or /about/. */
  path: z.string(),
});
export type StoryDetailAnswer = z.infer<typeof storyDetailAnswer>;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter the page's address, like about or help/sizes")
  .max(MAX_STORY_SLUG_LENGTH, `At most ${MAX_STORY_SLUG_LENGTH} characters`)
  .regex(STORY_SLUG, "Use lower-case letters, digits, dashes and underscores, in parts separated by /");

/** POST /api/admin/content/stories: a new story, unpublished, with an empty page or block. */
export const storyCreateBody = z.object({
  name: line(200).min(1, "Name the story"),
  fullSlug: slug,
  kind: storyKind,
});
export type StoryCreateBody = z.infer<typeof storyCreateBody>;

/** PUT /api/admin/content/stories/:id/draft: the whole draft. */
export const storyDraftBody = z.object({
  name: line(200).min(1, "Name the story"),
  content: storyContent,
});
export type StoryDraftBody = z.infer<typeof storyDraftBody>;

export const STORY_VERSION_EVENTS = ["saved", "published", "restored"] as const;
export const STORY_VERSION_EVENT_NAMES: Record<(typeof STORY_VERSION_EVENTS)[number], string> = { saved: "Draft saved", published: "Published", restored: "Restored into the draft" };

export const storyVersion = z.object({
  id: z.number().int(),
  event: z.enum(STORY_VERSION_EVENTS),
  name: z.string(),
  staffEmail: z.string(),
  at: z.string(),
});
export type StoryVersionRow = z.infer<typeof storyVersion>;

export const storyVersionsAnswer = z.object({ versions: z.array(storyVersion) });
export type StoryVersionsAnswer = z.infer<typeof storyVersionsAnswer>;

/** The storefront page showing the draft: a path with a signed editor link (valid for an hour), on the shop's own origin. */
export const storyPreviewAnswer = z.object({ url: z.string(), expiresAt: z.string() });
export type StoryPreviewAnswer = z.infer<typeof storyPreviewAnswer>;

/** A stored picture a content block may show: its key (what the block holds), a thumbnail, and where it comes from. */
export const contentPicture = z.object({ image: z.string(), imageUrl: z.string(), label: z.string() });
export type ContentPicture = z.infer<typeof contentPicture>;

/** GET /api/admin/content/pictures: pictures the stories already show and the products' pictures; q finds a key, a story or a product by name. */
export const contentPicturesQuery = z.object({ q: line(100).optional() });
export const contentPicturesAnswer = z.object({ pictures: z.array(contentPicture) });
export type ContentPicturesAnswer = z.infer<typeof contentPicturesAnswer>;

/** POST /api/admin/content/pictures (multipart: file): the stored key to put in a block's picture field. */
export const contentPictureUploadAnswer = z.object({ image: z.string(), imageUrl: z.string() });
