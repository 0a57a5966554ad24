import { SiteLink } from "../ui/SiteLink.tsx";
import { NOT_FOUND_SLUG } from "@petsies/domain";
import { StoryPage } from "../cms/StoryPage.tsx";
import { getStory } from "../../lib/content.ts";

/**
 * The CMS page-not-found story (spec §2), with a built-in fallback when the story cannot be loaded. Its pictures
 * load lazily: the layout sends this page with every page (the boundary a missing product falls into), and an
 * eager picture in it would be preloaded by every page that never shows it.
 */
export async function NotFoundContent() {
  const story = await getStory(NOT_FOUND_SLUG).catch(() => null);
  if (story) return <StoryPage story={story} lazyPictures />;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <SiteLink href="/" className="rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark">
        Back to the home page
      </SiteLink>
    </div>
  );
}
