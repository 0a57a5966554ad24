import { describe, expect, it } from "vitest";
import { blockStyle, imageClass } from "./block-style.ts";

describe("content block style", () => {
  it("maps alignment, display, spacing and background", () => {
    const { className, style } = blockStyle(
      { alignment: "center", display: "flex", background_color: "#f4e3d3", padding: { top: 8, bottom: 16 } },
      "base",
    );
    expect(className).toBe("base flex flex-wrap gap-6 text-center");
    expect(style).toEqual({ backgroundColor: "#f4e3d3", padding: "8px 0px 16px 0px" });
  });

  it("keeps editor input from breaking out of class and style attributes", () => {
    const { className, style } = blockStyle({ css_classes: 'promo "><x bad;', background_color: "red;position:fixed" });
    expect(className).toBe("promo");
    expect(style).toEqual({});
  });

  it("rounds images only with the rounded-corners modifier", () => {
    expect(imageClass({ image_style: "rounded-corners" })).toBe("rounded-2xl");
    expect(imageClass({})).toBe("");
  });
});
