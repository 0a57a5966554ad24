import { videoAspectRatio, videoEmbedUrl, type PageSectionBlock } from "@petsies/domain";
import { SITE_URL } from "../../lib/site-url.ts";
import { Heading } from "../ui/Heading.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import { blockStyle, imageClass } from "./block-style.ts";
import { Blocks } from "./Blocks.tsx";
import { ContentLinkButton } from "./ContentLinkButton.tsx";
import type { BlockContext } from "./context.ts";
import { RichText } from "./RichText.tsx";
import { VideoEmbed } from "./VideoEmbed.tsx";

export function SectionBlock({ block, ctx }: { block: PageSectionBlock; ctx: BlockContext }) {
  const { className, style } = blockStyle(block, "space-y-4");
  const bodyLevel = block.title ? ctx.level + 1 : ctx.level;
  return (
    <section className={className} style={style}>
      {block.title && (
        <Heading level={ctx.level} className="text-2xl font-extrabold tracking-tight lg:text-3xl">
          {block.title}
        </Heading>
      )}
      {block.subtitle && <p className="text-lg font-semibold text-muted">{block.subtitle}</p>}
      {block.image && (
        <ResponsiveImage
          src={block.image}
          alt={block.image_alt ?? ""}
          variant="banner"
          srcSet={["banner450", "banner1800"]}
          sizes="(min-width: 1024px) 900px, 100vw"
          priority={ctx.priority}
          className={`h-auto w-full max-w-[900px] object-cover ${block.alignment === "center" ? "mx-auto" : ""} ${imageClass(block)}`}
        />
      )}
      <RichText text={block.text} ctx={{ ...ctx, level: bodyLevel }} className={`max-w-prose text-lg ${block.alignment === "center" ? "mx-auto" : ""}`} />
      {block.video && (
        <VideoEmbed
          title={block.video.title}
          embedUrl={videoEmbedUrl(block.video, new URL(SITE_URL).hostname)}
          aspectRatio={videoAspectRatio(block.video)}
          image={block.video.image}
        />
      )}
      {block.link && <ContentLinkButton link={block.link} />}
      <Blocks blocks={block.body} ctx={{ ...ctx, level: bodyLevel, priority: ctx.priority && !block.image }} />
    </section>
  );
}
