import { describe, expect, it } from "vitest";
import { paragraphs, summary } from "./text.ts";

describe("catalogue and content text", () => {
  it("splits simple HTML and blank lines into plain paragraphs", () => {
    expect(paragraphs("<p>Soft &amp; <b>huggable</b></p><p>Made<br>by hand</p>")).toEqual(["Soft & huggable", "Made by hand"]);
    expect(paragraphs("One\n\nTwo")).toEqual(["One", "Two"]);
    expect(paragraphs(null)).toEqual([]);
  });

  it("drops script and style content entirely", () => {
    expect(paragraphs("Hi<script>alert(1)</script> there<style>p{}</style>")).toEqual(["Hi there"]);
  });

  it("cuts meta descriptions at a word", () => {
    const text = "word ".repeat(60);
    const cut = summary(text) ?? "";
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
    expect(summary("")).toBeUndefined();
  });
});
