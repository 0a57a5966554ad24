import type { TileBlock as Tile } from "@petsies/domain";
import { Heading } from "../ui/Heading.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { blockStyle, imageClass } from "./block-style.ts";
import { ContentLinkButton } from "./ContentLinkButton.tsx";
import type { BlockContext } from "./context.ts";
import { RichText } from "./RichText.tsx";

export function TileBlock({ block, ctx }: { block: Tile; ctx: BlockContext }) {
  const { className, style } = blockStyle(block, "flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm");
  return (
    <div className={className} style={style}>
      {block.image && (
        <ResponsiveImage
          src={block.image}
          alt={block.image_alt ?? ""}
          variant="tile"
          srcSet={["tile320"]}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={ctx.priority}
          className={`aspect-[4/3] h-auto w-full object-cover ${imageClass(block)}`}
        />
      )}
      <Heading level={ctx.level} className="text-xl font-bold">
        {block.title}
      </Heading>
      <RichText text={block.text} ctx={{ ...ctx, level: ctx.level + 1 }} className="text-muted" />
      {block.link && (
        <div className="mt-auto pt-2">
          <ContentLinkButton link={block.link} />
        </div>
      )}
    </div>
  );
}
