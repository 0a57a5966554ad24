import { describe, expect, it } from "vitest";
import { uploadedPhotoCount } from "./wizard-analytics.ts";

const photo = (id: string) => ({ id, type: 1, url: `/media/${id}.jpg`, createdAt: "2026-11-22T00:00:00Z" });

describe("the wizard's photo count", () => {
  it("counts uploaded images wherever they are in the state, and nothing else", () => {
    expect(uploadedPhotoCount([])).toBe(0);
    expect(
      uploadedPhotoCount([
        { customization_id: "name", value: "Rex" },
        { customization_id: "colours", value: ["v1", "v2"] },
        { customization_id: "photos", value: [photo("a"), photo("b")] },
        { customization_id: "extra", value: photo("c") },
      ]),
    ).toBe(3);
  });
});
