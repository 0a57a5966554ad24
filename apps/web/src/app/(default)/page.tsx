import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HOME_SLUG, SITE_DESCRIPTION, SITE_TITLE } from "@petsies/domain";
import { StoryPage } from "../../components/cms/StoryPage.tsx";
import { JsonLd } from "../../components/seo/JsonLd.tsx";
import { getStory } from "../../lib/content.ts";
import { organizationJsonLd, websiteJsonLd } from "../../lib/structured-data.ts";

export async function generateMetadata(): Promise<Metadata> {
  const story = await getStory(HOME_SLUG);
  return {
    title: { absolute: SITE_TITLE },
    description: story?.content.description || SITE_DESCRIPTION,
    alternates: { canonical: "/" },
  };
}

export default async function HomePage() {
  const story = await getStory(HOME_SLUG);
  if (!story) notFound();
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <StoryPage story={story} hideTitle />
    </>
  );
}
