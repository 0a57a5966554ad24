/**
 * A product's customization tree as the back office edits it (issue 13 "Customizations"): the wire shape of spec §3
 * "Customization", whole, so fields the editor does not show (bundle option ids, widget options, locks) come back as
 * they were read. These schemas check the shape; what makes a tree wrong as a whole (an unreachable value, a rule
 * naming an unknown id, a widget that does not fit its option, a repeated id or sku, a bad price) is the domain's
 * treeProblems, which the API runs on save and the back office runs before sending.
 */
import { z } from "zod";
import { CONFIGURATOR_PREVIEW_MESSAGES } from "@petsies/domain";
import { line } from "./fields.ts";

export const CUSTOMIZATION_TYPES = ["option", "options_group"] as const;
export const OPTION_DATA_TYPES = ["generic_option", "production_time_upgrade", "extra_photos_upgrade", "customer_email"] as const;
export const DISPLAY_WIDGETS = [
  "cards_list",
  "checkbox",
  "colors_list",
  "dropdown",
  "search_field",
  "email_input",
  "image_upload",
  "text_area",
  "text_input",
  "thumbnails_list",
] as const;

/** The most options (groups included) and values one tree has. */
export const MAX_CUSTOMIZATIONS = 200;
export const MAX_CUSTOMIZATION_VALUES = 200;

const treeId = z.string().trim().min(1, "Every option and value needs an id").max(100, "At most 100 characters");
const idList = z.array(treeId).max(MAX_CUSTOMIZATION_VALUES, `At most ${MAX_CUSTOMIZATION_VALUES} ids`).nullable();
const treeSku = z.string().trim().max(64, "At most 64 characters").regex(/^[A-Za-z0-9_.-]*$/, "Use letters, digits, dots, dashes and underscores only").nullable();
const shortText = z.string().max(200, "At most 200 characters").nullable();

export const availabilityRulesShape = z.object({ forActivatedOptionValueIds: idList }).nullable();

export const optionValueShape = z.object({
  id: treeId,
  name: line(200),
  sku: treeSku,
  /** Major units, like a product's price on the wire; the product of the same sku prices the value when there is one. */
  price: z.number({ error: "Enter the price as a number, like 4.99" }).nullable(),
  isEnabled: z.boolean(),
  isDefault: z.boolean(),
  sn: z.number().int(),
  availabilityRules: availabilityRulesShape,
  actions: z
    .object({
      activated: z.object({ deactivateOptionIds: idList, deactivateOptionValueIds: idList, activateOptionValueIds: idList }).nullable(),
    })
    .nullable(),
  /** A picture's storage key (or address) that a picture list shows. */
  image: z.string().trim().max(300, "At most 300 characters").nullable().optional(),
});

export const customizationShape = z.object({
  id: treeId,
  type: z.enum(CUSTOMIZATION_TYPES),
  parentId: treeId.nullable(),
  sn: z.number().int(),
  isEnabled: z.boolean(),
  isLocked: z.boolean(),
  showInCart: z.boolean(),
  title: line(200).nullable(),
  name: line(200).nullable(),
  bundleOptionId: z.union([z.number().int(), z.string().max(40)]).nullable(),
  availabilityRules: availabilityRulesShape,
  optionData: z
    .object({
      type: z.enum(OPTION_DATA_TYPES, { error: "Choose the option's type" }),
      displayWidget: z.enum(DISPLAY_WIDGETS, { error: "Choose how shoppers answer" }),
      displayWidgetOptions: z.object({ placeholder: shortText, alignment: shortText, shape: shortText }).nullable(),
      isRequired: z.boolean(),
      maxValuesCount: z.number({ error: "Enter a whole number" }).int("Enter a whole number").min(0, "Enter 0 or more").max(10_000, "At most 10,000").nullable(),
      sku: treeSku,
      showInUrlQuery: z.boolean(),
      hasDetailedDescription: z.boolean(),
      values: z.array(optionValueShape).max(MAX_CUSTOMIZATION_VALUES, `At most ${MAX_CUSTOMIZATION_VALUES} values`),
    })
    .nullable(),
});
export type CustomizationShape = z.infer<typeof customizationShape>;

/** PUT /api/admin/products/:id/customizations: the whole tree, options in the order shoppers see them. */
export const productCustomizationsBody = z.object({
  customizations: z.array(customizationShape).max(MAX_CUSTOMIZATIONS, `At most ${MAX_CUSTOMIZATIONS} options`),
});
export type ProductCustomizationsBody = z.infer<typeof productCustomizationsBody>;

/** GET (and the PUT's answer): the product's tree, and where the storefront shows it. */
export const productCustomizationsAnswer = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  type: z.string(),
  /** The product's page on the storefront, where its configurator is. */
  storefrontPath: z.string(),
  customizations: z.array(customizationShape),
});
export type ProductCustomizationsAnswer = z.infer<typeof productCustomizationsAnswer>;

/** GET /api/admin/products/:id/customizations/preview: the storefront page that shows the product's configurator for the editor, signed for an hour. */
export const customizationPreviewAnswer = z.object({ url: z.string(), expiresAt: z.string() });
export type CustomizationPreviewAnswer = z.infer<typeof customizationPreviewAnswer>;

/**
 * What the customization editor posts to the framed storefront preview (domain CONFIGURATOR_PREVIEW_MESSAGES): the
 * tree being edited, unsaved changes included, in the shapes a save takes. The page draws nothing from a message
 * that does not parse.
 */
export const configuratorPreviewTreeMessage = z.object({
  type: z.literal(CONFIGURATOR_PREVIEW_MESSAGES.tree),
  customizations: productCustomizationsBody.shape.customizations,
});
export type ConfiguratorPreviewTreeMessage = z.infer<typeof configuratorPreviewTreeMessage>;
