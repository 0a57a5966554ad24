/**
 * Rich text (spec §3; packages/domain rich-text.ts) to and from the editor's contenteditable: the document
 * is drawn as DOM nodes (never as an HTML string) and read back from what the browser's editing left there.
 * Only the document's own item and mark types come out; anything else pasted in is read as its text.
 * Directives ({{priceValue 59}}) are plain text here and stay as typed.
 */
import type { RichText, RichTextDoc, RichTextInline, RichTextMark, RichTextNode } from "@petsies/domain";

/** Plain text as the storefront reads it: paragraphs separated by blank lines. */
export function asDoc(text: RichText | undefined): RichTextDoc {
  if (text === undefined) return { type: "doc", content: [] };
  if (typeof text !== "string") return text;
  return {
    type: "doc",
    content: text
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .map((p) => ({ type: "paragraph", content: [{ type: "text", text: p }] })),
  };
}

function inlineNodes(doc: Document, content: RichTextInline[] | undefined): Node[] {
  return (content ?? []).map((item) => {
    if (item.type === "hard_break") return doc.createElement("br");
    let node: Node = doc.createTextNode(item.text);
    for (const mark of item.marks ?? []) {
      const wrap = mark.type === "bold" ? doc.createElement("strong") : mark.type === "italic" ? doc.createElement("em") : doc.createElement("a");
      if (mark.type === "link") wrap.setAttribute("href", mark.attrs.href);
      wrap.appendChild(node);
      node = wrap;
    }
    return node;
  });
}

function blockNode(doc: Document, node: RichTextNode): Node {
  switch (node.type) {
    case "paragraph":
    case "heading": {
      const el = doc.createElement(node.type === "paragraph" ? "p" : `h${Math.min(Math.max(node.attrs.level, 2), 6)}`);
      el.append(...inlineNodes(doc, node.content));
      return el;
    }
    case "bullet_list":
    case "ordered_list": {
      const list = doc.createElement(node.type === "bullet_list" ? "ul" : "ol");
      for (const item of node.content) {
        const li = doc.createElement("li");
        for (const child of item.content) {
          if (child.type === "paragraph") li.append(...inlineNodes(doc, child.content));
          else li.append(blockNode(doc, child));
        }
        list.append(li);
      }
      return list;
    }
    case "image": {
      // A picture is kept as it is: shown as its description, not editable here.
      const el = doc.createElement("p");
      el.contentEditable = "false";
      el.dataset.image = node.attrs.image;
      el.dataset.alt = node.attrs.alt;
      el.textContent = `[Picture: ${node.attrs.alt || node.attrs.image}]`;
      return el;
    }
  }
}

/** Replaces the element's children with the document's. */
export function drawDoc(el: HTMLElement, doc: RichTextDoc): void {
  el.replaceChildren(...doc.content.map((node) => blockNode(el.ownerDocument, node)));
}

const sameMarks = (a: RichTextMark[] | undefined, b: RichTextMark[] | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

function readInline(node: Node, marks: RichTextMark[], out: RichTextInline[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? "").replace(/\u00a0/g, " ");
    if (!text) return;
    const last = out[out.length - 1];
    if (last?.type === "text" && sameMarks(last.marks, marks)) last.text += text;
    else out.push(marks.length ? { type: "text", text, marks: [...marks] } : { type: "text", text });
    return;
  }
  if (!(node instanceof HTMLElement)) return;
  const tag = node.tagName;
  if (tag === "BR") {
    out.push({ type: "hard_break" });
    return;
  }
  let next = marks;
  const add = (mark: RichTextMark) => {
    if (!next.some((m) => m.type === mark.type)) next = [...next, mark];
  };
  if (tag === "B" || tag === "STRONG" || /bold|[6-9]00/.test(node.style.fontWeight)) add({ type: "bold" });
  if (tag === "I" || tag === "EM" || node.style.fontStyle === "italic") add({ type: "italic" });
  if (tag === "A" && node.getAttribute("href")) add({ type: "link", attrs: { href: node.getAttribute("href")! } });
  node.childNodes.forEach((child) => readInline(child, next, out));
}

function inlineOf(el: Node): RichTextInline[] {
  const out: RichTextInline[] = [];
  el.childNodes.forEach((child) => readInline(child, [], out));
  // A trailing break is the browser's placeholder for an empty line.
  while (out[out.length - 1]?.type === "hard_break") out.pop();
  return out;
}

const BLOCK_TAGS = new Set(["P", "DIV", "H1", "H2", "H3", "H4", "H5", "H6", "UL", "OL", "BLOCKQUOTE", "PRE"]);

function readBlock(el: HTMLElement): RichTextNode | null {
  if (el.dataset.image !== undefined) return { type: "image", attrs: { image: el.dataset.image, alt: el.dataset.alt ?? "" } };
  const tag = el.tagName;
  const heading = /^H([1-6])$/.exec(tag);
  if (heading) return { type: "heading", attrs: { level: Math.max(2, Number(heading[1])) }, content: inlineOf(el) };
  if (tag === "UL" || tag === "OL") {
    const items = [...el.children].filter((c) => c.tagName === "LI").map((li) => ({ type: "list_item" as const, content: [{ type: "paragraph" as const, content: inlineOf(li) }] }));
    return { type: tag === "UL" ? "bullet_list" : "ordered_list", content: items };
  }
  const content = inlineOf(el);
  return content.length ? { type: "paragraph", content } : null;
}

/** The document the element holds now; loose text and inline elements become paragraphs. */
export function readDoc(root: HTMLElement): RichTextDoc {
  const content: RichTextNode[] = [];
  let loose: Node[] = [];
  const flush = () => {
    if (!loose.length) return;
    const p = root.ownerDocument.createElement("p");
    loose.forEach((n) => p.appendChild(n.cloneNode(true)));
    const node = readBlock(p);
    if (node) content.push(node);
    loose = [];
  };
  root.childNodes.forEach((child) => {
    if (child instanceof HTMLElement && (BLOCK_TAGS.has(child.tagName) || child.dataset.image !== undefined)) {
      flush();
      const node = readBlock(child);
      if (node) content.push(node);
    } else loose.push(child);
  });
  flush();
  return { type: "doc", content };
}
