import { describe, expect, it } from "vitest";
import { storyText } from "./story-text.ts";

describe("story text for modals", () => {
  it("turns section titles into headings and their texts into paragraphs, skipping the page's own title", () => {
    const page = {
      component: "page",
      title: "Terms and conditions",
      description: "The terms.",
      body: [
        { component: "page_section", title: "Custom orders", text: "Made by hand.\n\nCheck your photos." },
        { component: "grid", body: [{ component: "column", body: [{ component: "page_section", title: "Photos", text: "<p>Yours &amp; ours</p>" }] }] },
      ],
    };
    expect(storyText(page)).toEqual([
      { kind: "heading", text: "Custom orders" },
      { kind: "paragraph", text: "Made by hand." },
      { kind: "paragraph", text: "Check your photos." },
      { kind: "heading", text: "Photos" },
      { kind: "paragraph", text: "Yours & ours" },
    ]);
  });

  it("reads rich-text documents paragraph by paragraph", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Bold " }, { type: "text", text: "and plain." }] },
        { type: "paragraph", content: [] },
        { type: "bullet_list", content: [{ type: "list_item", content: [{ type: "text", text: "One" }] }] },
      ],
    };
    expect(storyText({ component: "page", body: [{ component: "page_section", text: doc }] })).toEqual([
      { kind: "paragraph", text: "Bold and plain." },
      { kind: "paragraph", text: "One" },
    ]);
  });

  it("answers nothing for what is not a block", () => {
    expect(storyText(null)).toEqual([]);
    expect(storyText("text")).toEqual([]);
  });
});
