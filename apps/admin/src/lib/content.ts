/**
 * Content stories (owners): the list, one story with its draft, creating one, saving the draft, publishing,
 * unpublishing, the history with restore, and the signed link of the draft's storefront page.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  contentPictureUploadAnswer,
  contentPicturesAnswer,
  storyDetailAnswer,
  storyListAnswer,
  storyPreviewAnswer,
  storyVersionsAnswer,
  type StoryCreateBody,
  type StoryDetailAnswer,
  type StoryDraftBody,
  type StoryListQuery,
} from "@petsies/contract/admin";
import { request, upload } from "./api.ts";
import { queryKeys } from "./query-keys.ts";
import { toQueryString } from "./search-params.ts";

const base = "/content/stories";

export const storyListQueryOptions = (query: StoryListQuery) =>
  queryOptions({
    queryKey: queryKeys.content.list(query),
    queryFn: () => request(`${base}${toQueryString(query)}`, { answer: storyListAnswer }),
    placeholderData: keepPreviousData,
  });

export const storyDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.content.detail(id),
    queryFn: () => request(`${base}/${id}`, { answer: storyDetailAnswer }),
    // The editor holds the draft being edited: a refetch must not replace it behind the owner's back.
    staleTime: Infinity,
  });

export const storyVersionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.content.versions(id),
    queryFn: () => request(`${base}/${id}/versions`, { answer: storyVersionsAnswer }),
  });

/** The link is signed for an hour: asked for again after every save, so the frame never holds an expired one. */
export const storyPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.content.preview(id),
    queryFn: () => request(`${base}/${id}/preview`, { answer: storyPreviewAnswer }),
    retry: false,
    staleTime: 30 * 60_000,
  });

/** Pictures a block may show (the stories' own, then the products'); q finds a key, a story or a product. */
export const contentPicturesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...queryKeys.content.all, "pictures", q] as const,
    queryFn: async () => (await request(`/content/pictures${toQueryString({ q: q || undefined })}`, { answer: contentPicturesAnswer })).pictures,
    placeholderData: keepPreviousData,
  });

/** Sends a file for a block; the answer's key goes in the block's picture field. */
export function uploadContentPicture(file: File, onProgress: (sent: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return upload("/content/pictures", form, contentPictureUploadAnswer, onProgress);
}

function useStorySaved() {
  const queryClient = useQueryClient();
  return (story: StoryDetailAnswer) => {
    queryClient.setQueryData(queryKeys.content.detail(story.id), story);
    void queryClient.invalidateQueries({ queryKey: queryKeys.content.lists });
    void queryClient.invalidateQueries({ queryKey: queryKeys.content.versions(story.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.content.preview(story.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  };
}

export function useCreateStory() {
  const saved = useStorySaved();
  return useMutation({
    mutationFn: (body: StoryCreateBody) => request(base, { method: "POST", body, answer: storyDetailAnswer }),
    onSuccess: saved,
  });
}

export function useSaveDraft(id: number) {
  const saved = useStorySaved();
  return useMutation({
    mutationFn: (body: StoryDraftBody) => request(`${base}/${id}/draft`, { method: "PUT", body, answer: storyDetailAnswer }),
    onSuccess: saved,
  });
}

/** Publish, unpublish or restore a version: each answers the story as it now is. */
export function useStoryAction(id: number) {
  const saved = useStorySaved();
  return useMutation({
    mutationFn: (action: "publish" | "unpublish" | { restore: number }) =>
      request(typeof action === "string" ? `${base}/${id}/${action}` : `${base}/${id}/versions/${action.restore}/restore`, { method: "POST", answer: storyDetailAnswer }),
    onSuccess: saved,
  });
}
