/**
 * The creation pages (spec §2 "Creation pages"): each route configures one family of bundles (reference
 * facts "Creation-page bundles"). A route that serves several bundles (Forevers and golf head covers for a
 * dog, a cat or any other pet) picks one by the `product` query (a sku, the pet kind or a product id) or
 * `id` (a product id); the first bundle is the default. Pure: the pages and the product links share it.
 */

export interface CreationBundle {
  sku: string;
  /** The catalogue's product id (the brand's own where the reference facts name it). */
  id: number;
  /** What the pet-type chooser calls it, for families with several bundles. */
  kind?: "dog" | "cat" | "other";
}

export interface CreationPage {
  path: string;
  /** The route name of the old shop. */
  name: string;
  /** The page heading and the base of its title. */
  title: string;
  /** The bundles the page creates, the default first. */
  bundles: readonly CreationBundle[];
  /** The plush wizard (steps Type, Photo, Pet Info, Customize) rather than one form. */
  wizard: boolean;
}

const one = (sku: string, id: number): CreationBundle[] => [{ sku, id }];

export const CREATION_PAGES: readonly CreationPage[] = [
  {
    path: "/forevers/create/",
    name: "forevers-create",
    title: "Create Your Custom Pet Plush",
    wizard: true,
    bundles: [
      { sku: "ForeversDog_bundle", id: 73, kind: "dog" },
      { sku: "ForeversCat_bundle", id: 74, kind: "cat" },
      { sku: "ForeversOther_bundle", id: 75, kind: "other" },
    ],
  },
  {
    path: "/golf-head-covers/create/",
    name: "golf-head-covers-create",
    title: "Create Your Custom Golf Head Cover",
    wizard: false,
    bundles: [
      { sku: "golfHeadCoversDog_bundle", id: 571, kind: "dog" },
      { sku: "golfHeadCoversCat_bundle", id: 573, kind: "cat" },
      { sku: "golfHeadCoversOther_bundle", id: 575, kind: "other" },
    ],
  },
  { path: "/pillows/create/", name: "pillows-create", title: "Create Your Custom Pet Pillow", wizard: false, bundles: one("customPillow_bundle", 253) },
  { path: "/pet-socks/", name: "pet-socks", title: "Create Your Custom Pet Socks", wizard: false, bundles: one("petsiesCustomPrintedSocks_bundle", 801) },
  { path: "/custom-face-masks/", name: "custom-face-masks", title: "Create Your Custom Pet Face Mask", wizard: false, bundles: one("customPrintedMasks_bundle", 811) },
  { path: "/pet-keychains/", name: "pet-keychains", title: "Create Your Custom Pet Keychain", wizard: false, bundles: one("customPrintedKeychains_bundle", 821) },
  { path: "/felted-magnets/", name: "felted-magnets", title: "Create Your Felted Pet Magnet", wizard: false, bundles: one("customFeltedMagnets_bundle", 831) },
  { path: "/felted-ornaments/", name: "felted-ornaments", title: "Create Your Felted Pet Ornament", wizard: false, bundles: one("customFeltedOrnaments_bundle", 841) },
  {
    path: "/photo-pillows/create/",
    name: "phrase-pillow-customize",
    title: "Create Your Photo Phrase Pillow",
    wizard: false,
    bundles: one("petsiesPhrasePillow_bundle", 333),
  },
  {
    path: "/renaissance-blankets/",
    name: "renaissance-blankets",
    title: "Create Your Renaissance Pet Blanket",
    wizard: false,
    bundles: one("customRenaissanceBlankets_bundle", 851),
  },
  {
    path: "/custom-pet-photo-blankets/",
    name: "cut-out-blankets",
    title: "Create Your Cut-Out Pet Photo Blanket",
    wizard: false,
    bundles: one("petsiesCustomCutOutBlankets_bundle", 861),
  },
  { path: "/petsies-figurines/create/", name: "petsies-figurines-create", title: "Create Your Custom Pet Figurine", wizard: false, bundles: one("petsiesFigurines_bundle", 871) },
  { path: "/petsies-bobbleheads/create/", name: "petsies-bobbleheads-create", title: "Create Your Custom Pet Bobblehead", wizard: false, bundles: one("petsiesBobbleheads_bundle", 881) },
  { path: "/custom-pajamas/", name: "custom-pajamas", title: "Create Your Custom Pet Pajamas", wizard: false, bundles: one("customPajamas_bundle", 891) },
  { path: "/custom-tumblers/", name: "custom-tumblers", title: "Create Your Custom Pet Tumbler", wizard: false, bundles: one("customTumblers_bundle", 921) },
  {
    path: "/clothes/hawaiian-shirts/create/",
    name: "hawaiian-shirts-create",
    title: "Create Your Custom Pet Hawaiian Shirt",
    wizard: false,
    bundles: one("customHawaiianShirts_bundle", 901),
  },
  { path: "/clothes/golf-shirts/create/", name: "golf-shirts-create", title: "Create Your Custom Pet Golf Shirt", wizard: false, bundles: one("customGolfShirts_bundle", 911) },
  { path: "/photo-portraits/create/", name: "photo-portraits-create", title: "Create Your Custom Pet Portrait", wizard: false, bundles: one("customPhotoPortraits_bundle", 721) },
  { path: "/petsies-huggables/create/", name: "petsies-huggables-create", title: "Create Your Custom Pet Huggable", wizard: false, bundles: one("petsiesHuggables_bundle", 931) },
];

const BY_PATH = new Map(CREATION_PAGES.map((p) => [p.path, p]));
const BY_SKU = new Map(CREATION_PAGES.flatMap((p) => p.bundles.map((b) => [b.sku, p] as const)));

export function creationPageForPath(path: string): CreationPage | null {
  return BY_PATH.get(path) ?? null;
}

export function creationPageForSku(sku: string): CreationPage | null {
  return BY_SKU.get(sku) ?? null;
}

/** Where a creation bundle is configured: its page, with `product` when it is not the page's default. */
export function creationLink(sku: string): string | null {
  const page = creationPageForSku(sku);
  if (!page) return null;
  return page.bundles[0]?.sku === sku ? page.path : `${page.path}?${new URLSearchParams({ product: sku })}`;
}

type QueryValue = string | readonly string[] | null | undefined;

const first = (value: QueryValue): string => (typeof value === "string" ? value : (value?.[0] ?? "")).trim();

/**
 * The bundle a creation page shows for its query: `product` as a sku, a pet kind or a product id, else
 * `id` as a product id, else the default. Anything unknown shows the default rather than a dead end.
 */
export function creationBundleFor(page: CreationPage, query: { product?: QueryValue; id?: QueryValue }): CreationBundle {
  const fallback = page.bundles[0] as CreationBundle;
  const wanted = [first(query.product), first(query.id)].filter((v) => v !== "");
  for (const value of wanted) {
    const lower = value.toLowerCase();
    const found = page.bundles.find((b) => b.sku.toLowerCase() === lower || b.kind === lower || String(b.id) === value);
    if (found) return found;
  }
  return fallback;
}

/** The kinds a pet-type chooser offers ("Dog", "Cat", "Other pet"), for families with several bundles. */
export const CREATION_KIND_LABELS: Readonly<Record<NonNullable<CreationBundle["kind"]>, string>> = {
  dog: "Dog",
  cat: "Cat",
  other: "Other pet",
};
