/**
 * Rich text (spec §3; packages/domain rich-text.ts) to and from the small tree of elements and text the
 * editor's contenteditable holds, without a browser: rich-text-dom.ts only copies this tree into the DOM and
 * back. Only the document's own item and mark types come out of a tree; anything else pasted in is read as
 * its text. Directives ({{priceValue 59}}) are plain text here and stay as typed. A link that is not a path,
 * an https:// page, mailto: or tel: (safeHref) is never drawn nor read: its text stays, unlinked.
 */
import { safeHref, type RichText, type RichTextDoc, type RichTextInline, type RichTextListItem, type RichTextMark, type RichTextNode } from "@petsies/domain";

/** An element as the editor sees it: its tag in capitals, its attributes, the inline style the browser's editing may set. */
export interface EditorElement {
  kind: "element";
  tag: string;
  attrs: Record<string, string>;
  style?: { fontWeight?: string; fontStyle?: string };
  children: EditorNode[];
}
export type EditorNode = { kind: "text"; text: string } | EditorElement;

/** The attributes a picture kept in the text is drawn with (it is shown, not edited). */
export const IMAGE_ATTR = "data-image";
export const ALT_ATTR = "data-alt";

const el = (tag: string, children: EditorNode[] = [], attrs: Record<string, string> = {}): EditorElement => ({ kind: "element", tag, attrs, children });
const text = (value: string): EditorNode => ({ kind: "text", text: value });

/** Plain text as the storefront reads it: paragraphs separated by blank lines. */
export function asDoc(value: RichText | undefined): RichTextDoc {
  if (value === undefined) return { type: "doc", content: [] };
  if (typeof value !== "string") return value;
  return {
    type: "doc",
    content: value
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .map((p) => ({ type: "paragraph", content: [{ type: "text", text: p }] })),
  };
}

function drawInline(content: RichTextInline[] | undefined): EditorNode[] {
  return (content ?? []).map((item) => {
    if (item.type === "hard_break") return el("BR");
    let node: EditorNode = text(item.text);
    // The first mark is the outermost element, so reading the element back gives the marks in their order.
    for (const mark of [...(item.marks ?? [])].reverse()) {
      if (mark.type === "link") {
        const href = safeHref(mark.attrs.href);
        if (href !== null) node = el("A", [node], { href });
      } else node = el(mark.type === "bold" ? "STRONG" : "EM", [node]);
    }
    return node;
  });
}

function drawBlock(node: RichTextNode): EditorElement {
  switch (node.type) {
    case "paragraph":
      return el("P", drawInline(node.content));
    case "heading":
      return el(`H${Math.min(Math.max(node.attrs.level, 2), 6)}`, drawInline(node.content));
    case "bullet_list":
    case "ordered_list":
      return el(
        node.type === "bullet_list" ? "UL" : "OL",
        node.content.map((item) => el("LI", item.content.flatMap((child) => (child.type === "paragraph" ? drawInline(child.content) : [drawBlock(child)])))),
      );
    case "image":
      // A picture is kept as it is: shown as its description, not editable here.
      return el("P", [text(`[Picture: ${node.attrs.alt || node.attrs.image}]`)], { [IMAGE_ATTR]: node.attrs.image, [ALT_ATTR]: node.attrs.alt, contenteditable: "false" });
  }
}

/** The tree the editor is drawn with for a document. */
export function drawTree(doc: RichTextDoc): EditorElement[] {
  return doc.content.map(drawBlock);
}

const sameMarks = (a: RichTextMark[] | undefined, b: RichTextMark[] | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

function readInline(node: EditorNode, marks: RichTextMark[], out: RichTextInline[]): void {
  if (node.kind === "text") {
    const value = node.text.replace(/\u00a0/g, " ");
    if (!value) return;
    const last = out[out.length - 1];
    if (last?.type === "text" && sameMarks(last.marks, marks)) last.text += value;
    else out.push(marks.length ? { type: "text", text: value, marks: [...marks] } : { type: "text", text: value });
    return;
  }
  if (node.tag === "BR") {
    out.push({ type: "hard_break" });
    return;
  }
  let next = marks;
  const add = (mark: RichTextMark) => {
    if (!next.some((m) => m.type === mark.type)) next = [...next, mark];
  };
  if (node.tag === "B" || node.tag === "STRONG" || /bold|[6-9]00/.test(node.style?.fontWeight ?? "")) add({ type: "bold" });
  if (node.tag === "I" || node.tag === "EM" || node.style?.fontStyle === "italic") add({ type: "italic" });
  const href = node.tag === "A" ? safeHref(node.attrs.href) : null;
  if (href !== null) add({ type: "link", attrs: { href } });
  for (const child of node.children) readInline(child, next, out);
}

function inlineOf(nodes: EditorNode[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const child of nodes) readInline(child, [], out);
  // A trailing break is the browser's placeholder for an empty line.
  while (out[out.length - 1]?.type === "hard_break") out.pop();
  return out;
}

const BLOCK_TAGS = new Set(["P", "DIV", "H1", "H2", "H3", "H4", "H5", "H6", "UL", "OL", "BLOCKQUOTE", "PRE"]);
const isBlockElement = (node: EditorNode): node is EditorElement => node.kind === "element" && (BLOCK_TAGS.has(node.tag) || node.attrs[IMAGE_ATTR] !== undefined);

/** Blocks out of a run of nodes: loose text and inline elements between blocks become paragraphs. */
function readBlocks(nodes: EditorNode[]): RichTextNode[] {
  const content: RichTextNode[] = [];
  let loose: EditorNode[] = [];
  const flush = () => {
    const inline = inlineOf(loose);
    if (inline.length) content.push({ type: "paragraph", content: inline });
    loose = [];
  };
  for (const node of nodes) {
    if (isBlockElement(node)) {
      flush();
      content.push(...readBlock(node));
    } else loose.push(node);
  }
  flush();
  return content;
}

function readListItem(li: EditorElement): RichTextListItem {
  const content = readBlocks(li.children).filter((n) => n.type !== "image");
  return { type: "list_item", content: content.length ? content : [{ type: "paragraph", content: [] }] };
}

function readBlock(node: EditorElement): RichTextNode[] {
  const image = node.attrs[IMAGE_ATTR];
  if (image !== undefined) return [{ type: "image", attrs: { image, alt: node.attrs[ALT_ATTR] ?? "" } }];
  const heading = /^H([1-6])$/.exec(node.tag);
  if (heading) return [{ type: "heading", attrs: { level: Math.max(2, Number(heading[1])) }, content: inlineOf(node.children) }];
  if (node.tag === "UL" || node.tag === "OL") {
    const items = node.children.filter((c): c is EditorElement => c.kind === "element" && c.tag === "LI").map(readListItem);
    return items.length ? [{ type: node.tag === "UL" ? "bullet_list" : "ordered_list", content: items }] : [];
  }
  // A paragraph, or a block the document has no type for (a quote, a div the browser made): read as paragraphs.
  return readBlocks(node.children);
}

/** The document a tree holds: only the document's own item and mark types, loose text as paragraphs. */
export function readTree(nodes: EditorNode[]): RichTextDoc {
  return { type: "doc", content: readBlocks(nodes) };
}
