import type { Story } from "@petsies/domain";
import { blockStyle } from "./block-style.ts";
import { Blocks } from "./Blocks.tsx";

/**
 * A content page: the story's title is the page's one h1, its blocks follow. The home page keeps its h1
 * for assistive technology only, since its hero section already says what the shop is.
 */
export function StoryPage({ story, hideTitle = false }: { story: Story; hideTitle?: boolean }) {
  const page = story.content;
  const { className, style } = blockStyle(page, "mx-auto max-w-[1272px] space-y-10 px-4 py-8 lg:px-6 lg:py-12");
  return (
    <article className={className} style={style}>
      <h1 className={hideTitle ? "sr-only" : "text-3xl font-extrabold tracking-tight lg:text-5xl"}>
        {page.title || story.name}
      </h1>
      <Blocks blocks={page.body} ctx={{ level: 2, priority: true, references: [story.full_slug] }} />
    </article>
  );
}
