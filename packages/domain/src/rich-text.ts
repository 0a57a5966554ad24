/**
 * Rich text in content stories: a small document tree in the shape visual editors store (paragraphs,
 * headings, lists, links, bold and italic, images), or plain paragraphs separated by blank lines. Text may
 * carry directives such as `{{productPrice ForeversDog_bundle,true}}` (spec §5, directives.ts).
 *
 * `richTextView` turns stored rich text into what the storefront renders: a checked tree with the
 * directives evaluated. An unknown item type raises an error (spec §8), which the page shows as
 * "Could not load story"; nothing in the tree is ever HTML.
 */
import { evaluateRichText, type CampaignPriceSource, type DirectiveResolvers } from "./directives.ts";

export type RichTextMark = { type: "bold" } | { type: "italic" } | { type: "link"; attrs: { href: string } };
export type RichTextInline = { type: "text"; text: string; marks?: RichTextMark[] } | { type: "hard_break" };
export type RichTextListItem = { type: "list_item"; content: RichTextNode[] };
export type RichTextNode =
  | { type: "paragraph"; content?: RichTextInline[] }
  | { type: "heading"; attrs: { level: number }; content?: RichTextInline[] }
  | { type: "bullet_list"; content: RichTextListItem[] }
  | { type: "ordered_list"; content: RichTextListItem[] }
  | { type: "image"; attrs: { image: string; alt: string } };

export interface RichTextDoc {
  type: "doc";
  content: RichTextNode[];
}

/** Rich text of a content block: a document, or plain paragraphs separated by blank lines. */
export type RichText = string | RichTextDoc;

export const RICH_TEXT_NODE_TYPES = ["paragraph", "heading", "bullet_list", "ordered_list", "list_item", "image", "text", "hard_break"] as const;
export const RICH_TEXT_MARK_TYPES = ["bold", "italic", "link"] as const;

/** Spec §8: "An unknown rich-text item type raises an error." */
export class UnknownRichTextItem extends Error {
  override name = "UnknownRichTextItem";
  constructor(readonly itemType: string) {
    super(`Unknown rich text item type '${itemType}'`);
  }
}

export interface InlineStyle {
  bold: boolean;
  italic: boolean;
  /** A safe link target, or null. */
  href: string | null;
}

export type InlineView =
  | ({ kind: "text"; text: string } & InlineStyle)
  | ({ kind: "price"; price: string; regularPrice: string | null; campaign?: CampaignPriceSource } & InlineStyle)
  | { kind: "break" };

export type BlockView =
  | { kind: "paragraph"; inline: InlineView[] }
  | { kind: "heading"; level: number; inline: InlineView[] }
  | { kind: "list"; ordered: boolean; items: BlockView[][] }
  | { kind: "image"; image: string; alt: string };

/** Link targets a story may use: our own paths, anchors, web pages, e-mail and phone. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== "string") return null;
  const h = href.trim();
  if (/^\/(?!\/)/.test(h) || /^#[\w-]*$/.test(h)) return h;
  if (/^(https?:\/\/|mailto:|tel:)[^\s<>"']+$/i.test(h)) return h;
  return null;
}

function itemType(node: unknown): string {
  return node !== null && typeof node === "object" && typeof (node as { type?: unknown }).type === "string"
    ? (node as { type: string }).type
    : String(node === null ? "null" : typeof node);
}

function list<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

function inlineViews(nodes: RichTextInline[] | undefined, resolvers: DirectiveResolvers): InlineView[] {
  return list(nodes).flatMap((node): InlineView[] => {
    switch (node.type) {
      case "hard_break":
        return [{ kind: "break" }];
      case "text": {
        const style: InlineStyle = { bold: false, italic: false, href: null };
        for (const mark of list(node.marks)) {
          switch (mark.type) {
            case "bold":
              style.bold = true;
              break;
            case "italic":
              style.italic = true;
              break;
            case "link":
              style.href = safeHref(mark.attrs?.href);
              break;
            default:
              throw new UnknownRichTextItem(itemType(mark));
          }
        }
        return evaluateRichText(String(node.text ?? ""), resolvers).map((s) =>
          s.type === "text"
            ? { kind: "text", text: s.text, ...style }
            : { kind: "price", price: s.price, regularPrice: s.regularPrice, ...(s.campaign && { campaign: s.campaign }), ...style },
        );
      }
      default:
        throw new UnknownRichTextItem(itemType(node));
    }
  });
}

function blockViews(nodes: RichTextNode[] | undefined, resolvers: DirectiveResolvers): BlockView[] {
  return list(nodes).map((node): BlockView => {
    switch (node.type) {
      case "paragraph":
        return { kind: "paragraph", inline: inlineViews(node.content, resolvers) };
      case "heading":
        return { kind: "heading", level: Number(node.attrs?.level) || 2, inline: inlineViews(node.content, resolvers) };
      case "bullet_list":
      case "ordered_list":
        return {
          kind: "list",
          ordered: node.type === "ordered_list",
          items: list(node.content).map((item) => {
            if (item?.type !== "list_item") throw new UnknownRichTextItem(itemType(item));
            return blockViews(item.content, resolvers);
          }),
        };
      case "image":
        return { kind: "image", image: String(node.attrs?.image ?? ""), alt: String(node.attrs?.alt ?? "") };
      default:
        throw new UnknownRichTextItem(itemType(node));
    }
  });
}

/** Plain text: one paragraph per blank-line-separated part, whitespace folded. */
function plainParagraphs(text: string): RichTextNode[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((p) => ({ type: "paragraph", content: [{ type: "text", text: p }] }));
}

/**
 * What the storefront renders for a rich text, directives evaluated. Throws UnknownRichTextItem for an item
 * type it does not know and DirectiveError for a directive it cannot read or evaluate.
 */
export function richTextView(text: RichText, resolvers: DirectiveResolvers): BlockView[] {
  if (typeof text === "string") return blockViews(plainParagraphs(text), resolvers);
  if (itemType(text) !== "doc") throw new UnknownRichTextItem(itemType(text));
  return blockViews(text.content, resolvers);
}

/** Every text string in a rich text (for finding the directives it needs). */
export function richTextStrings(text: RichText): string[] {
  if (typeof text === "string") return [text];
  const out: string[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (n === null || typeof n !== "object") return;
    const node = n as { type?: unknown; text?: unknown; content?: unknown };
    if (node.type === "text" && typeof node.text === "string") out.push(node.text);
    walk(node.content);
  };
  walk(text);
  return out;
}

/** The rich texts of a content tree: the `text` of every block that has one. */
export function contentRichTexts(node: unknown): RichText[] {
  if (Array.isArray(node)) return node.flatMap(contentRichTexts);
  if (node === null || typeof node !== "object") return [];
  const block = node as { component?: unknown; text?: unknown };
  const own = typeof block.component === "string" && (typeof block.text === "string" || (block.text !== null && typeof block.text === "object")) ? [block.text as RichText] : [];
  return [...own, ...Object.entries(node).filter(([k]) => k !== "text").flatMap(([, v]) => contentRichTexts(v))];
}
