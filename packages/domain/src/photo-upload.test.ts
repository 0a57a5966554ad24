import { describe, expect, it } from "vitest";
import { PHOTO_PICKER_ACCEPT, PHOTO_PICKER_TYPES, photoPickerHint } from "./photo-upload.ts";

describe("the photo picker", () => {
  it("names in its hint exactly the kinds its accept attribute offers", () => {
    expect(photoPickerHint(1)).toBe("A JPEG, PNG or WebP photo of up to 15 MB.");
    expect(photoPickerHint(null)).toBe("A JPEG, PNG or WebP photo of up to 15 MB.");
    expect(photoPickerHint(3)).toBe("Up to 3 photos (JPEG, PNG or WebP, up to 15 MB each).");
    expect(PHOTO_PICKER_ACCEPT).toBe("image/jpeg,image/png,image/webp");
    // A kind named in the hint is one the picker lets the shopper choose, and the other way round.
    for (const hint of [photoPickerHint(1), photoPickerHint(4)]) {
      expect(hint).not.toMatch(/HEIC/i);
      for (const { name } of PHOTO_PICKER_TYPES) expect(hint).toContain(name);
    }
  });
});
