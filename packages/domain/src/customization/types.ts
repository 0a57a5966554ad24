/**
 * The customization shapes of spec §3 "Customization", "Uploaded image" and "Custom-plushie data", in their
 * wire spelling. Absent values are `null` (reference facts "Data shapes"). Prices in a tree and in rush
 * add-ons are major units of the base currency, as on the wire; the price functions answer integer cents.
 */

export type CustomizationType = "option" | "options_group";

export type OptionDataType = "generic_option" | "production_time_upgrade" | "extra_photos_upgrade" | "customer_email";

export type DisplayWidget =
  | "cards_list"
  | "checkbox"
  | "colors_list"
  | "dropdown"
  | "search_field"
  | "email_input"
  | "image_upload"
  | "text_area"
  | "text_input"
  | "thumbnails_list";

export interface AvailabilityRules {
  /** Available when ANY of these value ids is selected; null or empty means always available. */
  forActivatedOptionValueIds: string[] | null;
}

export interface ActivatedActions {
  deactivateOptionIds: string[] | null;
  deactivateOptionValueIds: string[] | null;
  activateOptionValueIds: string[] | null;
}

export interface OptionValue {
  id: string;
  name: string;
  sku: string | null;
  /** Major units; the price of the product with the same sku wins when there is one. */
  price: number | null;
  isEnabled: boolean;
  isDefault: boolean;
  sn: number;
  availabilityRules: AvailabilityRules | null;
  actions: { activated: ActivatedActions | null } | null;
  /** A picture of the value (a storage key or a URL) that a thumbnails_list shows; beyond the wire minimum. */
  image?: string | null;
}

export interface DisplayWidgetOptions {
  placeholder: string | null;
  alignment: string | null;
  shape: string | null;
}

export interface OptionData {
  type: OptionDataType;
  displayWidget: DisplayWidget;
  displayWidgetOptions: DisplayWidgetOptions | null;
  isRequired: boolean;
  /** 0 and null both mean "not limited". */
  maxValuesCount: number | null;
  /** The URL query key when showInUrlQuery is set. */
  sku: string | null;
  showInUrlQuery: boolean;
  hasDetailedDescription: boolean;
  values: OptionValue[];
}

export interface Customization {
  id: string;
  type: CustomizationType;
  parentId: string | null;
  sn: number;
  isEnabled: boolean;
  isLocked: boolean;
  showInCart: boolean;
  title: string | null;
  name: string | null;
  bundleOptionId: number | string | null;
  availabilityRules: AvailabilityRules | null;
  /** Null for containers (options groups). */
  optionData: OptionData | null;
}

/** Image types of spec §3: Artwork 1, QaPhoto 2, BodyPartImage 3, PlushieAlert 4, MessageAttachment 5. */
export const UPLOADED_IMAGE_TYPE = {
  artwork: 1,
  qaPhoto: 2,
  bodyPartImage: 3,
  plushieAlert: 4,
  messageAttachment: 5,
} as const;

export interface UploadedImage {
  id: string;
  type: number;
  url: string;
  createdAt: string;
}

/** A value id or free text, a list of value ids, or uploaded images. */
export type CustomizationValue = string | string[] | UploadedImage | UploadedImage[];

export interface CustomizationStateEntry {
  customization_id: string;
  value: CustomizationValue;
}

/** The customization state: at most one entry per customization. */
export type CustomizationState = CustomizationStateEntry[];

/** A rush production add-on (GET /plushies/products-rush-upgrades), per product. */
export interface RushAddOn {
  sku: string;
  /** May carry a line break. */
  text: string;
  /** Major units. */
  price: number;
  isDomestic: boolean;
  /** Days from order to shipment; newer add-ons carry it. */
  turnaround_time?: number | null;
}
