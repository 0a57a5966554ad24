import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { HOME_SLUG, NOT_FOUND_SLUG, SITE_DESCRIPTION } from "@petsies/domain";
import { StoryPage } from "../../../components/cms/StoryPage.tsx";
import { getStory } from "../../../lib/content.ts";
import { NOT_FOUND_METADATA } from "../../../lib/page-metadata.ts";

type Props = { params: Promise<{ slug: string[] }> };

/** Content pages live at /{full_slug}/; every other unmatched path ends here too and becomes a 404. */
async function storyFor(params: Props["params"]) {
  const fullSlug = (await params).slug.join("/");
  // The not-found story is shown for missing pages, never as a page of its own.
  if (fullSlug === NOT_FOUND_SLUG) return { fullSlug, story: null };
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
  const { fullSlug, story } = await storyFor(params);
  // Legacy alias (spec §2): /home/ is the home page.
  if (fullSlug === HOME_SLUG) permanentRedirect("/");
  if (!story) notFound();
  return <StoryPage story={story} />;
}
