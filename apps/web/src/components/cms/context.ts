import type { StoryContent } from "@petsies/domain";
import type { ActiveCurrency } from "../../lib/money.ts";
import type { StoryTexts } from "../../lib/story-text.ts";

/** What a block needs from where it sits in the tree. */
export interface BlockContext {
  /** The level the block's own heading takes. */
  level: number;
  /** True only along the path to the first block of the page: its image is the likely LCP element. */
  priority: boolean;
  /** The stories block_reference blocks include, by full_slug (the API resolves them with the story). */
  references: Readonly<Record<string, StoryContent>>;
  /** The stories included on the way here, starting with the page's own: a story never includes itself, however indirectly. */
  path: readonly string[];
  /** Every rich text of the page, ready to render. */
  texts: StoryTexts;
  /** What the page is priced in: the shopper's currency, the default campaign's discounts. */
  active: ActiveCurrency;
}

/** Context for the i-th child: only the first child inherits the priority. */
export function childContext(ctx: BlockContext, index: number, level = ctx.level): BlockContext {
  return { ...ctx, level, priority: ctx.priority && index === 0 };
}
