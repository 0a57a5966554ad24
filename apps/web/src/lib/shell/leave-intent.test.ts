import { describe, expect, it } from "vitest";
import { isEditorPreview, shouldOpenLeavingModal, type LeaveEvent } from "./leave-intent.ts";

// A 1000 px wide window: the pointer may leave between x = 150 and x = 500, at y ≤ 10.
const base: LeaveEvent = { x: 300, y: 0, width: 1000, elapsedMs: 5000, alreadyShown: false, editorPreview: false };
const open = (e: Partial<LeaveEvent>) => shouldOpenLeavingModal({ ...base, ...e });

describe("website-leaving intent", () => {
  it("opens when the pointer leaves through the top, left of centre, after 700 ms", () => {
    expect(open({})).toBe(true);
    expect(open({ elapsedMs: 700 })).toBe(true);
    expect(open({ y: 10 })).toBe(true);
    expect(open({ y: -40 })).toBe(true);
  });

  it("waits 700 ms after the page opened", () => {
    expect(open({ elapsedMs: 699 })).toBe(false);
  });

  it("ignores the left 15% and the right 50% of the width", () => {
    expect(open({ x: 149 })).toBe(false);
    expect(open({ x: 150 })).toBe(true);
    expect(open({ x: 500 })).toBe(true);
    expect(open({ x: 501 })).toBe(false);
    expect(open({ x: 990 })).toBe(false);
  });

  it("ignores leaving more than 10 px below the top", () => {
    expect(open({ y: 11 })).toBe(false);
    expect(open({ y: 600 })).toBe(false);
  });

  it("fires once, and never in the editor's preview", () => {
    expect(open({ alreadyShown: true })).toBe(false);
    expect(open({ editorPreview: true })).toBe(false);
  });

  it("recognises the editor's preview by its query parameters", () => {
    expect(isEditorPreview("?_storyblok=123&_storyblok_lang=default")).toBe(true);
    expect(isEditorPreview("?_storyblok_tk[token]=abc")).toBe(true);
    expect(isEditorPreview("?storyblok=1&q=dog")).toBe(false);
    expect(isEditorPreview("")).toBe(false);
  });
});
