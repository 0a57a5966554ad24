import type { CSSProperties } from "react";
import type { ContentBlock, GridBlock } from "@petsies/domain";
import { blockStyle } from "./block-style.ts";
import { childContext, type BlockContext } from "./context.ts";
import { BlockReference, CategoryDescription, ProductDescription } from "./LinkedBlocks.tsx";
import { SectionBlock } from "./SectionBlock.tsx";
import { TileBlock } from "./TileBlock.tsx";

export function Blocks({ blocks, ctx }: { blocks: ContentBlock[] | undefined; ctx: BlockContext }) {
  return (blocks ?? []).map((block, i) => <Block key={i} block={block} ctx={childContext(ctx, i)} />);
}

/** One content block by its component name; unknown components render nothing. */
export function Block({ block, ctx }: { block: ContentBlock; ctx: BlockContext }) {
  switch (block.component) {
    case "page":
    case "block": {
      const { className, style } = blockStyle(block, "space-y-6");
      return (
        <div className={className} style={style}>
          <Blocks blocks={block.body} ctx={ctx} />
        </div>
      );
    }
    case "page_section":
      return <SectionBlock block={block} ctx={ctx} />;
    case "grid":
      return <Grid block={block} ctx={ctx} />;
    case "column": {
      const { className, style } = blockStyle(block, "space-y-4");
      return (
        <div className={className} style={style}>
          <Blocks blocks={block.body} ctx={ctx} />
        </div>
      );
    }
    case "tile":
      return <TileBlock block={block} ctx={ctx} />;
    case "block_reference":
      return <BlockReference block={block} ctx={ctx} />;
    case "category_description":
      return <CategoryDescription block={block} ctx={ctx} />;
    case "product_description":
      return <ProductDescription block={block} ctx={ctx} />;
    default:
      return null;
  }
}

function Grid({ block, ctx }: { block: GridBlock; ctx: BlockContext }) {
  const columns = block.columns ?? [];
  const { className, style } = blockStyle(
    block,
    "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(var(--columns),minmax(0,1fr))]",
  );
  return (
    <div className={className} style={{ ...style, "--columns": Math.max(columns.length, 1) } as CSSProperties}>
      {columns.map((column, i) => (
        <Block key={i} block={column} ctx={childContext(ctx, i)} />
      ))}
    </div>
  );
}
