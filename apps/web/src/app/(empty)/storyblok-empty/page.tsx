import type { Metadata } from "next";
import { StoryBlocks } from "../../../components/cms/StoryPage.tsx";
import { loadEditorStory, PREVIEW_ROBOTS } from "../../../lib/content.ts";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  title: "Preview",
  alternates: { canonical: "/storyblok-empty/" },
  robots: PREVIEW_ROBOTS,
};

/**
 * The visual editor's single-component route (spec §2): the story the editor has open (a block, or a
 * page's blocks) with no shell around it, from the editor's link. Without a valid link there is nothing to show.
 */
export default async function StoryblokEmptyPage({ searchParams }: Props) {
  const story = await loadEditorStory(await searchParams);
  return (
    <main id="main" className="bg-cream p-4 text-ink">
      {story ? <StoryBlocks story={story} /> : <p>Open this page from the visual editor to preview a component.</p>}
    </main>
  );
}
