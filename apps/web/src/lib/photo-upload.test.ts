import { describe, expect, it } from "vitest";
import { imageUrl, variantEdits } from "@petsies/domain";
import { parseUploadAnswer, photoThumbnailUrl, uploadOutcome } from "./photo-upload.ts";

const item = { id: "6b1f", type: 1, url: "/api/media/uploads/6b1f.webp", createdAt: "2030-01-01T00:00:00.000Z" };

describe("the upload answer", () => {
  it("reads the item from the envelope or a bare body", () => {
    expect(parseUploadAnswer({ code: 200, result: { item } })).toEqual(item);
    expect(parseUploadAnswer({ item })).toEqual(item);
  });

  it("is malformed without id, type, url or createdAt of the right kinds", () => {
    for (const bad of [{ ...item, id: 3 }, { ...item, type: "1" }, { ...item, url: null }, { ...item, createdAt: undefined }, { ...item, id: "" }]) {
      expect(parseUploadAnswer({ result: { item: bad } })).toBeNull();
    }
    expect(parseUploadAnswer(null)).toBeNull();
    expect(parseUploadAnswer({ result: "x" })).toBeNull();
  });

  it("says Unexpected response! for a malformed success and the server's words for a refusal", () => {
    expect(uploadOutcome(200, JSON.stringify({ code: 200, result: { item: { id: "x" } } }))).toEqual({ ok: false, message: "Unexpected response!" });
    expect(uploadOutcome(200, "<html>")).toEqual({ ok: false, message: "Unexpected response!" });
    expect(uploadOutcome(400, JSON.stringify({ code: 400, result: "The file is not a photo." }))).toEqual({ ok: false, message: "The file is not a photo." });
    expect(uploadOutcome(413, "")).toEqual({ ok: false, message: "Something went wrong" });
    expect(uploadOutcome(0, "")).toMatchObject({ ok: false });
    expect(uploadOutcome(200, JSON.stringify({ code: 200, result: { item } }))).toEqual({ ok: true, image: item });
  });
});

describe("photo thumbnails", () => {
  it("resize a stored photo to a listed variant through the edits query", () => {
    const url = photoThumbnailUrl(item.url, "squareThumbnail");
    expect(url.startsWith("/api/media/uploads/6b1f.webp?edits=")).toBe(true);
    const edits = JSON.parse(atob(decodeURIComponent(url.split("edits=")[1]!)));
    expect(edits).toEqual(variantEdits("squareThumbnail"));
  });

  it("are the customization cart thumbnail unless told otherwise", () => {
    expect(photoThumbnailUrl(item.url)).toBe(imageUrl("uploads/6b1f.webp", "customizationCartThumbnail"));
  });

  it("leave other addresses alone", () => {
    expect(photoThumbnailUrl("https://cdn.example.com/x.jpg")).toBe("https://cdn.example.com/x.jpg");
  });
});
