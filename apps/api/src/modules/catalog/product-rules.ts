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
