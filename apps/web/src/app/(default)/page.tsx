import type { Metadata } from "next";
import { HOME_SLUG, SITE_DESCRIPTION, SITE_TITLE, storyDescription } from "@petsies/domain";
import { StoryPage } from "../../components/cms/StoryPage.tsx";
import { OpeningSoon } from "../../components/layout/OpeningSoon.tsx";
import { JsonLd } from "../../components/seo/JsonLd.tsx";
import { loadStory, PREVIEW_ROBOTS } from "../../lib/content.ts";
import { organizationJsonLd, websiteJsonLd } from "../../lib/structured-data.ts";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The home story; from the visual editor (its query parameters), its draft when the token is accepted. Until a
 * home story is published (a new shop), the home page says the shop is opening soon.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { story, preview } = await loadStory(HOME_SLUG, await searchParams);
  return {
    title: { absolute: SITE_TITLE },
    description: (story && storyDescription(story)) || SITE_DESCRIPTION,
    alternates: { canonical: "/" },
    ...(preview && { robots: PREVIEW_ROBOTS }),
  };
}

export default async function HomePage({ searchParams }: Props) {
  const { story } = await loadStory(HOME_SLUG, await searchParams);
  if (!story) return <OpeningSoon />;
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <StoryPage story={story} hideTitle />
    </>
  );
}
