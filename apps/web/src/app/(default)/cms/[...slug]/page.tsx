import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SITE_DESCRIPTION } from "@petsies/domain";
import { StoryPage } from "../../../../components/cms/StoryPage.tsx";
import { getStory } from "../../../../lib/content.ts";
import { NOT_FOUND_METADATA } from "../../../../lib/page-metadata.ts";

type Props = { params: Promise<{ slug: string[] }> };

/**
 * Content pages. Shoppers see them at /{full_slug}/: the proxy resolves that path through the URL
 * dispatcher and rewrites it here (a direct visit to /cms/… is a 404).
 */
async function storyFor(params: Props["params"]) {
  const fullSlug = (await params).slug.join("/");
  return { fullSlug, story: await getStory(fullSlug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { fullSlug, story } = await storyFor(params);
  if (!story) return NOT_FOUND_METADATA;
  return {
    title: story.content.title || story.name,
    description: story.content.description || SITE_DESCRIPTION,
    alternates: { canonical: `/${fullSlug.split("/").map(encodeURIComponent).join("/")}/` },
  };
}

export default async function ContentPage({ params }: Props) {
  const { story } = await storyFor(params);
  if (!story) notFound();
  return <StoryPage story={story} />;
}
