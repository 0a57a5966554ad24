import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bannerColors,
  bestCampaignDiscount,
  campaignCodeOfSearch,
  campaignLandingPath,
  campaignDifferenceCents,
  campaignDiscounts,
  campaignPriceCents,
  discountOfPrice,
  wireDiscount,
  contrastRatio,
  countdownParts,
  isBannerBlacklisted,
  isBannerShown,
  isCountdownOver,
  type CountdownContent,
  isBannerLink,
} from "./promotions.ts";

const countdown: CountdownContent = {
  title: "Plush week",
  description: "15% off",
  date: "2030-05-10T12:00:00.000Z",
  version: 3,
  style: { background_color: "1f2937", text_color: "ffffff", numbers_color: "fde68a" },
  blacklist_urls: ["/checkout", "/forevers/customize"],
};
const end = Date.parse(countdown.date);
const shown = (over: Partial<Parameters<typeof isBannerShown>[0]>) =>
  isBannerShown({ countdown, path: "/", closedVersion: null, nowMs: end - 60_000, directivesProcessed: true, ...over });

describe("campaign prices", () => {
  it("takes a whole percent off, rounded to the cent", () => {
    expect(campaignPriceCents(28900, { percentOff: 15 })).toBe(24565);
    expect(campaignPriceCents(1999, { percentOff: 15 })).toBe(1699);
    expect(campaignPriceCents(1999, undefined)).toBe(1999);
    expect(campaignPriceCents(1999, { percentOff: 0 })).toBe(1999);
  });

  it("takes a fixed amount off, down to zero and no further", () => {
    expect(campaignPriceCents(1999, { amountOffCents: 500 })).toBe(1499);
    expect(campaignPriceCents(1999, { amountOffCents: 1999 })).toBe(0);
    expect(campaignPriceCents(1999, { amountOffCents: 2500 })).toBe(0);
  });

  it("discounts a configured option's price by a percent, not by the amount the whole product gets off", () => {
    expect(campaignDifferenceCents(2000, { percentOff: 10 })).toBe(1800);
    expect(campaignDifferenceCents(2000, { amountOffCents: 500 })).toBe(2000);
    expect(campaignDifferenceCents(2000, undefined)).toBe(2000);
  });

  it("gives a product in several discounted categories the discount that makes its own price the lowest", () => {
    const tenPercent = { percentOff: 10 };
    const fiveDollars = { amountOffCents: 500 };
    expect(bestCampaignDiscount(2000, [tenPercent, fiveDollars])).toBe(fiveDollars);
    expect(bestCampaignDiscount(9000, [tenPercent, fiveDollars])).toBe(tenPercent);
    expect(bestCampaignDiscount(5000, [tenPercent, fiveDollars])).toBe(tenPercent);
    expect(bestCampaignDiscount(5000, [])).toBeUndefined();
  });

  it("carries a discount on the wire and back unchanged", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: 99 }).map((percentOff) => ({ percentOff })), fc.integer({ min: 1, max: 1_000_000 }).map((amountOffCents) => ({ amountOffCents }))), (d) => {
        expect(discountOfPrice(wireDiscount(d))).toEqual(d);
      }),
    );
  });

  it("never raises a price nor goes below zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (cents, pct) => {
        const price = campaignPriceCents(cents, { percentOff: pct });
        expect(price).toBeLessThanOrEqual(cents);
        expect(price).toBeGreaterThanOrEqual(0);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (cents, off) => {
        const price = campaignPriceCents(cents, { amountOffCents: off });
        expect(price).toBe(Math.max(0, cents - off));
      }),
    );
  });

  it("reads the discounts of campaign content by product id", () => {
    expect(campaignDiscounts(null)).toEqual({});
    expect(
      campaignDiscounts({
        countdown: null,
        image_banner: null,
        discounts: {
          prices: { "77": { regular_price: 289, final_price: 245.65, percent_off: 15, amount_off: 0 }, "78": { regular_price: 20, final_price: 15.5, percent_off: 0, amount_off: 4.5 } },
          adjustedPrices: {},
        },
      }),
    ).toEqual({ 77: { percentOff: 15 }, 78: { amountOffCents: 450 } });
  });
});

describe("campaign landing links", () => {
  it("carry the campaign's code as data on any shop page, and give it back", () => {
    expect(campaignLandingPath("SPRING-24")).toBe("/?data=SPRING-24");
    expect(campaignLandingPath("SPRING-24", "/c/apparel/?sort=price")).toBe("/c/apparel/?sort=price&data=SPRING-24");
    expect(campaignCodeOfSearch("?data=SPRING-24")).toBe("SPRING-24");
    expect(campaignCodeOfSearch(campaignLandingPath("PLUSH_WEEK", "/p/x/").split("?")[1]!)).toBe("PLUSH_WEEK");
    expect(campaignCodeOfSearch("?data=")).toBeNull();
    expect(campaignCodeOfSearch("?data=%3Cscript%3E")).toBeNull();
    expect(campaignCodeOfSearch("?utm_source=x")).toBeNull();
  });
});

describe("countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("is over at 1000 ms or less", () => {
    expect(isCountdownOver(1001)).toBe(false);
    expect(isCountdownOver(1000)).toBe(true);
    expect(isCountdownOver(-1)).toBe(true);
    expect(isCountdownOver(Number.NaN)).toBe(true);
  });
});

describe("banner visibility", () => {
  it("shows with content, an allowed path, an unclosed version, time left and directives processed", () => {
    expect(shown({})).toBe(true);
  });

  it("hides without content or when the directives failed", () => {
    expect(shown({ countdown: null })).toBe(false);
    expect(shown({ directivesProcessed: false })).toBe(false);
  });

  it("hides on a path containing a blacklist entry", () => {
    expect(shown({ path: "/checkout/" })).toBe(false);
    expect(shown({ path: "/forevers/customize/?orderItemId=3" })).toBe(false);
    expect(shown({ path: "/forevers/create/" })).toBe(true);
    expect(isBannerBlacklisted("/anything/", ["", "  "])).toBe(false);
  });

  it("hides when the shopper closed this version, and shows a newer one", () => {
    expect(shown({ closedVersion: 3 })).toBe(false);
    expect(shown({ closedVersion: 2 })).toBe(true);
  });

  it("hides once time is over", () => {
    expect(shown({ nowMs: end - 1000 })).toBe(false);
    expect(shown({ nowMs: end - 1001 })).toBe(true);
    expect(shown({ countdown: { ...countdown, date: "not a date" } })).toBe(false);
  });
});

describe("banner colours", () => {
  const brand = { background_color: "7c2d12", text_color: "ffffff", numbers_color: "ffffff" };

  it("computes WCAG contrast", () => {
    expect(contrastRatio("000000", "ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("777777", "777777")).toBe(1);
    expect(contrastRatio("#fff", "000000")).toBeNull();
  });

  it("keeps a style whose text and numbers pass AA, else falls back to the brand colours", () => {
    expect(bannerColors(countdown.style, brand)).toEqual(countdown.style);
    expect(bannerColors({ ...countdown.style, numbers_color: "374151" }, brand)).toEqual(brand);
    expect(bannerColors({ ...countdown.style, text_color: "808080", background_color: "ffffff" }, brand)).toEqual(brand);
    expect(bannerColors({ ...countdown.style, background_color: "zzzzzz" }, brand)).toEqual(brand);
  });
});

describe("an image banner's link", () => {
  it("is a path of this shop or an https:// address", () => {
    for (const link of ["/petsies-huggables/create/", "/c/forevers/?sort=price", "https://petsies.example/spring"]) expect(isBannerLink(link), link).toBe(true);
  });

  it("is never another scheme, a //host or /\\host address, text without a leading slash, or one with spaces", () => {
    for (const link of ["", "javascript:alert(1)", "http://petsies.example/", "//evil.example/", "/\\evil.example/", "c/forevers/", "/c/ forevers/", "https://"]) {
      expect(isBannerLink(link), link).toBe(false);
    }
  });
});
