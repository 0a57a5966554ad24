import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PRODUCT_IMAGE, renderWebp, SQUARE_IMAGE_SIZE } from "./art.ts";

const svg = (width: number, height: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect id="bg" width="${width}" height="${height}" fill="#fff6ea"/></svg>`);
const sizeOf = async (webp: Buffer) => {
  const meta = await sharp(webp).metadata();
  return [meta.format, meta.width, meta.height];
};

describe("rendering the demo art", () => {
  it("draws square art (value and body-part pictures) small, and portrait art at the product gallery size", async () => {
    expect(await sizeOf(await renderWebp(svg(240, 240)))).toEqual(["webp", SQUARE_IMAGE_SIZE, SQUARE_IMAGE_SIZE]);
    expect(await sizeOf(await renderWebp(svg(540, 670)))).toEqual(["webp", PRODUCT_IMAGE.width, PRODUCT_IMAGE.height]);
  });
});
