import { cache } from "react";
import type { Metadata } from "next";
import { editorParams, isEditorPreview, type Story } from "@petsies/domain";
import type { EditorPreviewAnswer } from "@petsies/contract";
import { ApiError, apiGet, isNotFound } from "./api.ts";

type Query = Record<string, string | string[] | undefined>;

/** Pages opened from the visual editor are never indexed (being dynamic, Next also sends Cache-Control: no-store). */
export const PREVIEW_ROBOTS: Metadata["robots"] = { index: false, follow: false, nocache: true };

function storyPath(fullSlug: string): string {
  return `/api/cms/story/${fullSlug.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * A published CMS story by full slug, or null when there is none. Not kept here: the render cache keeps the
 * page, and renders it again as soon as a story is published (issue 18).
 */
export const getStory = cache(async (fullSlug: string): Promise<Story | null> => {
  try {
    return await apiGet<Story>(storyPath(fullSlug));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

/**
 * A draft when the page's query carries a valid editor link (spec §6): the API checks the link and answers
 * a preview token, which opens the draft of `fullSlug` (by default the story the editor has open). Null
 * when the link is refused or there is no such story. Never cached: drafts change as the editor types and
 * the tokens are secrets.
 */
async function getDraftStory(query: Query, fullSlug?: string): Promise<Story | null> {
  const link = editorParams(query);
  if (!link) return null;
  const editor = new URLSearchParams({ storyId: String(link.storyId), language: link.language, timestamp: String(link.timestamp), token: link.token });
  try {
    const opened = await apiGet<EditorPreviewAnswer>(`/api/cms/validate-editor?${editor}`);
    return await apiGet<Story>(`${storyPath(fullSlug ?? opened.full_slug)}?${new URLSearchParams({ previewToken: opened.previewToken })}`);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

export interface LoadedStory {
  story: Story | null;
  /** The page was opened from the visual editor: it must not be cached or indexed, whatever it shows. */
  preview: boolean;
}

/** The story a content page shows: the draft in a valid editor preview, else the published story. */
export async function loadStory(fullSlug: string, query: Query): Promise<LoadedStory> {
  const preview = isEditorPreview(query);
  const draft = preview ? await getDraftStory(query, fullSlug) : null;
  return { story: draft ?? (await getStory(fullSlug)), preview };
}

/** The draft of the story the editor has open (the single-component route), or null without a valid link. */
export async function loadEditorStory(query: Query): Promise<Story | null> {
  return isEditorPreview(query) ? getDraftStory(query) : null;
}
