import type { ProductType } from "@petsies/domain";

/** Each product type in the words of the back office. */
export const TYPE_LABELS: Record<ProductType, string> = {
  simple: "Simple",
  virtual: "Virtual",
  configurable: "Configurable",
  bundle: "Bundle",
  grouped: "Grouped",
  downloadable: "Downloadable",
};

export const typeLabel = (type: string) => TYPE_LABELS[type as ProductType] ?? type;
