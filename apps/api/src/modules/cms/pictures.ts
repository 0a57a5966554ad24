/**
 * The pictures the story editor offers for a block's picture field (issue 16): those the stories already show
 * (drafts and published, rich text pictures too), then the products' pictures, each with a thumbnail. A file
 * an owner uploads here is cleaned as product pictures are and stored under CONTENT_PICTURE_PREFIX; the block
 * holds its key.
 */
import { eq, or, sql } from "drizzle-orm";
import type { ContentPicturesAnswer } from "@petsies/contract/admin";
import { imageUrl } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { cmsStories, cmsStoryDrafts } from "../../db/schema.ts";
import type { Storage } from "../../infra/storage.ts";
import { productPicturesForDesigns } from "../giftcards/designs.ts";
import { storeStaffPicture } from "../uploads/service.ts";

export const CONTENT_PICTURE_PREFIX = "cms/uploads/";
const MAX_PICTURES = 60;

/** Keys in `image` fields anywhere in a content tree (a block's picture, a rich text picture's attrs). */
function imageKeysOf(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => imageKeysOf(n, out));
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "image" && typeof value === "string" && value) out.add(value);
      else imageKeysOf(value, out);
    }
  }
}

export async function contentPictures(db: Db, q: string | undefined): Promise<ContentPicturesAnswer> {
  const needle = q?.trim().toLowerCase() ?? "";
  const stories = await db
    .select({ name: cmsStories.name, content: cmsStories.content, draft: cmsStoryDrafts.content })
    .from(cmsStories)
    .leftJoin(cmsStoryDrafts, eq(cmsStoryDrafts.storyId, cmsStories.id))
    .where(or(sql`${cmsStories.content}::text like '%"image"%'`, sql`${cmsStoryDrafts.content}::text like '%"image"%'`))
    .orderBy(cmsStories.fullSlug);
  const pictures: ContentPicturesAnswer["pictures"] = [];
  const seen = new Set<string>();
  for (const story of stories) {
    const keys = new Set<string>();
    imageKeysOf(story.content, keys);
    imageKeysOf(story.draft, keys);
    for (const key of keys) {
      if (seen.has(key) || (needle && !key.toLowerCase().includes(needle) && !story.name.toLowerCase().includes(needle))) continue;
      seen.add(key);
      pictures.push({ image: key, imageUrl: imageUrl(key, "thumbnail"), label: `In ${story.name}` });
    }
  }
  for (const p of (await productPicturesForDesigns(db, needle || undefined)).pictures) {
    if (seen.has(p.image)) continue;
    seen.add(p.image);
    pictures.push({ image: p.image, imageUrl: p.imageUrl, label: p.productName });
  }
  return { pictures: pictures.slice(0, MAX_PICTURES) };
}

export async function storeContentPicture(storage: Storage, bytes: Buffer): Promise<{ image: string; imageUrl: string }> {
  const key = await storeStaffPicture(storage, bytes, CONTENT_PICTURE_PREFIX);
  return { image: key, imageUrl: imageUrl(key, "thumbnail") };
}
