import { describe, expect, it } from "vitest";
import type { CampaignAnswer, CampaignContent } from "@petsies/domain";
import { campaignPriceInputs, priceInputs, priceView, shopperActive } from "../money.ts";
import { shopperDiscountsOf } from "./shopper-campaign.ts";

const usd = { currency: { code: "USD", name: "US Dollar", symbol: "$" }, rate: 1 };
const eur = { currency: { code: "EUR", name: "Euro", symbol: "€" }, rate: 0.92 };

/** A campaign answer as the promotion platform sends it: prices by product id with the percent or amount off. */
function answer(token: string, prices: CampaignContent["discounts"]["prices"]): CampaignAnswer {
  return { campaignToken: token, campaignContent: { countdown: null, discounts: { prices, adjustedPrices: {} }, image_banner: null } };
}

const bandana = { id: 7, final_price: 24, regular_price: 24 };
const huggable = { id: 9, final_price: 149, regular_price: 149 };
/** The page as rendered for everyone: the default campaign takes 15% off the Huggable only. */
const page = { ...usd, discounts: { 9: { percentOff: 15 } } };
const landing = answer("landing-token", { 7: { regular_price: 24, final_price: 21.5, percent_off: 0, amount_off: 2.5 } });

/** What a tag shows for this shopper, the way LivePrice prices it. */
const tag = (product: typeof bandana, answerOfShopper: CampaignAnswer, defaultToken: string | null) => {
  const inputs = priceInputs(product, page);
  return priceView(inputs.product, shopperActive(inputs.active, shopperDiscountsOf(answerOfShopper, defaultToken)));
};

describe("a shopper in another campaign than the default", () => {
  it("sees their campaign's price, the one the cart charges, where the default discounts nothing", () => {
    expect(tag(bandana, landing, "default-token")).toEqual({ final: "$21.50", regular: "$24.00", discountPercent: 10 });
  });

  it("sees the full price of a product the default discounts and their campaign does not", () => {
    expect(tag(huggable, landing, "default-token")).toEqual({ final: "$149.00", regular: null, discountPercent: 0 });
  });

  it("keeps the page's prices while they are in the default campaign, or no campaign could be told", () => {
    const asDefault = answer("default-token", { 9: { regular_price: 149, final_price: 126.65, percent_off: 15, amount_off: 0 } });
    expect(shopperDiscountsOf(asDefault, "default-token")).toBeNull();
    expect(shopperDiscountsOf({ campaignToken: null, campaignContent: null }, "default-token")).toBeNull();
    expect(tag(huggable, asDefault, "default-token")).toEqual({ final: "$126.65", regular: "$149.00", discountPercent: 15 });
    expect(tag(bandana, asDefault, "default-token")).toEqual({ final: "$24.00", regular: null, discountPercent: 0 });
  });

  it("is priced by a campaign with a percent off too, in the shopper's currency, when the shop has no default campaign", () => {
    const percent = answer("spring", { 7: { regular_price: 24, final_price: 20.4, percent_off: 15, amount_off: 0 } });
    const discounts = shopperDiscountsOf(percent, null);
    expect(discounts).toEqual({ 7: { percentOff: 15 } });
    expect(priceView(bandana, shopperActive(eur, discounts))).toEqual({ final: "€18.77", regular: "€22.08", discountPercent: 15 });
  });
});

describe("a price tag's inputs", () => {
  it("carry the product's prices and only its own discount of the default campaign", () => {
    const listing = { ...usd, discounts: { 9: { percentOff: 15 }, 11: { amountOffCents: 500 } } };
    expect(priceInputs({ ...huggable, name: "Huggable" } as typeof huggable, listing)).toEqual({ product: huggable, active: { ...usd, discounts: { 9: { percentOff: 15 } } } });
    expect(priceInputs(bandana, listing).active.discounts).toEqual({});
  });
});

describe("a campaign's price written in a story", () => {
  /** The directive's price as the story carries it: the product's id and its catalogue prices in cents. */
  const written = (p: typeof bandana) => ({ productId: p.id, regularCents: Math.round(p.regular_price * 100), finalCents: Math.round(p.final_price * 100), plain: false });
  const inStory = (p: typeof bandana, answerOfShopper: CampaignAnswer) => {
    const inputs = campaignPriceInputs(written(p), page);
    return priceView(inputs.product, shopperActive(inputs.active, shopperDiscountsOf(answerOfShopper, "default-token")));
  };

  it("takes the same inputs as the product's price tag", () => {
    expect(campaignPriceInputs(written(huggable), page)).toEqual(priceInputs(huggable, page));
    expect(campaignPriceInputs({ productId: 7, regularCents: 2999, finalCents: 1999, plain: true }, eur)).toEqual({
      product: { id: 7, final_price: 19.99, regular_price: 29.99 },
      active: { ...eur, discounts: {} },
    });
  });

  it("shows what the tag shows, the cart's price, in the shopper's campaign and the default alike", () => {
    const asDefault = answer("default-token", {});
    for (const product of [bandana, huggable]) {
      expect(inStory(product, landing)).toEqual(tag(product, landing, "default-token"));
      expect(inStory(product, asDefault)).toEqual(tag(product, asDefault, "default-token"));
    }
    expect(inStory(bandana, landing).final).toBe("$21.50");
    expect(inStory(huggable, landing).final).toBe("$149.00");
  });
});
