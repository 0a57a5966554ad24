/**
 * Content stories (spec §3 "Content"): a story with its block tree, and the trees its block_reference blocks
 * include. Each block is described by its `component`; the fields of every kind of block are the domain's
 * (packages/domain/src/content.ts), which the storefront's renderer reads.
 */
import { z } from "zod";
import type { Story, StoryContent } from "@petsies/domain";

/** One block of the tree: its kind, and the fields of that kind (children under `body`). */
export const contentBlock = z
  .looseObject({ component: z.string() })
  .describe("A content block: page, page_section, grid, column, tile, block, rich text…") as unknown as z.ZodType<StoryContent>;

export const story = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  full_slug: z.string(),
  content: contentBlock,
  /** Which version `content` is: the published one, or the editor's draft (with a valid preview token). */
  version: z.enum(["published", "draft"]),
  published: z.boolean(),
  updated_at: z.string(),
  /** The content of the stories its block_reference blocks name, by full_slug (same version). */
  references: z.record(z.string(), contentBlock),
});

/** GET /api/cms/story/{slug}. */
export const storyAnswer = story;
/** GET /api/cms/get-by-uuid. */
export const storyByUuidAnswer = z.object({ stories: z.array(story) });
/** GET /api/cms/validate-editor: the preview token that opens drafts, and the full slug of the story the editor has open. */
export const editorPreviewAnswer = z.object({ previewToken: z.string(), full_slug: z.string() });
export type EditorPreviewAnswer = z.infer<typeof editorPreviewAnswer>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const storiesAgree: Same<keyof Story, keyof typeof story.shape> = true;
void storiesAgree;
