import { describe, expect, it } from "vitest";
import type { Customization, OptionValue } from "@petsies/domain";
import { sizeGuideRows } from "./size-guide.ts";

const value = (name: string, sn: number, price: number | null, isEnabled = true) =>
  ({ id: name, name, sku: null, price, isEnabled, isDefault: false, sn, availabilityRules: null, actions: null }) as OptionValue;

const option = (name: string, title: string, values: OptionValue[]) =>
  ({ id: name, name, title, isEnabled: true, optionData: { values } }) as unknown as Customization;

const dollars = (n: number) => `$${n.toFixed(2)}`;

describe("size guide rows", () => {
  it("lists the enabled sizes in order, splitting the measurement out of the label", () => {
    const tree = [
      option("size", "Size", [value("Large (about 18 in)", 3, 349), value("Small (about 10 in)", 1, 239), value("Hidden (1 in)", 2, 1, false)]),
    ];
    expect(sizeGuideRows(tree, dollars)).toEqual([
      { size: "Small", measurement: "about 10 in", price: "$239.00" },
      { size: "Large", measurement: "about 18 in", price: "$349.00" },
    ]);
  });

  it("keeps a label without brackets whole and leaves an unknown price empty", () => {
    expect(sizeGuideRows([option("size", "Size", [value("One size", 1, null)])], dollars)).toEqual([
      { size: "One size", measurement: "", price: "" },
    ]);
  });

  it("has no rows for products without a Size choice (golf covers choose a club)", () => {
    expect(sizeGuideRows([option("size", "Club", [value("Driver", 1, 129)])], dollars)).toEqual([]);
    expect(sizeGuideRows(null, dollars)).toEqual([]);
  });
});
