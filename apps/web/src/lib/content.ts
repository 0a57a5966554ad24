import { cache } from "react";
import type { Story } from "@petsies/domain";
import { apiGet, isNotFound } from "./api.ts";

/** A CMS story by full slug, or null when there is none. Stories are the same for everyone: cached briefly. */
export const getStory = cache(async (fullSlug: string): Promise<Story | null> => {
  const path = fullSlug.split("/").map(encodeURIComponent).join("/");
  try {
    return await apiGet<Story>(`/api/cms/story/${path}`, { revalidate: 60 });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});
