import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SITE_DESCRIPTION, storyDescription, storyTitle } from "@petsies/domain";
import { StoryError, StoryPage } from "../../../../components/cms/StoryPage.tsx";
import { loadStory, PREVIEW_ROBOTS } from "../../../../lib/content.ts";
import { NOT_FOUND_METADATA } from "../../../../lib/page-metadata.ts";

type Props = {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Content pages. Shoppers see them at /{full_slug}/: the proxy resolves that path through the URL
 * dispatcher and rewrites it here (a direct visit to /cms/… is a 404). Opened from the visual editor (its
 * query parameters), the page shows the story's draft when the API accepts the editor's token.
 */
async function storyFor({ params, searchParams }: Props) {
  const fullSlug = (await params).slug.join("/");
  return { fullSlug, ...(await loadStory(fullSlug, await searchParams)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { fullSlug, story, preview } = await storyFor(props);
  if (!story) return { ...NOT_FOUND_METADATA, ...(preview && { robots: PREVIEW_ROBOTS }) };
  return {
    title: storyTitle(story),
    description: storyDescription(story) || SITE_DESCRIPTION,
    alternates: { canonical: `/${fullSlug.split("/").map(encodeURIComponent).join("/")}/` },
    ...(preview && { robots: PREVIEW_ROBOTS }),
  };
}

export default async function ContentPage(props: Props) {
  const { story, preview } = await storyFor(props);
  if (!story) {
    // A preview of a story with no published version and a refused token.
    if (preview) return <StoryError />;
    notFound();
  }
  return <StoryPage story={story} />;
}
