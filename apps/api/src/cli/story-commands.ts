/**
 * Content stories from the staff tool (README "Content pages"): a shop owner adds or changes a page without
 * touching code. `story import` checks a JSON file with the same schema the API uses and saves it as the
 * story's draft, or publishes it; `story export` prints a story as such a file; `story preview-link` prints
 * a link that opens the draft on the storefront (an editor link signed with CMS_PREVIEW_SECRET).
 */
import { readFile } from "node:fs/promises";
import type { Db } from "../db/client.ts";
import { Invalid } from "../infra/errors.ts";
import { storyPath, storyPreview } from "../modules/cms/admin.ts";
import { exportStory, saveStory, storyBySlug } from "../modules/cms/service.ts";
import { describeIssues, storyFileSchema } from "../modules/cms/story-schema.ts";
import { linkBase } from "./link-base.ts";

export const STORY_USAGE = `  story import <file.json> [--publish]               save a content story from a JSON file { full_slug, name, content }
                                                       as its draft, or publish it (what shoppers see)
  story export <full_slug>                             print a story as such a file (its draft when it has one)
  story preview-link <full_slug>                       print a storefront link that shows the story's draft (1 hour)`;

/** Files larger than this are not stories. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

export async function importStory(db: Db, file: string, publish: boolean): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new Invalid(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  if (Buffer.byteLength(text) > MAX_FILE_BYTES) throw new Invalid(`${file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Invalid(`${file} is not JSON: ${(err as Error).message}`);
  }
  const parsed = storyFileSchema.safeParse(json);
  if (!parsed.success) throw new Invalid(`${file} is not a valid story:\n${describeIssues(parsed.error)}`);
  const saved = await saveStory(db, parsed.data, { publish });
  const what = saved.created ? "created" : "updated";
  if (publish) return `Story ${saved.fullSlug} (id ${saved.id}) ${what} and published: shoppers see it at /${pagePath(saved.fullSlug)}`;
  return `Story ${saved.fullSlug} (id ${saved.id}) ${what}: draft saved${saved.published ? "; shoppers still see the published version" : ", not published yet"}. Preview it with: npm run shop -- story preview-link ${saved.fullSlug}`;
}

export async function exportStoryFile(db: Db, fullSlug: string): Promise<string> {
  return JSON.stringify(await exportStory(db, fullSlug), null, 2);
}

export interface PreviewLinkOptions {
  previewSecret: string | undefined;
  siteUrl: string | undefined;
  now?: Date;
}

export async function previewLink(db: Db, fullSlug: string, options: PreviewLinkOptions): Promise<string> {
  if (!options.previewSecret) throw new Invalid("draft preview is off: set CMS_PREVIEW_SECRET for the API (at least 32 characters)");
  const siteUrl = linkBase(options.siteUrl);
  const story = await storyBySlug(db, fullSlug, "draft");
  return `${siteUrl}${(await storyPreview(db, options.previewSecret, story.id, options.now)).url}`;
}

function pagePath(fullSlug: string): string {
  return storyPath(fullSlug).slice(1);
}
