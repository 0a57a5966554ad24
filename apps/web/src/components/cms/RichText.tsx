import type { ReactNode } from "react";
import { SiteLink } from "../ui/SiteLink.tsx";
import type { BlockView, InlineView, RichText as StoredRichText } from "@petsies/domain";
import { campaignPriceInputs, type ActiveCurrency } from "../../lib/money.ts";
import { LiveTextPrice, TextPriceTag } from "../catalog/LivePrice.tsx";
import { Heading } from "../ui/Heading.tsx";
import { ResponsiveImage } from "../ui/ResponsiveImage.tsx";
import type { BlockContext } from "./context.ts";

/**
 * A price in the text. A campaign's price follows the shopper's campaign in the browser, as every price tag
 * does (the page is rendered once for everyone at the default campaign's), so it says what the cart charges.
 */
function InlinePrice({ item, active }: { item: Extract<InlineView, { kind: "price" }>; active: ActiveCurrency }) {
  if (item.campaign) return <LiveTextPrice {...campaignPriceInputs(item.campaign, active)} plain={item.campaign.plain} />;
  return <TextPriceTag price={item.price} regularPrice={item.regularPrice} />;
}

function Inline({ item, active }: { item: InlineView; active: ActiveCurrency }) {
  if (item.kind === "break") return <br />;
  let node: ReactNode = item.kind === "text" ? item.text : <InlinePrice item={item} active={active} />;
  if (item.italic) node = <em>{node}</em>;
  if (item.bold) node = <strong>{node}</strong>;
  if (item.href) {
    node = item.href.startsWith("/") ? (
      <SiteLink href={item.href} className="font-semibold text-brand-dark underline">
        {node}
      </SiteLink>
    ) : (
      <a href={item.href} rel="noopener" className="font-semibold text-brand-dark underline">
        {node}
      </a>
    );
  }
  return node;
}

function Inlines({ items, active }: { items: InlineView[]; active: ActiveCurrency }) {
  return items.map((item, i) => <Inline key={i} item={item} active={active} />);
}

function Block({ view, level, active }: { view: BlockView; level: number; active: ActiveCurrency }) {
  switch (view.kind) {
    case "paragraph":
      return (
        <p>
          <Inlines items={view.inline} active={active} />
        </p>
      );
    case "heading":
      // Never above the block's own level, so the page outline stays whole.
      return (
        <Heading level={Math.max(level, Math.min(view.level, 6))} className="text-xl font-bold">
          <Inlines items={view.inline} active={active} />
        </Heading>
      );
    case "list": {
      const Tag = view.ordered ? "ol" : "ul";
      return (
        <Tag className={`space-y-1 pl-6 ${view.ordered ? "list-decimal" : "list-disc"}`}>
          {view.items.map((item, i) => (
            <li key={i} className="space-y-2">
              <Blocks views={item} level={level} active={active} />
            </li>
          ))}
        </Tag>
      );
    }
    case "image":
      return (
        <ResponsiveImage
          src={view.image}
          alt={view.alt}
          variant="contentImage"
          srcSet={["contentImage450"]}
          sizes="(min-width: 1024px) 900px, 100vw"
          className="h-auto w-full max-w-[900px] rounded-2xl"
        />
      );
  }
}

function Blocks({ views, level, active }: { views: BlockView[]; level: number; active: ActiveCurrency }) {
  return views.map((view, i) => <Block key={i} view={view} level={level} active={active} />);
}

/**
 * A block's rich text as prepared for the page (lib/story-text.ts): React elements only, so whatever a
 * story's text holds is shown as text, never as markup.
 */
export function RichText({ text, ctx, className }: { text: StoredRichText | undefined; ctx: BlockContext; className?: string }) {
  const views = text === undefined ? undefined : ctx.texts.get(text);
  if (!views || views.length === 0) return null;
  return (
    <div className={`space-y-3 ${className ?? ""}`}>
      <Blocks views={views} level={ctx.level} active={ctx.active} />
    </div>
  );
}
