import { DirectiveError, messages, storyTitle, UnknownRichTextItem, type Story } from "@petsies/domain";
import { getActiveCurrency } from "../../lib/currency.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { storyTexts, type StoryTexts } from "../../lib/story-text.ts";
import { blockStyle } from "./block-style.ts";
import { Blocks } from "./Blocks.tsx";
import type { BlockContext } from "./context.ts";

/** The story's rich text ready to render, or null when it cannot be shown (logged; the page says so). */
async function textsOf(story: Story): Promise<StoryTexts | null> {
  try {
    return await storyTexts(story);
  } catch (error) {
    if (!(error instanceof UnknownRichTextItem || error instanceof DirectiveError)) throw error;
    console.error(`Story ${story.full_slug} (${story.version}) cannot be shown: ${error.message}`);
    return null;
  }
}

function rootContext(story: Story, texts: StoryTexts, active: ActiveCurrency, priority: boolean): BlockContext {
  return { level: 2, priority, references: story.references, path: [story.full_slug], texts, active };
}

/**
 * A content page: the story's title is the page's one h1, its blocks follow. The home page keeps its h1
 * for assistive technology only, since its hero section already says what the shop is. Its first picture is
 * loaded first (the likely LCP element) unless `lazyPictures`: React announces such a picture to the browser
 * (a preload) wherever the element is sent, even inside a boundary that is not shown.
 */
export async function StoryPage({ story, hideTitle = false, lazyPictures = false }: { story: Story; hideTitle?: boolean; lazyPictures?: boolean }) {
  const [texts, active] = await Promise.all([textsOf(story), getActiveCurrency()]);
  if (!texts) return <StoryError />;
  const { className, style } = blockStyle(story.content, "mx-auto max-w-[1272px] space-y-10 px-4 py-8 lg:px-6 lg:py-12");
  return (
    <article className={className} style={style}>
      <h1 className={hideTitle ? "sr-only" : "text-3xl font-extrabold tracking-tight lg:text-5xl"}>{storyTitle(story)}</h1>
      <Blocks blocks={story.content.body} ctx={rootContext(story, texts, active, !lazyPictures)} />
    </article>
  );
}

/** A story's blocks alone, for the visual editor's single-component route. */
export async function StoryBlocks({ story }: { story: Story }) {
  const [texts, active] = await Promise.all([textsOf(story), getActiveCurrency()]);
  if (!texts) return <StoryError />;
  const { className, style } = blockStyle(story.content, "space-y-6");
  return (
    <div className={className} style={style}>
      <Blocks blocks={story.content.body} ctx={rootContext(story, texts, active, true)} />
    </div>
  );
}

/**
 * Spec §8 "Story": what a content page shows when its story cannot be loaded or shown. Search engines are
 * asked not to keep it in place of the page (React puts the meta element in the head).
 */
export function StoryError() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-extrabold">{messages.storyNotLoaded}</h1>
      <p>This page cannot be shown right now. Please try again later, or go back to the home page.</p>
      <a href="/" className="rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark">
        Back to the home page
      </a>
    </div>
  );
}
