/**
 * The editor's contenteditable and the tree rich-text-tree.ts converts (where every rule of the conversion
 * lives): the document is drawn as DOM nodes (never as an HTML string) and read back from what the browser's
 * editing left there. Nothing here decides what a node means.
 */
import type { RichTextDoc } from "@petsies/domain";
import { drawTree, readTree, type EditorNode } from "./rich-text-tree.ts";

export { asDoc } from "./rich-text-tree.ts";

function toDom(doc: Document, node: EditorNode): Node {
  if (node.kind === "text") return doc.createTextNode(node.text);
  const el = doc.createElement(node.tag.toLowerCase());
  for (const [name, value] of Object.entries(node.attrs)) el.setAttribute(name, value);
  el.append(...node.children.map((child) => toDom(doc, child)));
  return el;
}

function fromDom(node: Node): EditorNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [{ kind: "text", text: node.textContent ?? "" }];
  if (!(node instanceof HTMLElement)) return [];
  const attrs: Record<string, string> = {};
  for (const attr of node.attributes) attrs[attr.name] = attr.value;
  return [{ kind: "element", tag: node.tagName, attrs, style: { fontWeight: node.style.fontWeight, fontStyle: node.style.fontStyle }, children: [...node.childNodes].flatMap(fromDom) }];
}

/** Replaces the element's children with the document's. */
export function drawDoc(el: HTMLElement, doc: RichTextDoc): void {
  el.replaceChildren(...drawTree(doc).map((node) => toDom(el.ownerDocument, node)));
}

/** The document the element holds now. */
export function readDoc(root: HTMLElement): RichTextDoc {
  return readTree([...root.childNodes].flatMap(fromDom));
}
