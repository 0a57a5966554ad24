import { describe, expect, it } from "vitest";
import { IMAGE_VARIANT_NAMES, IMAGE_VARIANTS, variantEdits, variantOf, type ImageEdits } from "./image-variants.ts";
import { imageUrl } from "./images.ts";

/** The edits an image URL carries, decoded as the server decodes them. */
const editsOf = (url: string) => JSON.parse(atob(new URL(url, "http://x").searchParams.get("edits") ?? "")) as ImageEdits;

describe("image variants", () => {
  it("round-trip: every name's edits, and every name's URL, come back as that name", () => {
    for (const name of IMAGE_VARIANT_NAMES) {
      expect(variantOf(variantEdits(name)), name).toBe(name);
      expect(variantOf(editsOf(imageUrl("catalog/dog.webp", name))), name).toBe(name);
    }
  });

  it("list each size, fit and format once", () => {
    const shapes = IMAGE_VARIANT_NAMES.map((name) => {
      const { width, height, fit, format } = IMAGE_VARIANTS[name];
      return `${width}x${height} ${fit} ${format}`;
    });
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it("are whole, positive sizes", () => {
    for (const name of IMAGE_VARIANT_NAMES) {
      const { width, height } = IMAGE_VARIANTS[name];
      expect(Number.isInteger(width) && width > 0 && Number.isInteger(height) && height > 0, name).toBe(true);
    }
  });

  it("match only a listed size, fit and format; a missing format is WebP, the position is not compared", () => {
    const thumbnail = variantEdits("thumbnail");
    expect(variantOf({ ...thumbnail, toFormat: undefined })).toBe("thumbnail");
    expect(variantOf({ resize: { width: 324, height: 489, fit: "cover", withoutEnlargement: true } })).toBe("thumbnail");
    expect(variantOf({ ...thumbnail, toFormat: "avif" })).toBeNull();
    expect(variantOf({ ...thumbnail, resize: { ...thumbnail.resize, fit: "inside" } })).toBeNull();
    expect(variantOf({ ...thumbnail, resize: { ...thumbnail.resize, width: 4000, height: 4000 } })).toBeNull();
  });

  it("keep the URLs the shop has always sent, byte for byte (cached pages and stored variants depend on it)", () => {
    expect(imageUrl("catalog/dog.webp", "thumbnail")).toBe(
      "/api/media/catalog/dog.webp?edits=eyJyZXNpemUiOnsid2lkdGgiOjMyNCwiaGVpZ2h0Ijo0ODksImZpdCI6ImNvdmVyIiwicG9zaXRpb24iOiJlbnRyb3B5Iiwid2l0aG91dEVubGFyZ2VtZW50Ijp0cnVlfSwidG9Gb3JtYXQiOiJ3ZWJwIn0%3D",
    );
    expect(editsOf(imageUrl("cms/a.webp", "contentImage"))).toEqual({
      resize: { width: 900, height: 600, fit: "inside", position: "entropy", withoutEnlargement: true },
      toFormat: "webp",
    });
  });
});
