/**
 * Option blocks that several families share: photos (upload now or by e-mail later), the pet's name, the
 * e-mail, notes, extra pets, rush production, and the rush add-ons themselves.
 */
import type { Customization } from "@petsies/domain";
import type { CreationFamilyData, ProductCustomizationData, RushUpgradeData } from "../../types.ts";
import { creationFamilies } from "../creation-bundles.ts";
import { addOnBundleOptionId, familyOf, rushBundleOptionId, treeBuilder, type TreeBuilder, type ValueSpec } from "./build.ts";

/** At most 3 photos per upload (spec §9 "Up to 3 photos"). */
export const MAX_PHOTOS = 3;

interface Placement {
  sn: number;
  parent?: string;
}

const at = (p: Placement) => ({ sn: p.sn, ...(p.parent ? { parent: p.parent } : {}) });

/**
 * Photos with the two upload modes of the plush wizard: upload now (up to 3 photos) or send them by
 * e-mail later. The option names are the ones the A/B group upload_later_disabled hides.
 */
export function photosWithUploadModes(b: TreeBuilder, p: Placement, photoTitle = "Upload Photo of Pet"): Customization[] {
  return [
    b.option({
      key: "uploadMethod",
      ...at(p),
      title: "How would you like to send your photos?",
      name: "send later upload method",
      widget: "cards_list",
      required: true,
      max: 1,
      showInCart: false,
      values: [
        { key: "now", name: "Upload now", isDefault: true },
        { key: "later", name: "Send by e-mail later" },
      ],
    }),
    b.option({
      key: "photos",
      ...at({ ...p, sn: p.sn + 5 }),
      title: photoTitle,
      name: "images uploader",
      widget: "image_upload",
      required: true,
      max: MAX_PHOTOS,
      showInCart: false,
      placeholder: "Clear, well-lit photos of your pet's face and body work best",
      when: ["uploadMethod.now"],
    }),
    b.option({
      key: "emailUploader",
      ...at({ ...p, sn: p.sn + 7 }),
      title: "We'll e-mail you a link to send your photos",
      name: "by email images uploader",
      widget: "checkbox",
      showInCart: false,
      when: ["uploadMethod.later"],
      values: [{ key: "link", name: "E-mail me the photo upload link", isDefault: true }],
    }),
  ];
}

/** A single required photo slot (printed products and felted pieces work from one clear photo). */
export function photoUpload(b: TreeBuilder, p: Placement, spec: { key?: string; title?: string; max?: number; required?: boolean; when?: string[] } = {}): Customization {
  return b.option({
    key: spec.key ?? "photos",
    ...at(p),
    title: spec.title ?? "Upload Photo of Pet",
    name: "images uploader",
    widget: "image_upload",
    required: spec.required ?? true,
    max: spec.max ?? 1,
    showInCart: false,
    ...(spec.when ? { when: spec.when } : {}),
  });
}

export function petName(b: TreeBuilder, p: Placement, spec: { title?: string; required?: boolean; max?: number } = {}): Customization {
  return b.option({
    key: "petName",
    ...at(p),
    title: spec.title ?? "Your Pet's Name",
    name: "pet name",
    widget: "text_input",
    required: spec.required ?? true,
    max: spec.max ?? 30,
    placeholder: "e.g. Biscuit",
  });
}

export function customerEmail(b: TreeBuilder, p: Placement): Customization {
  return b.option({
    key: "email",
    ...at(p),
    type: "customer_email",
    title: "Enter your email address",
    name: "email",
    widget: "email_input",
    required: true,
    showInCart: false,
    placeholder: "you@example.com",
  });
}

export function notes(b: TreeBuilder, p: Placement, title = "Describe Your Pet's Physical Features"): Customization {
  return b.option({
    key: "features",
    ...at(p),
    title,
    name: "physical features",
    widget: "text_area",
    max: 500,
    placeholder: "Markings, spots, a crooked ear, anything we should not miss…",
  });
}

/** Sku of the extra-pet add-ons (the extra_photos_upgrade values). */
export const EXTRA_PETS = { one: "extra_pet_photo", two: "extra_pet_photos_2" } as const;

/** The extra-photo add-ons (GET /plushies/extra-photos-upgrades) of families that take up to 3 pets. */
export const extraPetsAddOns = [
  { sku: EXTRA_PETS.one, label: "Add a second pet", qty: 1 },
  { sku: EXTRA_PETS.two, label: "Add a second and a third pet", qty: 2 },
];

/**
 * "How many pets?" (extra_photos_upgrade) with one photo slot per pet: the second and third slots open
 * with the add-on that pays for them.
 */
export function petsWithPhotos(b: TreeBuilder, family: CreationFamilyData, p: Placement): Customization[] {
  return [
    b.option({
      key: "pets",
      ...at(p),
      type: "extra_photos_upgrade",
      title: "How many pets?",
      name: "pets count",
      widget: "cards_list",
      required: true,
      max: 1,
      bundleOptionId: addOnBundleOptionId(family),
      values: [
        { key: "one", name: "1 pet", isDefault: true },
        { key: "two", name: "2 pets", sku: EXTRA_PETS.one, price: 10 },
        { key: "three", name: "3 pets", sku: EXTRA_PETS.two, price: 20 },
      ],
    }),
    photoUpload(b, { ...p, sn: p.sn + 1 }, { key: "photo1", title: "Photo of your first pet" }),
    photoUpload(b, { ...p, sn: p.sn + 2 }, { key: "photo2", title: "Photo of your second pet", when: ["pets.two", "pets.three"] }),
    photoUpload(b, { ...p, sn: p.sn + 3 }, { key: "photo3", title: "Photo of your third pet", when: ["pets.three"] }),
  ];
}

/**
 * Production time (production_time_upgrade): the rush add-ons of the product; the configurator adds the
 * standard value and makes it required. The values fill the family's rush bundle option, so the cart
 * charges the add-on product.
 */
export function productionTime(b: TreeBuilder, family: CreationFamilyData, p: Placement, rush: readonly RushUpgradeData[], prices: Readonly<Record<string, number>>): Customization {
  return b.option({
    key: "productionTime",
    ...at(p),
    type: "production_time_upgrade",
    title: "Production Time",
    name: "production time",
    widget: "dropdown",
    max: 1,
    bundleOptionId: rushBundleOptionId(family),
    values: rush.map((r) => ({ key: r.sku, name: r.text.split("\n")[0] as string, sku: r.sku, price: prices[r.sku] ?? null })),
  });
}

/** Rush production add-ons by product family (their prices are the add-on products', data/catalog/products.ts). */
export const RUSH = {
  forevers: [
    { sku: "basic_rush_forevers", text: "Rush Production\nShips in about 3 weeks", isDomestic: true, turnaround_time: 21 },
    { sku: "super_rush_forevers", text: "Super Rush Production\nShips in about 2 weeks", isDomestic: true, turnaround_time: 14 },
  ],
  golfHeadCovers: [{ sku: "basic_rush_golf_covers", text: "Rush Production\nShips in about 3 weeks", isDomestic: true, turnaround_time: 21 }],
  huggables: [{ sku: "basic_rush_huggables", text: "Rush Production\nShips in about 2 weeks", isDomestic: true, turnaround_time: 14 }],
  sculpted: [{ sku: "rush_figurines", text: "Rush Production\nShips in about 3 weeks", isDomestic: true, turnaround_time: 21 }],
  felted: [{ sku: "rush_felted", text: "Rush\nShips in about 10 days", isDomestic: true, turnaround_time: 10 }],
  printed: [{ sku: "rush_printed", text: "Rush\nShips in about 7 days", isDomestic: true, turnaround_time: 7 }],
} as const satisfies Record<string, readonly RushUpgradeData[]>;

/** Catalogue prices (major units) of the add-on products, mirrored in the tree values for readers without the catalogue. */
export const ADD_ON_PRICES: Readonly<Record<string, number>> = {
  sneak_peek: 89,
  golf_cover_sneak_peek: 49,
  sneak_peek_huggables: 59,
  toe_beans: 10,
  heartbeat_insert: 13,
  recordable_voice: 15,
  memory_pocket: 15,
  weighted_plushies: 20,
  wood_ornament_dog: 12,
  basic_rush_forevers: 59,
  super_rush_forevers: 99,
  basic_rush_golf_covers: 39,
  basic_rush_huggables: 39,
  rush_figurines: 49,
  rush_felted: 25,
  rush_printed: 20,
  extra_pet_photo: 10,
  extra_pet_photos_2: 20,
};

/** An add-on value priced like its product. */
export const addOn = (key: string, name: string, sku: string, extra: Partial<ValueSpec> = {}): ValueSpec => ({
  key,
  name,
  sku,
  price: ADD_ON_PRICES[sku] ?? null,
  ...extra,
});

/** "Upgrade Your …" cards (several allowed), filling the family's add-on bundle option. */
export function upgradesOption(b: TreeBuilder, family: CreationFamilyData, sn: number, title: string, values: ValueSpec[]): Customization {
  return b.option({
    key: "upgrades",
    sn,
    title,
    name: "upgrades",
    widget: "cards_list",
    max: values.length,
    hasDetailedDescription: true,
    bundleOptionId: addOnBundleOptionId(family),
    values,
  });
}

/** A family's entry with its tree built by `build`, its rush add-ons and no body parts. */
export function familyEntry(
  sku: string,
  rush: readonly RushUpgradeData[],
  build: (b: TreeBuilder, family: CreationFamilyData) => Customization[],
): ProductCustomizationData {
  const family = familyOf(creationFamilies, sku);
  return { sku, customizations: build(treeBuilder(family.id), family), rushUpgrades: [...rush], extraPhotosUpgrades: [], bodyParts: [] };
}
