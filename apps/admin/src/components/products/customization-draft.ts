/**
 * The customization editor's working copy of a tree (issue 13 "Customizations"): the wire shape, except that the
 * numbers an owner types (a value's price, an option's max) stay text until the tree is checked. checkedTree turns
 * the copy back into the tree the API takes and finds every problem the API would: the contract's shape rules and
 * the domain's treeProblems, each at the same path the API names (customizations.0.optionData.values.1.price).
 */
import { productCustomizationsBody, type CustomizationShape } from "@petsies/contract/admin";
import { treeProblems, type Customization } from "@petsies/domain";

type OptionDataShape = NonNullable<CustomizationShape["optionData"]>;
type ValueShape = OptionDataShape["values"][number];

export type DraftValue = Omit<ValueShape, "price"> & { priceText: string };
export type DraftOptionData = Omit<OptionDataShape, "values" | "maxValuesCount"> & { maxText: string; values: DraftValue[] };
export type DraftCustomization = Omit<CustomizationShape, "optionData"> & { optionData: DraftOptionData | null };
export type Errors = Record<string, string>;

const newId = () => crypto.randomUUID();

export const draftOf = (tree: readonly CustomizationShape[]): DraftCustomization[] =>
  tree.map((c) => ({
    ...c,
    optionData: c.optionData
      ? {
          ...c.optionData,
          maxText: c.optionData.maxValuesCount === null ? "" : String(c.optionData.maxValuesCount),
          values: c.optionData.values.map(({ price, ...v }) => ({ ...v, priceText: price === null ? "" : String(price) })),
        }
      : null,
  }));

export function newValue(): DraftValue {
  return { id: newId(), name: "", sku: null, priceText: "", isEnabled: true, isDefault: false, sn: 0, availabilityRules: null, actions: null, image: null };
}

export function newOption(): DraftCustomization {
  return {
    id: newId(),
    type: "option",
    parentId: null,
    sn: 0,
    isEnabled: true,
    isLocked: false,
    showInCart: true,
    title: "",
    name: null,
    bundleOptionId: null,
    availabilityRules: null,
    optionData: {
      type: "generic_option",
      displayWidget: "cards_list",
      displayWidgetOptions: null,
      isRequired: false,
      maxText: "1",
      sku: null,
      showInUrlQuery: false,
      hasDetailedDescription: false,
      values: [newValue()],
    },
  };
}

export function newGroup(): DraftCustomization {
  return { ...newOption(), type: "options_group", optionData: null };
}

/** The list with the item at `from` moved to `to` (both in range). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The draft as the API's tree, with every problem found on the way, by path. */
export function checkedTree(draft: readonly DraftCustomization[]): { tree: CustomizationShape[]; errors: Errors } {
  const errors: Errors = {};
  const tree: CustomizationShape[] = draft.map((c, i) => {
    if (!c.optionData) return { ...c, optionData: null };
    const { maxText, values, ...data } = c.optionData;
    const max = maxText.trim();
    if (max !== "" && !/^\d{1,5}$/.test(max)) errors[`customizations.${i}.optionData.maxValuesCount`] = "Enter a whole number, or leave it empty for no limit";
    return {
      ...c,
      optionData: {
        ...data,
        maxValuesCount: max === "" || !/^\d{1,5}$/.test(max) ? null : Number(max),
        values: values.map(({ priceText, ...v }, j) => {
          const text = priceText.trim().replace(/^\$/, "");
          if (text !== "" && !NUMBER.test(text)) errors[`customizations.${i}.optionData.values.${j}.price`] = "Enter the price in dollars, like 4.99";
          return { ...v, price: text === "" || !NUMBER.test(text) ? null : Number(text) };
        }),
      },
    };
  });
  const parsed = productCustomizationsBody.safeParse({ customizations: tree });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  for (const problem of treeProblems(tree as Customization[])) errors[problem.path] ??= problem.message;
  return { tree, errors };
}

/** A customization's label in pickers and headings. */
export const labelOf = (c: Pick<DraftCustomization, "title" | "name">, i: number) => c.title?.trim() || c.name?.trim() || `Option ${i + 1}`;
