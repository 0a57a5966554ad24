/** What a block needs from where it sits in the tree. */
export interface BlockContext {
  /** The level the block's own heading takes. */
  level: number;
  /** True only along the path to the first block of the page: its image is the likely LCP element. */
  priority: boolean;
  /** Stories included by block_reference on the way here: a story never includes itself, however indirectly. */
  references: readonly string[];
}

export const MAX_REFERENCE_DEPTH = 3;

/** Context for the i-th child: only the first child inherits the priority. */
export function childContext(ctx: BlockContext, index: number, level = ctx.level): BlockContext {
  return { level, priority: ctx.priority && index === 0, references: ctx.references };
}
