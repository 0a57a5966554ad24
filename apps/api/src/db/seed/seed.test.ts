import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENU_COLUMNS, isSpecialPriceActive, type BundleOption, type ConfigurableOption, type ProductLink } from "@petsies/domain";
import { diskStorage, type Storage } from "../../infra/storage.ts";
import { openPglite, type Database } from "../client.ts";
import * as schema from "../schema.ts";
import { creationFamilies } from "../../../../../data/index.ts";
import { PRODUCT_IMAGE } from "./art.ts";
import { contentImageKeys } from "./catalog.ts";
import { seedDemo, type SeedResult } from "./seed.ts";

// The brand's identifiers (petsies-facts "Catalogue identifiers"), written out so the data is checked against them.
const CREATION_BUNDLES = [
  "ForeversDog_bundle", "ForeversCat_bundle", "ForeversOther_bundle", "golfHeadCoversDog_bundle",
  "golfHeadCoversCat_bundle", "golfHeadCoversOther_bundle", "customPillow_bundle", "petsiesPhrasePillow_bundle",
  "petsiesCustomPrintedSocks_bundle", "customPrintedMasks_bundle", "customPrintedKeychains_bundle",
  "customFeltedMagnets_bundle", "customFeltedOrnaments_bundle", "customRenaissanceBlankets_bundle",
  "petsiesCustomCutOutBlankets_bundle", "petsiesFigurines_bundle", "petsiesBobbleheads_bundle", "customPajamas_bundle",
  "customHawaiianShirts_bundle", "customGolfShirts_bundle", "customPhotoPortraits_bundle", "customTumblers_bundle",
  "petsiesHuggables_bundle",
];
const KNOWN_IDS: Record<number, string> = {
  73: "ForeversDog_bundle",
  74: "ForeversCat_bundle",
  75: "ForeversOther_bundle",
  253: "customPillow_bundle",
  333: "petsiesPhrasePillow_bundle",
  571: "golfHeadCoversDog_bundle",
  573: "golfHeadCoversCat_bundle",
  575: "golfHeadCoversOther_bundle",
  721: "customPhotoPortraits_bundle",
};
const STORY_SLUGS = [
  "home", "about", "faq", "shipping-and-returns", "terms", "privacy-policy", "contact", "california-privacy-notice",
  "notice-of-financial-incentive", "reviews", "pricing", "page-not-found",
];

let database: Database;
let storage: Storage;
let storageRoot: string;
let first: SeedResult;
const now = new Date();

type Product = typeof schema.products.$inferSelect;
let all: Product[];
const bySku = (sku: string) => {
  const p = all.find((x) => x.sku === sku);
  if (!p) throw new Error(`no product ${sku}`);
  return p;
};

beforeAll(async () => {
  database = await openPglite(undefined);
  await database.migrate();
  storageRoot = await mkdtemp(path.join(os.tmpdir(), "petsies-seed-"));
  storage = diskStorage(storageRoot);
  first = await seedDemo(database, storage, now);
  all = await database.db.select().from(schema.products);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (storageRoot) await rm(storageRoot, { recursive: true, force: true });
});

describe("seedDemo: products", () => {
  it("reports what it loaded", () => {
    expect(first.seeded).toBe(true);
    expect(first.products).toBe(all.length);
    expect(first.stories).toBe(STORY_SLUGS.length);
  });

  it("has every creation-page bundle as a bundle product", () => {
    for (const sku of CREATION_BUNDLES) expect(bySku(sku).typeId, sku).toBe("bundle");
  });

  it("uses the brand's product ids", () => {
    for (const [id, sku] of Object.entries(KNOWN_IDS)) expect(bySku(sku).id).toBe(Number(id));
  });

  it("has at least one product of every type", () => {
    const types = new Set(all.map((p) => p.typeId));
    for (const t of ["simple", "configurable", "grouped", "bundle", "virtual", "downloadable"]) expect(types).toContain(t);
  });

  it("links each bundle size to an existing hidden simple product and prices the bundle at its default", () => {
    for (const sku of CREATION_BUNDLES) {
      const bundle = bySku(sku);
      const [size, ...addOns] = bundle.bundleOptions as BundleOption[];
      expect(size?.required).toBe(true);
      const links = size!.product_links;
      const linked = links.map((l) => bySku(l.linked_product_sku));
      for (const p of linked) {
        expect(p.typeId).toBe("simple");
        expect(p.visibility).toBe(1);
      }
      const def = links.find((l) => l.is_default) ?? links[0];
      expect(bundle.priceCents).toBe(bySku(def!.linked_product_sku).priceCents);
      expect(bundle.priceCents).toBe(Math.min(...linked.map((p) => p.priceCents)));
      // Add-ons (upgrades, extra pets, rush) are optional, with nothing chosen by default.
      for (const option of addOns) {
        expect(option.required).toBe(false);
        for (const l of option.product_links) {
          expect(l.is_default).toBe(false);
          expect(bySku(l.linked_product_sku).visibility).toBe(1);
        }
      }
    }
    expect(bySku("simpleForeversDog_small").priceCents).toBe(bySku("ForeversDog_bundle").priceCents);
    for (const pet of ["Dog", "Cat", "Other"]) {
      for (const size of ["small", "medium", "large"]) expect(bySku(`simpleForevers${pet}_${size}`).visibility).toBe(1);
    }
  });

  it("makes gift_box a configurable product with child gift_box_dog", () => {
    const parent = bySku("gift_box");
    expect(parent.typeId).toBe("configurable");
    const children = all.filter((p) => p.parentSku === "gift_box");
    expect(children.map((c) => c.sku)).toContain("gift_box_dog");
    const [option] = parent.configurableOptions as ConfigurableOption[];
    const values = option!.values.map((v) => v.value_index);
    for (const child of children) {
      expect(child.visibility).toBe(1);
      expect(values).toContain(child.customAttributes[option!.attribute_code]);
    }
  });

  it("makes petsies_hoodie a configurable product with one child per size", () => {
    const [size] = bySku("petsies_hoodie").configurableOptions as ConfigurableOption[];
    expect(size!.attribute_code).toBe("size");
    const children = all.filter((p) => p.parentSku === "petsies_hoodie");
    expect(children.map((c) => c.customAttributes.size).sort()).toEqual(size!.values.map((v) => v.value_index).sort());
  });

  it("groups existing simple products in the grouped product", () => {
    const grouped = all.filter((p) => p.typeId === "grouped");
    for (const g of grouped) {
      const links = g.productLinks as ProductLink[];
      expect(links.length).toBeGreaterThan(1);
      for (const l of links) {
        expect(l.link_type).toBe("associated");
        expect(bySku(l.linked_product_sku).typeId).toBe("simple");
      }
    }
  });

  it("sells the gift card as a virtual, untaxed product", () => {
    const card = bySku("am_gift_card");
    expect(card.typeId).toBe("virtual");
    expect(card.taxClassId).toBe(3);
    expect(card.customAttributes.am_giftcard_type).toBe(1);
  });

  it("has unique url keys equal to url paths", () => {
    expect(new Set(all.map((p) => p.urlKey)).size).toBe(all.length);
    for (const p of all) expect(p.urlPath).toBe(p.urlKey);
  });

  it("moved the id sequence past the explicit ids", async () => {
    const [row] = await database.db
      .insert(schema.products)
      .values({ sku: "sequence-probe", typeId: "simple", name: "Probe", urlKey: "probe", urlPath: "probe", priceCents: 100 })
      .returning({ id: schema.products.id });
    expect(row!.id).toBeGreaterThan(Math.max(...all.map((p) => p.id)));
    await database.db.delete(schema.products).where(eq(schema.products.id, row!.id));
  });
});

describe("seedDemo: prices and stock", () => {
  it("has a sale running now, one that ended and one still to come", () => {
    const withSale = all.filter((p) => p.specialPriceCents !== null);
    const active = withSale.filter((p) => isSpecialPriceActive(p, now));
    expect(active.length).toBeGreaterThan(0);
    for (const p of active) expect(p.specialPriceCents!).toBeLessThan(p.priceCents);
    expect(withSale.some((p) => p.specialToDate && p.specialToDate < now)).toBe(true);
    expect(withSale.some((p) => p.specialFromDate && p.specialFromDate > now)).toBe(true);
  });

  it("gives every product a stock row, with one sold out and one nearly sold out", async () => {
    const rows = await database.db.select().from(schema.stock);
    expect(rows.length).toBe(all.length);
    const managed = rows.filter((r) => r.manageStock);
    expect(managed.some((r) => r.qty === 0 && !r.isInStock)).toBe(true);
    expect(managed.some((r) => r.qty === 2 && r.isInStock)).toBe(true);
  });

  it("has the US tax rule and the five currencies", async () => {
    const [rule] = await database.db.select().from(schema.taxRules);
    expect(rule!.productTaxClassIds).toEqual([2]);
    expect(rule!.rates.find((r) => r.region_name === "New York")?.rate).toBe(8.875);
    const currencies = await database.db.select().from(schema.currencies).orderBy(schema.currencies.position);
    expect(currencies.map((c) => c.code)).toEqual(["USD", "EUR", "GBP", "CAD", "AUD"]);
    expect(currencies[0]).toMatchObject({ symbol: "$", rate: 1, name: "US Dollar" });
  });
});

describe("seedDemo: categories", () => {
  it("has the routed ids and legacy slugs", async () => {
    const rows = await database.db.select().from(schema.categories);
    const slugOf = new Map(rows.map((c) => [c.id, c.slug]));
    expect(slugOf.get(80)).toBe("photo-pillows-designs");
    expect(slugOf.get(114)).toBe("blankets-cut-out-design");
    expect(slugOf.get(115)).toBe("blankets-renaissance-design");
    expect([...slugOf.values()]).toContain("petsies-accessories");
    const root = rows.find((c) => c.id === 2);
    expect(root).toMatchObject({ level: 1, path: "1/2", parentId: null });
    for (const c of rows) {
      expect(c.urlKey).toBe(c.slug);
      expect(c.urlPath).toBe(c.slug);
      expect(c.description.length).toBeGreaterThan(20);
    }
    expect(rows.find((c) => c.id === 115)).toMatchObject({ level: 3, path: "1/2/21/115" });
  });

  it("fills each mega-menu column", async () => {
    const rows = await database.db.select().from(schema.categories);
    for (const column of MENU_COLUMNS) expect(rows.filter((c) => c.menuColumn === column).length, column).toBeGreaterThan(1);
    for (const c of rows.filter((c) => c.id !== 2)) expect(MENU_COLUMNS).toContain(c.menuColumn);
  });

  it("lists designs, not bundles, in the design categories", async () => {
    const links = await database.db
      .select({ sku: schema.products.sku, categoryId: schema.productCategories.categoryId })
      .from(schema.productCategories)
      .innerJoin(schema.products, eq(schema.products.id, schema.productCategories.productId))
      .where(inArray(schema.productCategories.categoryId, [80, 114, 115]));
    for (const id of [80, 114, 115]) expect(links.filter((l) => l.categoryId === id).length).toBeGreaterThan(2);
    for (const l of links) expect(bySku(l.sku).typeId).toBe("simple");
  });
});

describe("seedDemo: content", () => {
  const story = async (slug: string) => {
    const [row] = await database.db.select().from(schema.cmsStories).where(eq(schema.cmsStories.fullSlug, slug));
    if (!row) throw new Error(`no story ${slug}`);
    return row;
  };

  it("has every content page", async () => {
    for (const slug of STORY_SLUGS) expect((await story(slug)).content.component).toBe("page");
  });

  it("opens the home page with a hero linking to Forevers", async () => {
    const home = await story("home");
    const body = home.content.body as { component: string; link?: { url: string }; image?: string }[];
    expect(body[0]).toMatchObject({ component: "page_section", image: "catalog/home-hero.webp", link: { url: "/c/forevers/" } });
  });

  it("states the shipping and returns facts", async () => {
    const text = JSON.stringify((await story("shipping-and-returns")).content);
    // Amounts go through the priceValue directive, so shoppers read them in their own currency.
    for (const fact of ["{{priceValue 13.95}}", "{{priceValue 24.95}}", "{{priceValue 5.95}}", "US dollars", "30 days", "10%", "20%", "10 or more", "20 or more"]) {
      expect(text).toContain(fact);
    }
  });

  it("quotes each family's lowest price on the pricing page", async () => {
    const text = JSON.stringify((await story("pricing")).content).toLowerCase();
    const amount = (cents: number) => (cents % 100 === 0 ? `${cents / 100}` : (cents / 100).toFixed(2));
    for (const family of creationFamilies) {
      const from = `from {{pricevalue ${amount(Math.min(...family.sizes.map((s) => s.priceCents)))}}}`;
      expect(text, family.sku).toContain(from);
    }
  });

  it("titles the not-found page", async () => {
    expect((await story("page-not-found")).content.title).toBe("Page not found");
  });
});

describe("seedDemo: pictures", () => {
  it("stores every picture products and content refer to, as WebP at gallery size", async () => {
    const stories = await database.db.select().from(schema.cmsStories);
    const keys = new Set([
      ...all.flatMap((p) => [p.image, ...p.mediaGallery.map((m) => m.image)]),
      ...stories.flatMap((s) => contentImageKeys(s.content)),
    ]);
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) {
      const file = await storage.get(key);
      expect(file, key).not.toBeNull();
      expect(file!.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(file!.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    const product = await sharp((await storage.get("catalog/forevers-dog.webp"))!).metadata();
    expect([product.format, product.width, product.height]).toEqual(["webp", PRODUCT_IMAGE.width, PRODUCT_IMAGE.height]);
    const hero = await sharp((await storage.get("catalog/home-hero.webp"))!).metadata();
    expect([hero.width, hero.height]).toEqual([1600, 700]);
  });
});

describe("seedDemo: run twice", () => {
  it("does nothing the second time", async () => {
    const counts = async () => ({
      products: (await database.db.select({ n: count() }).from(schema.products))[0]!.n,
      categories: (await database.db.select({ n: count() }).from(schema.categories))[0]!.n,
      stories: (await database.db.select({ n: count() }).from(schema.cmsStories))[0]!.n,
      stock: (await database.db.select({ n: count() }).from(schema.stock))[0]!.n,
    });
    const before = await counts();
    const again = await seedDemo(database, storage, now);
    expect(again.seeded).toBe(false);
    expect(again.images).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it("restores pictures missing from a new file store without touching the database", async () => {
    const freshRoot = await mkdtemp(path.join(os.tmpdir(), "petsies-seed-files-"));
    try {
      const fresh = diskStorage(freshRoot);
      const again = await seedDemo(database, fresh, now);
      expect(again.seeded).toBe(false);
      expect(again.images).toBeGreaterThan(30);
      expect(await fresh.exists("catalog/forevers-dog.webp")).toBe(true);
    } finally {
      await rm(freshRoot, { recursive: true, force: true });
    }
  }, 60_000);
});
