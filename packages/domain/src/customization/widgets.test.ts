import { describe, expect, it } from "vitest";
import { group, option } from "./fixtures/builders.ts";
import type { DisplayWidget } from "./types.ts";
import { holdsValueIds, maxValues, needsNoValues, selectionMode } from "./widgets.ts";

const mode = (displayWidget: DisplayWidget, maxValuesCount: number | null) =>
  selectionMode(option({ id: "o", displayWidget, maxValuesCount }));

describe("selectionMode", () => {
  it.each(["cards_list", "colors_list", "thumbnails_list"] as const)(
    "%s: several above 1, radio at 1, checkbox at 0 or unset",
    (w) => {
      expect(mode(w, 2)).toBe("multiple");
      expect(mode(w, 7)).toBe("multiple");
      expect(mode(w, 1)).toBe("radio");
      expect(mode(w, 0)).toBe("checkbox");
      expect(mode(w, null)).toBe("checkbox");
    },
  );

  it("uploads allow several files when max is unset (or 0) or above 1, one at 1", () => {
    expect(mode("image_upload", null)).toBe("uploads");
    expect(mode("image_upload", 0)).toBe("uploads");
    expect(mode("image_upload", 3)).toBe("uploads");
    expect(mode("image_upload", 1)).toBe("upload");
  });

  it("only the list widgets and uploads are ever multi-select", () => {
    for (const w of ["checkbox", "dropdown", "search_field", "email_input", "text_area", "text_input"] as const) {
      expect(mode(w, 5)).not.toBe("multiple");
    }
  });

  it("free inputs hold text; checkbox toggles; dropdown replaces; containers hold nothing", () => {
    for (const w of ["search_field", "email_input", "text_area", "text_input"] as const)
      expect(mode(w, null)).toBe("text");
    expect(mode("checkbox", null)).toBe("checkbox");
    expect(mode("dropdown", null)).toBe("dropdown");
    expect(selectionMode(group({ id: "g" }))).toBe("none");
  });

  it("holdsValueIds is true for the value-choosing modes only", () => {
    expect(["multiple", "checkbox", "radio", "dropdown"].every((m) => holdsValueIds(m as never))).toBe(true);
    expect(["text", "upload", "uploads", "none"].some((m) => holdsValueIds(m as never))).toBe(false);
  });
});

describe("maxValues", () => {
  it("is null for unset, 0, negative and non-finite counts", () => {
    for (const m of [null, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(maxValues(option({ id: "o", maxValuesCount: m }))).toBeNull();
    }
    expect(maxValues(option({ id: "o", maxValuesCount: 3 }))).toBe(3);
    expect(maxValues(option({ id: "o", maxValuesCount: 2.7 }))).toBe(2);
  });
});

describe("needsNoValues", () => {
  it("skips the value test for containers and checkbox, search, e-mail, upload, text area and text input", () => {
    expect(needsNoValues(group({ id: "g" }))).toBe(true);
    for (const w of ["checkbox", "search_field", "email_input", "image_upload", "text_area", "text_input"] as const) {
      expect(needsNoValues(option({ id: "o", displayWidget: w }))).toBe(true);
    }
    for (const w of ["cards_list", "colors_list", "thumbnails_list", "dropdown"] as const) {
      expect(needsNoValues(option({ id: "o", displayWidget: w }))).toBe(false);
    }
  });
});
