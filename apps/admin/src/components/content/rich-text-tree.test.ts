import { describe, expect, it } from "vitest";
import type { RichTextDoc } from "@petsies/domain";
import { asDoc, drawTree, readTree, type EditorElement, type EditorNode } from "./rich-text-tree.ts";

const t = (text: string): EditorNode => ({ kind: "text", text });
const e = (tag: string, children: EditorNode[] = [], attrs: Record<string, string> = {}, style?: EditorElement["style"]): EditorElement => ({ kind: "element", tag, attrs, children, ...(style ? { style } : {}) });

const story: RichTextDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Made by hand" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "From " },
        { type: "text", text: "{{priceValue 59}}", marks: [{ type: "bold" }] },
        { type: "text", text: ", see " },
        { type: "text", text: "the FAQ", marks: [{ type: "italic" }, { type: "link", attrs: { href: "/faq/" } }] },
        { type: "hard_break" },
        { type: "text", text: "{{productPrice PILLOW,false}} today" },
      ],
    },
    { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Why" }] },
    {
      type: "bullet_list",
      content: [
        { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "Soft" }] }] },
        { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "Mail us", marks: [{ type: "link", attrs: { href: "mailto:hi@petsies.com" } }] }] }] },
      ],
    },
    { type: "image", attrs: { image: "catalog/pillow.webp", alt: "A pillow" } },
  ],
};

describe("rich text in the story editor", () => {
  it("reads back exactly the document it drew: headings, paragraphs, marks, lists, pictures and directives as typed", () => {
    expect(readTree(drawTree(story))).toEqual(story);
  });

  it("draws the document's own elements", () => {
    const [heading, paragraph, , list, picture] = drawTree(story);
    expect(heading).toEqual(e("H2", [t("Made by hand")]));
    expect(paragraph!.children[1]).toEqual(e("STRONG", [t("{{priceValue 59}}")]));
    expect(paragraph!.children[3]).toEqual(e("EM", [e("A", [t("the FAQ")], { href: "/faq/" })]));
    expect(list!.tag).toBe("UL");
    expect(list!.children.map((li) => (li as EditorElement).tag)).toEqual(["LI", "LI"]);
    expect(picture!.attrs).toMatchObject({ "data-image": "catalog/pillow.webp", contenteditable: "false" });
  });

  it("reads what the browser's editing leaves: b and i tags, bold by style, loose text, divs, no-break spaces, a trailing break", () => {
    const doc = readTree([
      t("Loose "),
      e("B", [t("bold")]),
      e("DIV", [t("A\u00a0line"), e("SPAN", [t(" heavy")], {}, { fontWeight: "700" }), e("SPAN", [t(" slanted")], {}, { fontStyle: "italic" }), e("BR")]),
      e("H1", [e("I", [t("Big")])]),
      e("P", [e("BR")]),
      e("BLOCKQUOTE", [e("FONT", [t("{{nope}}")])]),
    ]);
    expect(doc.content).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "Loose " }, { type: "text", text: "bold", marks: [{ type: "bold" }] }] },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "A line" },
          { type: "text", text: " heavy", marks: [{ type: "bold" }] },
          { type: "text", text: " slanted", marks: [{ type: "italic" }] },
        ],
      },
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Big", marks: [{ type: "italic" }] }] },
      { type: "paragraph", content: [{ type: "text", text: "{{nope}}" }] },
    ]);
  });

  it("joins text split by the browser and keeps a mark once", () => {
    const doc = readTree([e("P", [t("{{price"), t("Value 59}}"), e("STRONG", [e("B", [t("x")])])])]);
    expect(doc.content).toEqual([{ type: "paragraph", content: [{ type: "text", text: "{{priceValue 59}}" }, { type: "text", text: "x", marks: [{ type: "bold" }] }] }]);
  });

  it("keeps a list inside a list item", () => {
    const doc = readTree([e("UL", [e("LI", [t("Outer"), e("OL", [e("LI", [t("Inner")])])])])]);
    expect(doc.content).toEqual([
      {
        type: "bullet_list",
        content: [
          {
            type: "list_item",
            content: [
              { type: "paragraph", content: [{ type: "text", text: "Outer" }] },
              { type: "ordered_list", content: [{ type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "Inner" }] }] }] },
            ],
          },
        ],
      },
    ]);
    expect(readTree(drawTree(doc))).toEqual(doc);
  });

  it("refuses unsafe links: their text stays, unlinked, whether drawn or read", () => {
    for (const href of ["javascript:alert(1)", "//evil.example/", "data:text/html,x", " vbscript:x"]) {
      expect(readTree([e("P", [e("A", [t("Click")], { href })])]).content).toEqual([{ type: "paragraph", content: [{ type: "text", text: "Click" }] }]);
      const drawn = drawTree({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Click", marks: [{ type: "link", attrs: { href } }] }] }] });
      expect(drawn[0]!.children).toEqual([t("Click")]);
    }
    for (const href of ["/c/forevers/", "https://petsies.com/", "tel:+15551234", "#sizes"]) {
      expect(readTree([e("P", [e("A", [t("Go")], { href })])]).content[0]).toEqual({ type: "paragraph", content: [{ type: "text", text: "Go", marks: [{ type: "link", attrs: { href } }] }] });
    }
  });

  it("reads plain text as the storefront does: paragraphs between blank lines", () => {
    expect(asDoc("One\nline\n\n  Two  ")).toEqual({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "One line" }] }, { type: "paragraph", content: [{ type: "text", text: "Two" }] }] });
    expect(asDoc(undefined)).toEqual({ type: "doc", content: [] });
    expect(readTree([])).toEqual({ type: "doc", content: [] });
  });
});
