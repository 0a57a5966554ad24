/**
 * The size guide's table (spec §2 "modals: size guide"), read from a product's own size choice: the
 * customization named "size" whose title is "Size" (golf covers use the same choice for their club, which
 * no size table explains). Labels read "Medium (about 14 in)": the part in brackets is the measurement.
 */
import type { Customization } from "@petsies/domain";

export interface SizeGuideRow {
  size: string;
  measurement: string;
  /** The size's price, formatted in the shopper's currency; empty when the catalogue gives none. */
  price: string;
}

const LABEL = /^(.*?)\s*\((.*)\)\s*$/;

export function sizeGuideRows(
  customizations: Customization[] | null | undefined,
  formatPrice: (amount: number) => string,
): SizeGuideRow[] {
  const option = customizations?.find((c) => c.name === "size" && c.title === "Size" && c.isEnabled);
  const values = option?.optionData?.values.filter((v) => v.isEnabled) ?? [];
  return [...values]
    .sort((a, b) => a.sn - b.sn)
    .map((v) => {
      const match = LABEL.exec(v.name);
      return { size: match?.[1] ?? v.name, measurement: match?.[2] ?? "", price: v.price === null ? "" : formatPrice(v.price) };
    });
}
