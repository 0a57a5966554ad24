/**
 * The plush wizard (reference facts "Plush wizard (Forevers)") for ForeversDog_bundle (73),
 * ForeversCat_bundle (74) and ForeversOther_bundle (75): the steps Type, Photo, Pet Info and Customize as
 * option groups; size cards filling the size bundle option; photos now (up to 3) or by e-mail later; name,
 * breed (a search over GET /plushies/breeds) and e-mail; posture, mouth, ears, tail; one eye colour or,
 * with the checkbox, a left and a right one; fur colours (up to 3) and length; an optional accent palette
 * (URL query accent_color); notes; upgrades (toe beans only for medium and large); rush production.
 * Body parts (GET /plushies/body-parts) are what the design team works from.
 */
import type { BodyPart, BodyPartValue, Customization } from "@petsies/domain";
import type { CreationFamilyData, ProductCustomizationData } from "../../types.ts";
import { creationFamilies } from "../creation-bundles.ts";
import { addOnBundleOptionId, choices, familyOf, keyOf, partArt, sizeOption, treeBuilder, type ValueSpec } from "./build.ts";
import { ADD_ON_PRICES, customerEmail, notes, petName, photosWithUploadModes, productionTime, RUSH } from "./common.ts";

type Species = "dog" | "cat" | "other";

interface SpeciesShapes {
  breedTitle: string;
  breedPlaceholder: string;
  postures: string[];
  mouths: string[];
  ears: string[];
  tails: string[];
}

const SHAPES: Record<Species, SpeciesShapes> = {
  dog: {
    breedTitle: "Your Pet's Breed",
    breedPlaceholder: "Start typing a breed, e.g. Beagle",
    postures: ["Sitting", "Standing", "Lying down"],
    mouths: ["Closed", "Open", "Tongue out"],
    ears: ["Floppy", "Pointy", "Semi-floppy", "Folded back"],
    tails: ["Long", "Short", "Curly", "Docked"],
  },
  cat: {
    breedTitle: "Your Pet's Breed",
    breedPlaceholder: "Start typing a breed, e.g. Maine Coon",
    postures: ["Sitting", "Lying down", "Loaf"],
    mouths: ["Closed", "Open"],
    ears: ["Upright", "Folded", "Curled"],
    tails: ["Long", "Short", "Bobtail", "Fluffy"],
  },
  other: {
    breedTitle: "What kind of animal is your pet?",
    breedPlaceholder: "e.g. Holland Lop rabbit, cockatiel, horse",
    postures: ["Sitting", "Standing", "Lying down"],
    mouths: ["Closed", "Open"],
    ears: ["Upright", "Floppy", "Lop", "No visible ears"],
    tails: ["Long", "Short", "Fluffy", "No tail"],
  },
};

const EYE_COLORS = ["Brown", "Amber", "Hazel", "Blue", "Green", "Black"];
const FUR_COLORS = ["Black", "White", "Brown", "Chocolate", "Tan", "Golden", "Cream", "Grey", "Red / Ginger", "Silver"];
const PALETTE = ["Black", "White", "Brown", "Tan", "Grey", "Cream", "Orange"];


function foreversTree(family: CreationFamilyData, species: Species): Customization[] {
  const b = treeBuilder(family.id);
  const shapes = SHAPES[species];
  const upgrades: ValueSpec[] = [
    { key: "sneakPeek", name: "Sneak Peek + Design Guarantee", sku: "sneak_peek" },
    // Paw pads need room: not on the small size.
    { key: "toeBeans", name: "Toe Beans", sku: "toe_beans", when: ["size.medium", "size.large"] },
    { key: "heartbeat", name: "Heartbeat Insert", sku: "heartbeat_insert" },
    { key: "voice", name: "Recordable Voice", sku: "recordable_voice" },
    { key: "memoryPocket", name: "Memory Pocket", sku: "memory_pocket" },
    { key: "weighted", name: "Weighted Plush", sku: "weighted_plushies" },
    { key: "ornament", name: "Wooden Portrait Ornament", sku: "wood_ornament_dog" },
  ].map((v) => ({ ...v, price: ADD_ON_PRICES[v.sku] ?? null }));
  // Each shape is shown as a picture of it (data/art/part-<key>-<value>.svg).
  const list = (key: string, sn: number, title: string, name: string, names: string[], defaultName?: string) =>
    b.option({
      key,
      sn,
      parent: "stepCustomize",
      title,
      name,
      widget: "thumbnails_list",
      required: true,
      max: 1,
      values: choices(names, defaultName).map((v) => ({ ...v, image: partArt(key, v.name) })),
    });

  return [
    b.group({ key: "stepType", sn: 100, title: "Type", name: "type step" }),
    sizeOption(b, family, { sn: 110, parent: "stepType" }),

    b.group({ key: "stepPhoto", sn: 200, title: "Photo", name: "photo step" }),
    ...photosWithUploadModes(b, { sn: 205, parent: "stepPhoto" }),

    b.group({ key: "stepPetInfo", sn: 300, title: "Pet Info", name: "pet info step" }),
    petName(b, { sn: 310, parent: "stepPetInfo" }),
    b.option({
      key: "breed",
      sn: 320,
      parent: "stepPetInfo",
      title: shapes.breedTitle,
      name: "breed",
      widget: "search_field",
      required: true,
      max: 60,
      placeholder: shapes.breedPlaceholder,
    }),
    customerEmail(b, { sn: 330, parent: "stepPetInfo" }),

    b.group({ key: "stepCustomize", sn: 400, title: "Customize", name: "customize step" }),
    list("posture", 410, "Posture", "posture", shapes.postures, shapes.postures[0]),
    list("mouth", 420, "Mouth Shape", "mouth shape", shapes.mouths, shapes.mouths[0]),
    list("ears", 430, "Ear Shape", "ear shape", shapes.ears),
    list("tail", 440, "Tail", "tail", shapes.tails),
    b.option({
      key: "twoEyeColors",
      sn: 450,
      parent: "stepCustomize",
      title: "My pet has two different colored eyes",
      name: "two eye colors",
      widget: "checkbox",
      // The single eye colour does not apply once the eyes differ.
      values: [{ key: "yes", name: "Yes", deactivateOptions: ["eyeColor"] }],
    }),
    b.option({
      key: "eyeColor",
      sn: 460,
      parent: "stepCustomize",
      title: "Eye Color",
      name: "eye color",
      widget: "colors_list",
      max: 1,
      shape: "circle",
      values: choices(EYE_COLORS),
    }),
    ...(["left", "right"] as const).map((side, i) =>
      b.option({
        key: `${side}Eye`,
        sn: 462 + i * 2,
        parent: "stepCustomize",
        title: side === "left" ? "Left Eye" : "Right Eye",
        name: `${side} eye`,
        widget: "colors_list",
        required: true,
        max: 1,
        shape: "circle",
        when: ["twoEyeColors.yes"],
        values: choices(EYE_COLORS),
      }),
    ),
    b.option({
      key: "furColors",
      sn: 470,
      parent: "stepCustomize",
      title: species === "other" ? "Coat or Feather Colors" : "Fur Colors",
      name: "fur colors",
      widget: "colors_list",
      required: true,
      max: 3,
      shape: "circle",
      values: choices(FUR_COLORS),
    }),
    b.option({
      key: "furLength",
      sn: 475,
      parent: "stepCustomize",
      title: "Fur",
      name: "fur",
      widget: "cards_list",
      required: true,
      max: 1,
      values: [
        { key: "short", name: "Short" },
        { key: "medium", name: "Medium" },
        { key: "long", name: "Long and fluffy" },
        // A curly coat usually comes with a curly tail; the shopper can still change it.
        ...(species === "dog" ? [{ key: "curly", name: "Curly", activateValues: ["tail.curly"] }] : [{ key: "curly", name: "Curly" }]),
      ],
    }),
    b.option({
      key: "palette",
      sn: 480,
      parent: "stepCustomize",
      title: "Optional: Color Palette",
      name: "color palette",
      widget: "colors_list",
      max: 3,
      sku: "accent_color",
      showInUrlQuery: true,
      shape: "circle",
      values: PALETTE.map((name) => ({ key: keyOf(name), name, sku: `accent_${keyOf(name)}` })),
    }),
    notes(b, { sn: 490, parent: "stepCustomize" }),
    b.option({
      key: "upgrades",
      sn: 500,
      parent: "stepCustomize",
      title: "Upgrade Your Plush (optional)",
      name: "upgrades",
      widget: "cards_list",
      max: upgrades.length,
      hasDetailedDescription: true,
      bundleOptionId: addOnBundleOptionId(family),
      values: upgrades,
    }),
    productionTime(b, family, { sn: 510, parent: "stepCustomize" }, RUSH.forevers, ADD_ON_PRICES),
  ];
}

/** Body parts: ids are product id × 100 + n, values part id × 100 + n; child parts from n = 50. */
function bodyParts(family: CreationFamilyData, species: Species): BodyPart[] {
  const shapes = SHAPES[species];
  const colorHex: Record<string, string> = {
    Brown: "#6b4423",
    Amber: "#ffb000",
    Hazel: "#8e7618",
    Blue: "#4f86c6",
    Green: "#4e8b3a",
    Black: "#1b1b1b",
    White: "#f7f5f0",
    Chocolate: "#4a2c1a",
    Tan: "#c8a27a",
    Golden: "#d4a23c",
    Cream: "#efe2c4",
    Grey: "#8a8d91",
    "Red / Ginger": "#c1602b",
    Silver: "#c0c3c7",
    Pink: "#f1a7b8",
    Liver: "#5d3a2e",
  };
  let partN = 0;
  let childN = 50;
  const part = (
    spec: { code: string; name: string; required: boolean; max: number; detailing?: string; children?: BodyPart[] },
    values: { name: string; type: 1 | 2 | 3; group?: string; isDefault?: boolean }[],
    child = false,
  ): BodyPart => {
    const id = family.id * 100 + (child ? childN++ : ++partN);
    return {
      id,
      code: spec.code,
      name: spec.name,
      is_required: spec.required,
      max_values: spec.max,
      sn: (child ? childN : partN) * 10,
      product_id: family.id,
      detailing_flag_text: spec.detailing ?? null,
      child_bodyparts: spec.children ?? [],
      values: values.map(
        (v, i): BodyPartValue => ({
          id: id * 100 + i + 1,
          code: keyOf(v.name),
          name: v.name,
          content_type_id: v.type,
          color: v.type === 1 ? (colorHex[v.name] ?? null) : null,
          // An art name here; the seed answers it as the picture's URL.
          image: v.type === 2 ? partArt(spec.code, v.name) : null,
          group: v.group ?? null,
          is_default: v.isDefault ?? false,
          sn: (i + 1) * 10,
        }),
      ),
    };
  };
  const colors = (names: string[], group?: string) => names.map((name) => ({ name, type: 1 as const, ...(group ? { group } : {}) }));
  // Shapes and markings are shown as pictures (content type image), like the wizard's shape choices.
  const pictured = (names: string[], defaultName?: string) => names.map((name) => ({ name, type: 2 as const, isDefault: name === defaultName }));

  const eyes = part({ code: "eyes", name: "Eyes", required: true, max: 1 }, colors(EYE_COLORS));
  eyes.child_bodyparts = [
    part({ code: "left_eye", name: "Left eye", required: false, max: 1 }, colors(EYE_COLORS), true),
    part({ code: "right_eye", name: "Right eye", required: false, max: 1 }, colors(EYE_COLORS), true),
  ];
  return [
    eyes,
    part({ code: "nose", name: "Nose", required: species !== "other", max: 1 }, colors(["Black", "Brown", "Liver", "Pink"])),
    part(
      { code: "fur", name: species === "other" ? "Coat or feathers" : "Fur", required: true, max: 3, detailing: "Add airbrushed shading" },
      [...colors(["Black", "White", "Grey", "Silver"], "Neutrals"), ...colors(["Brown", "Chocolate", "Tan", "Golden", "Cream", "Red / Ginger"], "Warm tones")],
    ),
    part({ code: "ears", name: "Ears", required: true, max: 1 }, pictured(shapes.ears)),
    part({ code: "tail", name: "Tail", required: true, max: 1 }, pictured(shapes.tails)),
    part(
      { code: "markings", name: "Markings", required: false, max: 3, detailing: "Match every marking from the photos" },
      pictured(species === "cat" ? ["Tabby stripes", "Tuxedo chest", "White socks", "Calico patches", "Siamese points"] : ["Blaze", "White chest", "Socks", "Saddle", "Mask", "Spots"]),
    ),
    part({ code: "collar", name: "Collar", required: false, max: 1, detailing: "Add a name tag with your pet's name" }, [
      ...pictured(["No collar"], "No collar"),
      ...colors(["Black", "Brown", "Pink", "Blue", "Green"]),
    ]),
  ];
}

function forevers(sku: string, species: Species): ProductCustomizationData {
  const family = familyOf(creationFamilies, sku);
  return {
    sku,
    customizations: foreversTree(family, species),
    rushUpgrades: [...RUSH.forevers],
    extraPhotosUpgrades: [],
    bodyParts: bodyParts(family, species),
  };
}

export const foreversCustomizations: ProductCustomizationData[] = [
  forevers("ForeversDog_bundle", "dog"),
  forevers("ForeversCat_bundle", "cat"),
  forevers("ForeversOther_bundle", "other"),
];
