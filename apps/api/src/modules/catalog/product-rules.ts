/**
 * What the catalogue refuses beyond a field's own form (contract productBody): the rules that need the database.
 * One wording for each, read by the product form's service (edit.ts) and by the import (import-plan.ts), so a
 * product is refused for the same reason, in the same words, whichever way it came in.
 */
export const productRules = {
  skuTaken: (owner: string) => `This SKU is already used by “${owner}”. Choose another one.`,
  urlKeyTaken: (owner: string) => `This URL key is already used by “${owner}”. Choose another one.`,
  urlKeyIsCategory: (category: string) => `This URL key is the category “${category}”'s address. Choose another one.`,
  categoryGone: "A chosen category no longer exists: reload the page and choose again.",
  typeFixed: "A product's type cannot change: duplicate it as the other type instead.",
  notEditable: (type: string) => `A ${type} product cannot be edited here yet: only enabled or disabled.`,
};

/** What a configurable product's options and children refuse (configurable-edit.ts), in one wording each. */
export const configurableRules = {
  notConfigurable: (type: string) => `A ${type} product has no options or children: only a configurable product has them.`,
  optionsFirst: "Set the product's options before generating its children.",
  unknownValue: "This value is not one of the option's: reload the page and try again.",
  valueInUse: (value: string, option: string, skus: string[]) => `“${value}” (${option}) is chosen by ${childList(skus)}: it cannot be removed while they have it.`,
  optionAddedWithChildren: (skus: string[]) => `This product already has children (${childList(skus)}), which have no value for a new option: an option can only be added before children are made.`,
  combinationShape: (codes: string[]) => `Name one value for each option: ${codes.join(", ")}.`,
  noSuchValue: (option: string) => `This is not one of ${option}'s values.`,
  tooMany: (max: number) => `That would make more than ${max} children at once: name fewer combinations.`,
  noFreeSku: (sku: string) => `No free SKU was found near ${sku}: rename the products that use it and try again.`,
  notAChild: "This product is not a child of this configurable product: reload the page and try again.",
};

/** What a bundle's options and a grouped product's links refuse (set-edit.ts), in one wording each. */
export const setRules = {
  notBundle: (type: string) => `A ${type} product has no bundle options: only a bundle has them.`,
  notGrouped: (type: string) => `A ${type} product links no products to set side by side: only a grouped product does.`,
  fromCustomizations: "This bundle's options are made by its customization tree (its creation page): they are not edited here.",
  unknownOption: "This option is not one of the bundle's: reload the page and try again.",
  noSuchSku: (sku: string) => `No product has the SKU ${sku}.`,
  itself: "A product cannot be a part of itself.",
  wrongType: (name: string, type: string, allowed: readonly string[]) =>
    `“${name}” is a ${type} product: choose a ${allowed.join(" or ")} product, which is bought as it is.`,
};

function childList(skus: string[]): string {
  const shown = skus.slice(0, 5).join(", ");
  return skus.length > 5 ? `${shown} and ${skus.length - 5} more` : shown;
}
