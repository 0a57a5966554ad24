/**
 * A content story as headings and paragraphs, for showing it inside a modal (the terms modal) without the
 * page renderer: block titles become headings; plain texts, and the text nodes of rich-text documents,
 * become paragraphs. Everything else in the tree (images, styles, ids) is skipped.
 */
import { paragraphs } from "../text.ts";

export type StoryTextPart = { kind: "heading"; text: string } | { kind: "paragraph"; text: string };

const TEXT_KEYS = ["text", "description", "content"] as const;

function textOfRich(node: unknown): string {
  if (typeof node === "string") return node;
  if (!node || typeof node !== "object") return "";
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === "string") return text;
  return Array.isArray(content) ? content.map(textOfRich).join("") : "";
}

/** A rich-text document ({ type: "doc", content: [paragraph…] }): one paragraph per top-level node. */
function richParagraphs(doc: { content?: unknown }): string[] {
  return Array.isArray(doc.content) ? doc.content.map((n) => textOfRich(n).trim()).filter(Boolean) : [];
}

export function storyText(block: unknown, out: StoryTextPart[] = [], depth = 0): StoryTextPart[] {
  if (!block || typeof block !== "object" || Array.isArray(block)) return out;
  const b = block as Record<string, unknown>;
  // The page's own title is the modal's heading already.
  if (depth > 0 && typeof b.title === "string" && b.title.trim()) out.push({ kind: "heading", text: b.title.trim() });
  for (const key of TEXT_KEYS) {
    const value = b[key];
    if (depth === 0 && key === "description") continue;
    if (typeof value === "string") for (const text of paragraphs(value)) out.push({ kind: "paragraph", text });
    else if (value && typeof value === "object" && (value as { type?: unknown }).type === "doc")
      for (const text of richParagraphs(value as { content?: unknown })) out.push({ kind: "paragraph", text });
  }
  for (const child of Array.isArray(b.body) ? b.body : []) storyText(child, out, depth + 1);
  return out;
}
