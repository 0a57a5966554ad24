import { describe, expect, it } from "vitest";
import { NOTHING_CHOSEN, PART_QTY_INVALID, readPartQuantities } from "./grouped.ts";

const inStock = { qty: 10, is_in_stock: true, manage_stock: true };
const soldOut = { qty: 0, is_in_stock: false, manage_stock: true };
const parts = [
  { sku: "kit", stock: inStock },
  { sku: "dome", stock: inStock },
  { sku: "tag", stock: soldOut },
];

describe("a grouped product's part quantities", () => {
  it("adds the parts with a quantity above 0, an empty field counting as 0", () => {
    expect(readPartQuantities(parts, { kit: "2", dome: "" })).toEqual({ ok: true, quantities: [{ sku: "kit", qty: 2 }] });
  });

  it("says so when every quantity is 0", () => {
    expect(readPartQuantities(parts, { kit: "0", dome: "0" })).toEqual({ ok: false, fieldErrors: {}, formError: NOTHING_CHOSEN });
  });

  it("never takes a part that is out of stock, whatever was typed for it", () => {
    expect(readPartQuantities(parts, { kit: "0", dome: "0", tag: "3" })).toMatchObject({ ok: false, formError: NOTHING_CHOSEN });
  });

  it("names each field that is not a whole number in range", () => {
    expect(readPartQuantities(parts, { kit: "1.5", dome: "-1" })).toEqual({
      ok: false,
      fieldErrors: { kit: PART_QTY_INVALID, dome: PART_QTY_INVALID },
      formError: null,
    });
  });
});
