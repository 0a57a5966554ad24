/**
 * The shape a content story must have to be saved (spec §3 "Content story"): a block tree of the spec's
 * block types with their style fields, rich text of the known item types with readable directives, and
 * videos of the known providers. Unknown block types and unknown fields are refused with the path to them,
 * so an editor's typo never reaches the storefront.
 */
import { z } from "zod";
import { BLOCK_SIDE_MAX, BLOCK_SIDE_MESSAGES, BLOCK_SIDE_MIN } from "@petsies/contract/admin";
import {
  MAX_STORY_SLUG_LENGTH,
  parseRichText,
  RICH_TEXT_MARK_TYPES,
  RICH_TEXT_NODE_TYPES,
  safeHref,
  STORY_SLUG,
  VIDEO_ASPECT_RATIOS,
  VIDEO_ID,
  VIDEO_PROVIDERS,
  type ContentBlock,
  type ContentBlockType,
  type RichText,
  type StoryContent,
} from "@petsies/domain";

export const BLOCK_TYPES = [
  "page",
  "block",
  "block_reference",
  "grid",
  "column",
  "page_section",
  "tile",
  "category_description",
  "product_description",
] as const satisfies readonly ContentBlockType[];

const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;
const CSS_CLASSES = /^[\w:/[\]().%#\s-]*$/;
const side = z
  .number({ error: BLOCK_SIDE_MESSAGES.whole })
  .int(BLOCK_SIDE_MESSAGES.whole)
  .min(BLOCK_SIDE_MIN, BLOCK_SIDE_MESSAGES.range)
  .max(BLOCK_SIDE_MAX, BLOCK_SIDE_MESSAGES.range);
const sides = z.strictObject({ top: side.optional(), right: side.optional(), bottom: side.optional(), left: side.optional() });
const shortText = (max: number) => z.string({ error: "Fill this in" }).trim().min(1, "Fill this in").max(max, `At most ${max} characters`);
const imageKey = z.string().regex(/^[a-z0-9][a-z0-9/_.-]{0,199}$/i, "An image is a stored picture's key, like catalog/pillow.webp");

const style = {
  _uid: z.string().max(64).optional(),
  display: z.enum(["block", "flex", "none"]).optional(),
  alignment: z.enum(["left", "center", "right"]).optional(),
  css_classes: z.string().max(200).regex(CSS_CLASSES, "css_classes holds class names separated by spaces").optional(),
  background_color: z.string().max(40).regex(COLOUR, "background_color is a colour like #f4e3d3, rgb(…) or a name").optional(),
  margin: sides.optional(),
  padding: sides.optional(),
  image_style: z.literal("rounded-corners").optional(),
};

/** Text with {{directives}} that parse (spec §5); evaluating them waits until the page is shown. */
const directiveText = z.string().max(20_000).superRefine((text, ctx) => {
  try {
    parseRichText(text);
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
  }
});

const mark = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("bold") }),
    z.strictObject({ type: z.literal("italic") }),
    z.strictObject({
      type: z.literal("link"),
      attrs: z.object({ href: z.string().max(2000).refine((h) => safeHref(h) !== null, "A link goes to a path like /faq/, an https:// page, mailto: or tel:") }),
    }),
  ],
  { error: (iss) => (iss.code === "invalid_union" ? `Unknown rich text mark type; expected one of ${RICH_TEXT_MARK_TYPES.join(", ")}` : undefined) },
);

const inline = z.discriminatedUnion(
  "type",
  [z.strictObject({ type: z.literal("text"), text: directiveText, marks: z.array(mark).max(5).optional() }), z.strictObject({ type: z.literal("hard_break") })],
  { error: (iss) => (iss.code === "invalid_union" ? "Unknown rich text item type; text and hard_break go inside paragraphs and headings" : undefined) },
);

type NodeSchema = z.ZodType<unknown>;
const node: NodeSchema = z.lazy(() =>
  z.discriminatedUnion(
    "type",
    [
      z.strictObject({ type: z.literal("paragraph"), content: z.array(inline).max(500).optional() }),
      z.strictObject({ type: z.literal("heading"), attrs: z.strictObject({ level: z.number().int().min(2).max(6) }), content: z.array(inline).max(500).optional() }),
      z.strictObject({ type: z.enum(["bullet_list", "ordered_list"]), content: z.array(z.strictObject({ type: z.literal("list_item"), content: z.array(node).max(50) })).max(200) }),
      z.strictObject({ type: z.literal("image"), attrs: z.strictObject({ image: imageKey, alt: z.string().max(300) }) }),
    ],
    { error: (iss) => (iss.code === "invalid_union" ? `Unknown rich text item type; expected one of ${RICH_TEXT_NODE_TYPES.join(", ")}` : undefined) },
  ),
);

const richTextDoc = z.strictObject({ type: z.literal("doc"), content: z.array(node).max(500) });

/** Plain text or a document: checked by the one that applies, so the errors name what is wrong inside. */
const richText = z.custom<RichText>((v) => typeof v === "string" || (v !== null && typeof v === "object"), {
  error: 'text is plain text or a rich text document { type: "doc", content: [...] }',
}).superRefine((value, ctx) => {
  const parsed = (typeof value === "string" ? directiveText : richTextDoc).safeParse(value);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
});

const link = z.strictObject({ url: z.string().max(2000).refine((u) => safeHref(u) !== null, "A link goes to a path like /faq/, an https:// page, mailto: or tel:"), label: shortText(120) });

const video = z.strictObject({
  provider: z.enum(VIDEO_PROVIDERS, { error: `provider is one of ${VIDEO_PROVIDERS.join(", ")}` }),
  id: z.string().regex(VIDEO_ID, "A video id holds letters, digits, dashes and underscores"),
  title: shortText(200),
  aspect_ratio: z.enum(VIDEO_ASPECT_RATIOS, { error: `aspect_ratio is one of ${VIDEO_ASPECT_RATIOS.join(", ")}` }).optional(),
  image: imageKey.optional(),
});

const reference = z.string().max(MAX_STORY_SLUG_LENGTH).regex(STORY_SLUG, "A reference is another story's full slug");
const body = (): z.ZodType<ContentBlock[]> => z.array(block).max(500) as unknown as z.ZodType<ContentBlock[]>;

const page = z.strictObject({ ...style, component: z.literal("page"), title: shortText(200), description: z.string().max(500).optional(), get body() { return body(); } });
const blockBlock = z.strictObject({ ...style, component: z.literal("block"), get body() { return body(); } });
const column = z.strictObject({ ...style, component: z.literal("column"), get body() { return body(); } });

const block: z.ZodType<unknown> = z.lazy(() =>
  z.discriminatedUnion(
    "component",
    [
      page,
      blockBlock,
      column,
      z.strictObject({ ...style, component: z.literal("block_reference"), reference }),
      z.strictObject({ ...style, component: z.literal("grid"), columns: z.array(column).min(1).max(12) }),
      z.strictObject({
        ...style,
        component: z.literal("page_section"),
        title: z.string().max(200).optional(),
        subtitle: z.string().max(300).optional(),
        text: richText.optional(),
        image: imageKey.optional(),
        image_alt: z.string().max(300).optional(),
        video: video.optional(),
        link: link.optional(),
        get body() { return body().optional(); },
      }),
      z.strictObject({ ...style, component: z.literal("tile"), title: shortText(200), text: richText.optional(), image: imageKey.optional(), image_alt: z.string().max(300).optional(), link: link.optional() }),
      z.strictObject({ ...style, component: z.literal("category_description"), category_slug: shortText(200) }),
      z.strictObject({ ...style, component: z.literal("product_description"), sku: shortText(64) }),
    ],
    { error: (iss) => (iss.code === "invalid_union" ? `Unknown block type; expected one of ${BLOCK_TYPES.join(", ")}` : undefined) },
  ),
);

/** A story's content: a page, or a block that pages include by block_reference. */
export const storyContentSchema = z.discriminatedUnion("component", [page, blockBlock], {
  error: (iss) => (iss.code === "invalid_union" ? "A story's content is a page or a block (component \"page\" or \"block\")" : undefined),
}) as unknown as z.ZodType<StoryContent>;

/** The file `npm run shop -- story import` reads, and `story export` writes. */
export const storyFileSchema = z.strictObject({
  full_slug: z.string().max(MAX_STORY_SLUG_LENGTH).regex(STORY_SLUG, "full_slug holds lower-case letters, digits, dashes and underscores, in parts separated by /"),
  name: shortText(200),
  content: storyContentSchema,
});
export type StoryFile = z.infer<typeof storyFileSchema>;

/** Zod's first issues as lines naming the path, e.g. "content.body.2.component: Unknown block type; …". */
export function describeIssues(error: z.ZodError, max = 5): string {
  return error.issues
    .slice(0, max)
    .map((i) => `${i.path.length ? i.path.join(".") : "(story)"}: ${i.message}`)
    .join("\n");
}
