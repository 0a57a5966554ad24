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

/**
 * A content section. One with a picture that is not centred sets its words beside the picture on wide
 * screens (the picture on the right), so a hero fills the page's width instead of leaving a third of it
 * empty; on phones the picture comes first.
 */
export function SectionBlock({ block, ctx }: { block: PageSectionBlock; ctx: BlockContext }) {
  const beside = Boolean(block.image) && block.alignment !== "center";
  const { className, style } = blockStyle(block, beside ? "flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-center lg:gap-x-12" : "space-y-4");
  const bodyLevel = block.title ? ctx.level + 1 : ctx.level;
  const words = (
    <>
      {block.title && (
        <Heading level={ctx.level} className="text-2xl font-extrabold tracking-tight lg:text-3xl">
          {block.title}
        </Heading>
      )}
      {block.subtitle && <p className="text-lg font-semibold text-muted">{block.subtitle}</p>}
      {!beside && picture(block, ctx, beside)}
      <RichText text={block.text} ctx={{ ...ctx, level: bodyLevel }} className={`max-w-prose text-lg ${block.alignment === "center" ? "mx-auto" : ""}`} />
      {block.link && <ContentLinkButton link={block.link} />}
    </>
  );
  const rest = (
    <>
      {block.video && (
        <VideoEmbed
          title={block.video.title}
          embedUrl={videoEmbedUrl(block.video, new URL(SITE_URL).hostname)}
          aspectRatio={videoAspectRatio(block.video)}
          image={block.video.image}
        />
      )}
      <Blocks blocks={block.body} ctx={{ ...ctx, level: bodyLevel, priority: ctx.priority && !block.image }} />
    </>
  );
  if (!beside) {
    return (
      <section className={className} style={style}>
        {words}
        {rest}
      </section>
    );
  }
  return (
    <section className={className} style={style}>
      <div className="space-y-4">{words}</div>
      <div className="order-first lg:order-none">{picture(block, ctx, beside)}</div>
      {(block.video || (block.body?.length ?? 0) > 0) && <div className="space-y-4 lg:col-span-2">{rest}</div>}
    </section>
  );
}

function picture(block: PageSectionBlock, ctx: BlockContext, beside: boolean) {
  if (!block.image) return null;
  return (
    <ResponsiveImage
      src={block.image}
      alt={block.image_alt ?? ""}
      variant="banner"
      srcSet={["banner450", "banner1800"]}
      // Beside the words it takes half of the 1272px page; alone, at most 900px.
      sizes={beside ? "(min-width: 1024px) 612px, 100vw" : "(min-width: 1024px) 900px, 100vw"}
      priority={ctx.priority}
      className={`h-auto w-full max-w-[900px] object-cover ${block.alignment === "center" ? "mx-auto" : ""} ${imageClass(block)}`}
    />
  );
}
