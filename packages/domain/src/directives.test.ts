import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./currency.ts";
import {
  DirectiveError,
  directiveNeeds,
  evaluateRichText,
  parseRichText,
  richTextToPlain,
  type DirectivePrices,
  type DirectiveResolvers,
} from "./directives.ts";

const prices: Record<string, DirectivePrices> = {
  ForeversDog_bundle: { regularCents: 29900, finalCents: 27900, campaignCents: 25415 },
  plain_mug: { regularCents: 1999, finalCents: 1999, campaignCents: null },
};

const usd: DirectiveResolvers = {
  price: (sku) => prices[sku],
  orderedPlushiesCount: () => 123456,
  money: (cents) => formatMoney(cents, { symbol: "$" }),
};

const euro: DirectiveResolvers = { ...usd, money: (cents) => formatMoney(Math.round(cents * 0.9), { symbol: "€" }) };

const plain = (text: string, r = usd) => richTextToPlain(evaluateRichText(text, r));

describe("parseRichText", () => {
  it("splits text and directives in order", () => {
    expect(parseRichText("Only {{productPrice ForeversDog_bundle,true,plain}} until {{orderedPlushiesCount}}!")).toEqual([
      { type: "text", text: "Only " },
      { type: "directive", directive: { name: "productPrice", sku: "ForeversDog_bundle", promo: true, plain: true } },
      { type: "text", text: " until " },
      { type: "directive", directive: { name: "orderedPlushiesCount" } },
      { type: "text", text: "!" },
    ]);
  });

  it("reads every directive's params, with spaces around them", () => {
    expect(parseRichText("{{ productPrice plain_mug , false }}")).toEqual([
      { type: "directive", directive: { name: "productPrice", sku: "plain_mug", promo: false, plain: false } },
    ]);
    expect(parseRichText("{{productSpecificPrice plain_mug,special}}")[0]).toEqual({
      type: "directive",
      directive: { name: "productSpecificPrice", sku: "plain_mug", priceType: "special" },
    });
    expect(parseRichText("{{priceValue 29.99}}{{priceValue 5}}{{priceValue 0.5}}")).toEqual([
      { type: "directive", directive: { name: "priceValue", cents: 2999 } },
      { type: "directive", directive: { name: "priceValue", cents: 500 } },
      { type: "directive", directive: { name: "priceValue", cents: 50 } },
    ]);
  });

  it("keeps text without directives as it is, single braces included", () => {
    expect(parseRichText("")).toEqual([]);
    expect(parseRichText("Save {big} today")).toEqual([{ type: "text", text: "Save {big} today" }]);
  });

  it.each([
    ["{{unknownThing}}", "Unknown directive 'unknownThing'"],
    ["{{productPrice}}", "productPrice takes 2 to 3 parameters, got 0"],
    ["{{productPrice a,true,plain,x}}", "productPrice takes 2 to 3 parameters, got 4"],
    ["{{productPrice a,yes}}", "Invalid promo flag 'yes', expected true or false"],
    ["{{productPrice a,true,fancy}}", "Unknown price style 'fancy'"],
    ["{{productPrice a,,true}}", "Empty parameter in directive '{{productPrice a,,true}}'"],
    ["{{productPrice a b,true}}", "Invalid sku 'a b'"],
    ["{{productSpecificPrice a,sale}}", "Unknown price type"],
    ["{{productSpecificPrice a}}", "productSpecificPrice takes 2 parameters, got 1"],
    ["{{orderedPlushiesCount 3}}", "orderedPlushiesCount takes 0 parameters, got 1"],
    ["{{priceValue}}", "priceValue takes 1 parameter, got 0"],
    ["{{priceValue 1.999}}", "Invalid amount '1.999' in priceValue"],
    ["{{priceValue -3}}", "Invalid amount '-3' in priceValue"],
    ["{{priceValue 1,2}}", "priceValue takes 1 parameter, got 2"],
    ["Hello {{orderedPlushiesCount", "Unclosed directive at 6"],
    ["Hello }} there", "Unexpected '}}' at 6 without an opening '{{'"],
    ["{{}}", "Malformed directive '{{}}'"],
    ["{{ 9lives }}", "Malformed directive '{{ 9lives }}'"],
    ["{{a {{b}} }}", "Malformed directive '{{a {{b}}'"],
  ])("rejects %s", (text, message) => {
    expect(() => parseRichText(text)).toThrow(new DirectiveError(message));
  });

  it("never throws anything but a DirectiveError, and reads plain text back unchanged", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("{", "}", "a", " ", ",", "p", "1", ".") }), (text) => {
        try {
          parseRichText(text);
        } catch (e) {
          expect(e).toBeInstanceOf(DirectiveError);
        }
      }),
    );
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes("{{") && !s.includes("}}")), (text) => {
        expect(richTextToPlain(evaluateRichText(text, usd))).toBe(text);
      }),
    );
  });
});

describe("evaluateRichText", () => {
  it("shows the campaign's price when the promo flag is set, else the product's own final price", () => {
    expect(plain("{{productPrice ForeversDog_bundle,true,plain}}")).toBe("$254.15");
    expect(plain("{{productPrice ForeversDog_bundle,false,plain}}")).toBe("$279.00");
    expect(plain("{{productPrice plain_mug,true,plain}}")).toBe("$19.99");
  });

  it("gives a price tag with the regular price beside a lower one unless plain", () => {
    expect(evaluateRichText("From {{productPrice ForeversDog_bundle,true}}", usd)).toEqual([
      { type: "text", text: "From " },
      { type: "price", price: "$254.15", regularPrice: "$299.00" },
    ]);
    expect(evaluateRichText("{{productPrice plain_mug,false}}", usd)).toEqual([
      { type: "price", price: "$19.99", regularPrice: null },
    ]);
  });

  it("answers the regular or special price on its own", () => {
    expect(plain("{{productSpecificPrice ForeversDog_bundle,regular}}")).toBe("$299.00");
    expect(plain("{{productSpecificPrice ForeversDog_bundle,special}}")).toBe("$279.00");
  });

  it("formats the ordered plushies count and plain amounts in the active currency", () => {
    expect(plain("{{orderedPlushiesCount}} plushies made")).toBe("123,456 plushies made");
    expect(plain("only {{priceValue 29.99}}")).toBe("only $29.99");
    expect(plain("only {{priceValue 29.99}}", euro)).toBe("only €26.99");
    expect(plain("{{productPrice ForeversDog_bundle,true,plain}}", euro)).toBe("€228.74");
  });

  it("joins text around directives that become text", () => {
    expect(evaluateRichText("a {{priceValue 1}} b", usd)).toEqual([{ type: "text", text: "a $1.00 b" }]);
  });

  it("names the product of a campaign's price when the product's id is given, so the browser can re-price it", () => {
    const byId: DirectiveResolvers = { ...usd, price: (sku) => prices[sku] && { ...prices[sku], productId: 41 } };
    const source = { productId: 41, regularCents: 29900, finalCents: 27900 };
    expect(evaluateRichText("From {{productPrice ForeversDog_bundle,true}}", byId)).toEqual([
      { type: "text", text: "From " },
      { type: "price", price: "$254.15", regularPrice: "$299.00", campaign: { ...source, plain: false } },
    ]);
    // A plain one stays the amount alone, as text reads it.
    const plainTag = evaluateRichText("Only {{productPrice ForeversDog_bundle,true,plain}}!", byId);
    expect(plainTag).toEqual([
      { type: "text", text: "Only " },
      { type: "price", price: "$254.15", regularPrice: null, campaign: { ...source, plain: true } },
      { type: "text", text: "!" },
    ]);
    expect(richTextToPlain(plainTag)).toBe("Only $254.15!");
    // Without the promo flag, and for a specific price, the campaign plays no part: nothing to re-price.
    expect(evaluateRichText("{{productPrice ForeversDog_bundle,false}}", byId)).toEqual([{ type: "price", price: "$279.00", regularPrice: "$299.00" }]);
    expect(evaluateRichText("{{productPrice ForeversDog_bundle,false,plain}} {{productSpecificPrice ForeversDog_bundle,special}}", byId)).toEqual([
      { type: "text", text: "$279.00 $279.00" },
    ]);
  });

  it("refuses an unknown sku", () => {
    expect(() => evaluateRichText("{{productPrice nope,true}}", usd)).toThrow(new DirectiveError("Unknown product 'nope'"));
  });

  it("round-trips any amount written with up to two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const written = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        expect(plain(`{{priceValue ${written}}}`)).toBe(formatMoney(cents, { symbol: "$" }));
      }),
    );
  });
});

describe("directiveNeeds", () => {
  it("lists the skus once and whether the count is needed", () => {
    expect(
      directiveNeeds("{{productPrice a,true}} {{productSpecificPrice a,regular}} {{productPrice b,false,plain}} {{priceValue 3}}"),
    ).toEqual({ skus: ["a", "b"], orderedPlushiesCount: false });
    expect(directiveNeeds("{{orderedPlushiesCount}}")).toEqual({ skus: [], orderedPlushiesCount: true });
  });

  it("throws for text that cannot be read", () => {
    expect(() => directiveNeeds("{{nope}}")).toThrow(DirectiveError);
  });
});
