import { describe, expect, it } from "vitest";
import { EDITOR_QUERY, editorParams, isEditorPreview, referencedSlugs, storyTitle } from "./content.ts";

const token = "a".repeat(64);

describe("editor preview parameters", () => {
  it("reads the story id, language, timestamp and token from a page query", () => {
    const query = new URLSearchParams({ [EDITOR_QUERY.storyId]: "12", [EDITOR_QUERY.language]: "en", [EDITOR_QUERY.timestamp]: "1795000000", [EDITOR_QUERY.token]: token });
    expect(isEditorPreview(query)).toBe(true);
    expect(editorParams(query)).toEqual({ storyId: 12, language: "en", timestamp: 1795000000, token });
    expect(editorParams({ _storyblok: "3", "_storyblok_tk[timestamp]": "1", "_storyblok_tk[token]": [token, "x"] })).toEqual({ storyId: 3, language: "default", timestamp: 1, token });
  });

  it("is null for missing or malformed parameters", () => {
    expect(isEditorPreview({})).toBe(false);
    const base = { _storyblok: "12", "_storyblok_tk[timestamp]": "1795000000", "_storyblok_tk[token]": token };
    expect(editorParams({ ...base, _storyblok: "x" })).toBeNull();
    expect(editorParams({ ...base, "_storyblok_tk[token]": "zz" })).toBeNull();
    expect(editorParams({ ...base, "_storyblok_tk[timestamp]": "" })).toBeNull();
    expect(editorParams({ ...base, _storyblok_lang: "<script>" })).toBeNull();
  });
});

describe("referencedSlugs and storyTitle", () => {
  it("finds every block_reference once", () => {
    const tree = { component: "page", body: [{ component: "block_reference", reference: "a" }, { component: "grid", columns: [{ component: "column", body: [{ component: "block_reference", reference: "a" }, { component: "block_reference", reference: "b" }] }] }] };
    expect(referencedSlugs(tree)).toEqual(["a", "b"]);
  });

  it("titles a page by its title and a block story by its name", () => {
    expect(storyTitle({ name: "n", content: { component: "page", title: "Page", body: [] } })).toBe("Page");
    expect(storyTitle({ name: "Shared", content: { component: "block", body: [] } })).toBe("Shared");
  });
});
