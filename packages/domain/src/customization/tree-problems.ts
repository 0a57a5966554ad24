/**
 * What is wrong with a customization tree an editor made (issue 13 "Customizations"): each problem names the
 * option or value it concerns, the field, and its path in the tree as sent (`customizations.2.optionData.values.0.price`),
 * so the back office shows it at that field and the API refuses the save with the same paths. Reachability is decided
 * by the engine's own availability rules (availability.ts), not by a second engine: see reachableValueIds.
 */
import { availableValues, isCustomizationAvailable, isRuleMet } from "./availability.ts";
import { customizationLabel, indexTree, STANDARD_PRODUCTION_TIME_ID, type CustomizationTree } from "./tree.ts";
import type { Customization, DisplayWidget, OptionDataType, OptionValue } from "./types.ts";
import { holdsValueIds, selectionMode } from "./widgets.ts";

export interface TreeProblem {
  /** The field's path in the tree as sent, array positions included. */
  path: string;
  /** The option (or group) concerned; null only for the tree as a whole. */
  customizationId: string | null;
  /** The value concerned, when it is a value's field. */
  valueId: string | null;
  /** The field's name within its option or value, e.g. `price` or `availabilityRules`. */
  field: string;
  message: string;
}

/** The highest price a value may carry, in major units (as a product's price). */
export const MAX_VALUE_PRICE = 100_000;

/** Widgets that take free text or photos: they hold no value ids, so they take no values. */
const NO_VALUE_WIDGETS: ReadonlySet<DisplayWidget> = new Set(["text_input", "text_area", "email_input", "search_field", "image_upload"]);
/** Widgets that offer one choice at a time, whatever the max. */
const SINGLE_CHOICE_WIDGETS: ReadonlySet<DisplayWidget> = new Set(["dropdown", "checkbox"]);
/** Option types that are choices among priced values (rush production, extra photos). */
const CHOICE_TYPES: ReadonlySet<OptionDataType> = new Set(["production_time_upgrade", "extra_photos_upgrade"]);

export const WIDGET_LABELS: Record<DisplayWidget, string> = {
  cards_list: "Card list",
  checkbox: "Checkbox",
  colors_list: "Colour swatch list",
  dropdown: "Drop-down list",
  search_field: "Search field",
  email_input: "E-mail field",
  image_upload: "Photo upload",
  text_area: "Text area",
  text_input: "Text field",
  thumbnails_list: "Picture list",
};

export const OPTION_TYPE_LABELS: Record<OptionDataType, string> = {
  generic_option: "Choice or detail",
  production_time_upgrade: "Production time",
  extra_photos_upgrade: "Extra photos",
  customer_email: "Shopper's e-mail",
};

const quoted = (text: string) => `“${text}”`;
const valueLabel = (v: OptionValue) => v.name || v.id;

/**
 * The value ids a shopper can ever choose: a fixed point of the engine's availability, grown from nothing.
 * Availability only grows with the selection (a rule needs ANY of its ids), so a value that is not available even
 * while every choosable value is selected can never be; one that is, can (the engine's stale-selection and
 * deactivation steps only ever take choices away). Values of text and upload options are never chosen.
 */
export function reachableValueIds(tree: CustomizationTree): Set<string> {
  const reachable = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of tree.customizations) {
      if (!holdsValueIds(selectionMode(c)) || !isCustomizationAvailable(tree, c, reachable)) continue;
      for (const v of availableValues(tree, c, reachable)) {
        if (reachable.has(v.id)) continue;
        reachable.add(v.id);
        grew = true;
      }
    }
  }
  return reachable;
}

function hasTooManyDecimals(price: number): boolean {
  return Math.abs(price * 100 - Math.round(price * 100)) > 1e-6;
}

/** Every problem of the tree, in tree order (an option's own fields, then its values'). */
export function treeProblems(customizations: readonly Customization[]): TreeProblem[] {
  const problems: TreeProblem[] = [];
  const tree = indexTree(customizations);
  const reachable = reachableValueIds(tree);
  const customizationIds = new Set<string>();
  const valueIds = new Set<string>();
  const optionSkus = new Set<string>();

  const ruleProblems = (
    rule: { forActivatedOptionValueIds: string[] | null } | null,
    at: { path: string; customizationId: string; valueId: string | null },
    label: string,
  ) => {
    const ids = rule?.forActivatedOptionValueIds ?? [];
    if (ids.length === 0) return;
    const unknown = ids.filter((id) => !tree.valueById.has(id));
    const path = `${at.path}.availabilityRules`;
    const base = { path, customizationId: at.customizationId, valueId: at.valueId, field: "availabilityRules" };
    if (unknown.length > 0) {
      problems.push({ ...base, message: `The rule of ${label} names ${unknown.map(quoted).join(", ")}, which no value of this product has: choose values it has` });
    } else if (!isRuleMet(rule, reachable)) {
      const named = ids.map((id) => quoted(valueLabel(tree.valueById.get(id)!))).join(" or ");
      problems.push({ ...base, message: `${label} can never be offered: its rule waits for ${named}, which shoppers can never choose` });
    }
  };

  customizations.forEach((c, i) => {
    const at = `customizations.${i}`;
    const label = quoted(customizationLabel(c));
    const push = (field: string, message: string, path = `${at}.${field}`) => problems.push({ path, customizationId: c.id, valueId: null, field, message });

    if (c.id.trim() === "") push("id", "Every option needs an id");
    else if (customizationIds.has(c.id)) push("id", `Another option already has the id ${quoted(c.id)}: give each its own`);
    customizationIds.add(c.id);
    if (!(c.title ?? "").trim() && !(c.name ?? "").trim()) push("title", "Enter the title shoppers see");

    if (c.parentId !== null) {
      const parent = tree.byId.get(c.parentId);
      if (!parent || parent.id === c.id) push("parentId", "No group of this product has this id: choose one of its groups");
      else if (parent.optionData) push("parentId", `${quoted(customizationLabel(parent))} is an option, not a group: an option sits only in a group`);
    }
    if (c.type === "options_group" && c.optionData) push("type", "A group holds options: it has no widget or values of its own");
    if (c.type === "option" && !c.optionData) push("optionData", "An option needs its widget and values");
    if (c.isEnabled) ruleProblems(c.availabilityRules, { path: at, customizationId: c.id, valueId: null }, label);

    const data = c.optionData;
    if (!data) return;
    const widget = data.displayWidget;
    const values = data.values;
    const mode = selectionMode(c);
    const dataAt = `${at}.optionData`;
    const pushData = (field: string, message: string) => push(field, message, `${dataAt}.${field}`);

    if (NO_VALUE_WIDGETS.has(widget) && values.length > 0) {
      pushData("displayWidget", `${WIDGET_LABELS[widget]} takes no choices: remove the values, or choose a list or a checkbox`);
    } else if (!NO_VALUE_WIDGETS.has(widget) && values.length === 0) {
      pushData("displayWidget", `${WIDGET_LABELS[widget]} needs values to choose from: add at least one, or choose a text field or a photo upload`);
    } else if (data.type === "customer_email" && widget !== "email_input") {
      pushData("displayWidget", "The shopper's e-mail is asked with an e-mail field");
    } else if (widget === "email_input" && data.type !== "customer_email") {
      pushData("displayWidget", "An e-mail field asks for the shopper's e-mail: set the type to Shopper's e-mail, or choose a text field");
    } else if (CHOICE_TYPES.has(data.type) && NO_VALUE_WIDGETS.has(widget)) {
      pushData("displayWidget", `${OPTION_TYPE_LABELS[data.type]} is a choice among values: choose a card list or a drop-down list`);
    } else if (SINGLE_CHOICE_WIDGETS.has(widget) && data.maxValuesCount !== null && data.maxValuesCount > 1) {
      pushData("displayWidget", `${WIDGET_LABELS[widget]} takes one choice: choose a card, colour swatch or picture list to allow ${data.maxValuesCount}`);
    }
    if (data.maxValuesCount !== null && (!Number.isInteger(data.maxValuesCount) || data.maxValuesCount < 0)) {
      pushData("maxValuesCount", "The most a shopper may choose (or type) is a whole number, 0 for no limit");
    }
    const sku = data.sku?.trim() ?? "";
    if (sku !== "") {
      if (optionSkus.has(sku)) pushData("sku", `Another option already has the SKU ${quoted(sku)}: the address's query needs each once`);
      optionSkus.add(sku);
    } else if (data.showInUrlQuery) {
      pushData("sku", "An option shown in the page's address needs a SKU: it is the address's query key");
    }
    if (data.isRequired && holdsValueIds(mode) && !values.some((v) => v.isEnabled)) {
      pushData("isRequired", `${label} is required but has no value shoppers can choose: add one, or make it optional`);
    }

    const valueSkus = new Set<string>();
    let defaults = 0;
    values.forEach((v, j) => {
      const vAt = `${dataAt}.values.${j}`;
      const vLabel = `${label} › ${quoted(valueLabel(v))}`;
      const pushValue = (field: string, message: string, path = `${vAt}.${field}`) => problems.push({ path, customizationId: c.id, valueId: v.id, field, message });
      if (v.id.trim() === "") pushValue("id", "Every value needs an id");
      else if (v.id === STANDARD_PRODUCTION_TIME_ID) pushValue("id", "This id is the shop's own standard production time: choose another");
      else if (valueIds.has(v.id)) pushValue("id", `Another value already has the id ${quoted(v.id)}: give each its own`);
      valueIds.add(v.id);
      if (!v.name.trim()) pushValue("name", "Enter the value's name shoppers see");
      const vSku = v.sku?.trim() ?? "";
      if (vSku !== "") {
        if (valueSkus.has(vSku)) pushValue("sku", `Another value of ${label} already has the SKU ${quoted(vSku)}`);
        valueSkus.add(vSku);
      }
      if (v.price !== null) {
        if (!Number.isFinite(v.price) || v.price < 0) pushValue("price", "The price cannot be below zero");
        else if (hasTooManyDecimals(v.price)) pushValue("price", "Use at most two decimals (whole cents), like 4.99");
        else if (v.price > MAX_VALUE_PRICE) pushValue("price", "The price can be at most $100,000.00");
      }
      if (v.isDefault && v.isEnabled && mode !== "multiple" && ++defaults > 1) {
        pushValue("isDefault", `${label} takes one choice: only one of its values can be the default`);
      }
      if (v.isEnabled && c.isEnabled) ruleProblems(v.availabilityRules, { path: vAt, customizationId: c.id, valueId: v.id }, vLabel);
      const actions = v.actions?.activated;
      if (actions) {
        const actionsAt = `${vAt}.actions.activated`;
        const unknownOptions = (actions.deactivateOptionIds ?? []).filter((id) => !tree.byId.has(id));
        if (unknownOptions.length > 0) {
          pushValue("deactivateOptionIds", `Choosing ${vLabel} clears ${unknownOptions.map(quoted).join(", ")}, which no option of this product is`, `${actionsAt}.deactivateOptionIds`);
        }
        for (const field of ["deactivateOptionValueIds", "activateOptionValueIds"] as const) {
          const unknown = (actions[field] ?? []).filter((id) => !tree.valueById.has(id));
          if (unknown.length === 0) continue;
          const verb = field === "activateOptionValueIds" ? "selects" : "takes away";
          pushValue(field, `Choosing ${vLabel} ${verb} ${unknown.map(quoted).join(", ")}, which no value of this product is`, `${actionsAt}.${field}`);
        }
      }
    });
  });
  return problems;
}
