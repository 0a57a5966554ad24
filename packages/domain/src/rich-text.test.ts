import { describe, expect, it } from "vitest";
import { formatMoney } from "./currency.ts";
import { DirectiveError, type DirectiveResolvers } from "./directives.ts";
import { contentRichTexts, richTextStrings, richTextView, safeHref, UnknownRichTextItem, type RichTextDoc } from "./rich-text.ts";

const resolvers: DirectiveResolvers = {
  price: (sku) => (sku === "ForeversDog_bundle" ? { regularCents: 29900, finalCents: 23900, campaignCents: null } : undefined),
  orderedPlushiesCount: () => 41250,
  money: (cents) => formatMoney(cents, { symbol: "$" }),
};

const doc = (content: unknown[]): RichTextDoc => ({ type: "doc", content }) as RichTextDoc;
const plainStyle = { bold: false, italic: false, href: null };

describe("richTextView", () => {
  it("reads plain text as paragraphs separated by blank lines", () => {
    expect(richTextView("One  line\nstill one.\n\nTwo.", resolvers)).toEqual([
      { kind: "paragraph", inline: [{ kind: "text", text: "One line still one.", ...plainStyle }] },
      { kind: "paragraph", inline: [{ kind: "text", text: "Two.", ...plainStyle }] },
    ]);
  });

  it("keeps headings, lists, marks, links, breaks and images", () => {
    const view = richTextView(
      doc([
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Rates" }] },
        {
          type: "bullet_list",
          content: [
            { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "Fast", marks: [{ type: "bold" }, { type: "italic" }] }] }] },
          ],
        },
        { type: "ordered_list", content: [{ type: "list_item", content: [] }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "See ", marks: [] },
            { type: "text", text: "FAQ", marks: [{ type: "link", attrs: { href: "/faq/" } }] },
            { type: "hard_break" },
          ],
        },
        { type: "image", attrs: { image: "catalog/pillow.webp", alt: "A pillow" } },
      ]),
      resolvers,
    );
    expect(view).toEqual([
      { kind: "heading", level: 3, inline: [{ kind: "text", text: "Rates", ...plainStyle }] },
      { kind: "list", ordered: false, items: [[{ kind: "paragraph", inline: [{ kind: "text", text: "Fast", bold: true, italic: true, href: null }] }]] },
      { kind: "list", ordered: true, items: [[]] },
      {
        kind: "paragraph",
        inline: [{ kind: "text", text: "See ", ...plainStyle }, { kind: "text", text: "FAQ", bold: false, italic: false, href: "/faq/" }, { kind: "break" }],
      },
      { kind: "image", image: "catalog/pillow.webp", alt: "A pillow" },
    ]);
  });

  it("evaluates directives in text", () => {
    expect(richTextView("From {{productPrice ForeversDog_bundle,false}}; {{orderedPlushiesCount}} made.", resolvers)).toEqual([
      {
        kind: "paragraph",
        inline: [
          { kind: "text", text: "From ", ...plainStyle },
          { kind: "price", price: "$239.00", regularPrice: "$299.00", ...plainStyle },
          { kind: "text", text: "; 41,250 made.", ...plainStyle },
        ],
      },
    ]);
  });

  it("keeps what a campaign's price needs to follow the shopper's campaign, with the text's marks", () => {
    const withId: DirectiveResolvers = { ...resolvers, price: (sku) => ({ ...resolvers.price(sku)!, productId: 41 }) };
    const text = doc([{ type: "paragraph", content: [{ type: "text", text: "Now {{productPrice ForeversDog_bundle,true}}", marks: [{ type: "bold" }] }] }]);
    expect(richTextView(text, withId)).toEqual([
      {
        kind: "paragraph",
        inline: [
          { kind: "text", text: "Now ", ...plainStyle, bold: true },
          {
            kind: "price",
            price: "$239.00",
            regularPrice: "$299.00",
            campaign: { productId: 41, regularCents: 29900, finalCents: 23900, plain: false },
            ...plainStyle,
            bold: true,
          },
        ],
      },
    ]);
  });

  it("raises an error for an unknown item or mark type (spec §8)", () => {
    expect(() => richTextView(doc([{ type: "blink", content: [] }]), resolvers)).toThrow(new UnknownRichTextItem("blink"));
    expect(() => richTextView(doc([{ type: "paragraph", content: [{ type: "video" }] }]), resolvers)).toThrow(UnknownRichTextItem);
    expect(() => richTextView(doc([{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "code" }] }] }]), resolvers)).toThrow(
      "Unknown rich text item type 'code'",
    );
    expect(() => richTextView(doc([{ type: "bullet_list", content: [{ type: "paragraph" }] }]), resolvers)).toThrow(UnknownRichTextItem);
    expect(() => richTextView({ type: "html" } as unknown as RichTextDoc, resolvers)).toThrow(UnknownRichTextItem);
  });

  it("raises the directive's error for a directive it cannot read or evaluate", () => {
    expect(() => richTextView("{{productPrice nope,false}}", resolvers)).toThrow(DirectiveError);
    expect(() => richTextView("{{unknown}}", resolvers)).toThrow(DirectiveError);
  });

  it("keeps markup as text: nothing is HTML", () => {
    const [p] = richTextView("<script>alert(1)</script>", resolvers);
    expect(p).toEqual({ kind: "paragraph", inline: [{ kind: "text", text: "<script>alert(1)</script>", ...plainStyle }] });
  });
});

describe("safeHref", () => {
  it("allows own paths, anchors, web, mail and phone links only", () => {
    for (const ok of ["/faq/", "#rates", "https://example.com/a?b=1", "mailto:hello@petsies.com", "tel:+18005551234"]) expect(safeHref(ok)).toBe(ok);
    for (const bad of ["javascript:alert(1)", "//evil.example", "data:text/html,x", " JAVASCRIPT:x", "ftp://x", 3]) expect(safeHref(bad)).toBeNull();
  });
});

describe("contentRichTexts and richTextStrings", () => {
  it("finds the text of every block and the strings inside documents", () => {
    const rich = doc([{ type: "paragraph", content: [{ type: "text", text: "a" }, { type: "hard_break" }, { type: "text", text: "b" }] }]);
    const tree = { component: "page", body: [{ component: "page_section", text: "plain" }, { component: "grid", columns: [{ component: "column", body: [{ component: "tile", title: "t", text: rich }] }] }] };
    expect(contentRichTexts(tree)).toEqual(["plain", rich]);
    expect(richTextStrings(rich)).toEqual(["a", "b"]);
    expect(richTextStrings("x")).toEqual(["x"]);
  });
});
