import type { StaffProductType } from "@petsies/contract/admin";

/** Each product type in the words of the back office. */
export const TYPE_LABELS: Record<StaffProductType, string> = {
  simple: "Simple",
  virtual: "Virtual",
  configurable: "Configurable",
  bundle: "Bundle",
  grouped: "Grouped",
  downloadable: "Downloadable",
  giftcard: "Gift card",
};

export const typeLabel = (type: string) => TYPE_LABELS[type as StaffProductType] ?? type;
