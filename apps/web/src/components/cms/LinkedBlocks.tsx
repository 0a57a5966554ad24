import { SiteLink } from "../ui/SiteLink.tsx";
import {
  categoryPath,
  MAX_REFERENCE_DEPTH,
  type BlockReferenceBlock,
  type CategoryDescriptionBlock,
  type ProductDescriptionBlock,
} from "@petsies/domain";
import { getCategoryBySlug, getProduct } from "../../lib/catalog.ts";
import { getActiveCurrency } from "../../lib/currency.ts";
import { paragraphs } from "../../lib/text.ts";
import { ProductCard } from "../catalog/ProductCard.tsx";
import { Heading } from "../ui/Heading.tsx";
import { blockStyle } from "./block-style.ts";
import { Blocks } from "./Blocks.tsx";
import type { BlockContext } from "./context.ts";

/** A missing story, category or product leaves a gap rather than breaking the page around it. */
async function orNull<T>(load: Promise<T | null>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error(`Content block could not load ${what}:`, error);
    return null;
  }
}

/** Another story's blocks rendered in place (the API sent them with the page); a missing one leaves a gap. */
export function BlockReference({ block, ctx }: { block: BlockReferenceBlock; ctx: BlockContext }) {
  const { reference } = block;
  const included = ctx.references[reference];
  if (!included || ctx.path.includes(reference) || ctx.path.length > MAX_REFERENCE_DEPTH) return null;
  const { className, style } = blockStyle(block, "space-y-6");
  return (
    <div className={className} style={style}>
      <Blocks blocks={included.body} ctx={{ ...ctx, path: [...ctx.path, reference] }} />
    </div>
  );
}

export async function CategoryDescription({ block, ctx }: { block: CategoryDescriptionBlock; ctx: BlockContext }) {
  const category = await orNull(getCategoryBySlug(block.category_slug), `category ${block.category_slug}`);
  if (!category) return null;
  const { className, style } = blockStyle(block, "space-y-3");
  return (
    <div className={className} style={style}>
      <Heading level={ctx.level} className="text-xl font-bold">
        <SiteLink href={categoryPath(category)} className="text-ink hover:text-brand">
          {category.name}
        </SiteLink>
      </Heading>
      {paragraphs(category.description).map((text, i) => (
        <p key={i} className="text-muted">
          {text}
        </p>
      ))}
    </div>
  );
}

export async function ProductDescription({ block, ctx }: { block: ProductDescriptionBlock; ctx: BlockContext }) {
  const [product, active] = await Promise.all([orNull(getProduct(block.sku), `product ${block.sku}`), getActiveCurrency()]);
  if (!product) return null;
  const { className, style } = blockStyle(block, "max-w-xs");
  const level = Math.min(Math.max(ctx.level, 2), 4) as 2 | 3 | 4;
  return (
    <div className={className} style={style}>
      <ProductCard product={product} active={active} priority={ctx.priority} headingLevel={level} />
    </div>
  );
}
