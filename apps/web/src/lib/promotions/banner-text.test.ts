import { afterEach, describe, expect, it, vi } from "vitest";
import { bannerText, type BannerTextSources } from "./banner-text.ts";

const usd = { currency: { code: "USD", name: "US Dollar", symbol: "$" }, rate: 1 };
const sources = (over: Partial<BannerTextSources> = {}): BannerTextSources => ({
  products: async (skus) =>
    [{ id: 7, sku: "petsiesHuggables_bundle", regular_price: 149, final_price: 149 }].filter((p) => skus.includes(p.sku)),
  orderedPlushiesCount: async () => 148_262,
  ...over,
});

describe("the banner's text", () => {
  afterEach(() => vi.restoreAllMocks());

  it("evaluates prices in the campaign and the count, asking only for what the text names", async () => {
    const products = vi.fn(sources().products);
    const text = "From {{productPrice petsiesHuggables_bundle,true,plain}} or {{productPrice petsiesHuggables_bundle,true}} — {{orderedPlushiesCount}} pets";
    expect(await bannerText(text, sources({ products }), usd, { 7: { percentOff: 15 } })).toEqual([
      { type: "text", text: "From $126.65 or " },
      { type: "price", price: "$126.65", regularPrice: "$149.00" },
      { type: "text", text: " — 148,262 pets" },
    ]);
    expect(products).toHaveBeenCalledWith(["petsiesHuggables_bundle"]);
    const count = vi.fn(async () => 1);
    expect(await bannerText("Only {{priceValue 10}}", sources({ orderedPlushiesCount: count, products }), { ...usd, rate: 0.5 }, {})).toEqual([
      { type: "text", text: "Only $5.00" },
    ]);
    expect(count).not.toHaveBeenCalled();
    expect(await bannerText("{{productPrice petsiesHuggables_bundle,true,plain}}", sources(), usd, { 7: { amountOffCents: 2500 } })).toEqual([{ type: "text", text: "$124.00" }]);
  });

  it("is null when the directives cannot be processed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await bannerText("{{nope}}", sources(), usd, {})).toBeNull();
    expect(await bannerText("{{productPrice gone_sku,true}}", sources(), usd, {})).toBeNull();
    expect(await bannerText("{{orderedPlushiesCount}}", sources({ orderedPlushiesCount: () => Promise.reject(new Error("down")) }), usd, {})).toBeNull();
  });
});
