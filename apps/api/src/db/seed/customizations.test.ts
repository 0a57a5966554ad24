/**
 * The demo customization data (data/catalog/customizations) holds together: ids unique and UUIDs, every
 * referenced id in its tree, every sku in the catalogue, bundle options that the cart can price, and each
 * tree runs through the domain engine to a complete, valid configuration.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  applyInput,
  bundleParts,
  bundleSelectionsFor,
  indexTree,
  loadState,
  offeredOptions,
  swatchOf,
  validateConfiguration,
  withProductionTime,
  type BodyPart,
  type BundleOption,
  type Customization,
  type CustomizationState,
  type CustomizationTree,
  type RushAddOn,
} from "@petsies/domain";
import * as data from "../../../../../data/index.ts";
import { ADD_ON_PRICES, MAX_PHOTOS } from "../../../../../data/catalog/customizations/common.ts";
import { completeState, testPhoto as photo } from "../../test/complete-state.ts";
import { demoProducts, productCustomizationRows } from "./catalog.ts";

const ART_DIR = fileURLToPath(new URL("../../../../../data/art", import.meta.url));

const products = demoProducts();
const productBySku = new Map(products.map((p) => [p.sku, p]));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function rushOf(entry: data.ProductCustomizationData): RushAddOn[] {
  return entry.rushUpgrades.map((r) => ({ ...r, price: (productBySku.get(r.sku)?.priceCents ?? NaN) / 100 }));
}

function treeOf(entry: data.ProductCustomizationData): CustomizationTree {
  return indexTree(withProductionTime(entry.customizations, rushOf(entry)));
}

describe("demo customization data", () => {
  it("covers every creation family once", () => {
    expect(data.productCustomizations.map((c) => c.sku).sort()).toEqual(data.creationFamilies.map((f) => f.sku).sort());
  });

  it("has unique UUIDs for every customization and value, across all trees", () => {
    const ids = data.productCustomizations.flatMap((e) => e.customizations.flatMap((c) => [c.id, ...(c.optionData?.values ?? []).map((v) => v.id)]));
    expect(ids.filter((id) => !UUID.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(data.productCustomizations.map((e) => [e.sku, e] as const))("%s", (sku, entry) => {
    const family = data.creationFamilies.find((f) => f.sku === sku)!;
    const bundle = productBySku.get(sku)!;
    const tree = entry.customizations;
    const byId = new Map(tree.map((c) => [c.id, c]));
    const valueIds = new Set(tree.flatMap((c) => (c.optionData?.values ?? []).map((v) => v.id)));

    it("references only ids of its own tree, and groups as parents", () => {
      for (const c of tree) {
        if (c.parentId !== null) expect(byId.get(c.parentId)?.type, c.title ?? c.id).toBe("options_group");
        expect(c.type === "options_group", c.title ?? c.id).toBe(c.optionData === null);
        for (const id of c.availabilityRules?.forActivatedOptionValueIds ?? []) expect(valueIds.has(id), `${c.title}: ${id}`).toBe(true);
        for (const v of c.optionData?.values ?? []) {
          for (const id of v.availabilityRules?.forActivatedOptionValueIds ?? []) expect(valueIds.has(id), `${v.name}: ${id}`).toBe(true);
          const a = v.actions?.activated;
          for (const id of a?.deactivateOptionIds ?? []) expect(byId.has(id), `${v.name}: ${id}`).toBe(true);
          for (const id of [...(a?.deactivateOptionValueIds ?? []), ...(a?.activateOptionValueIds ?? [])]) expect(valueIds.has(id), `${v.name}: ${id}`).toBe(true);
        }
      }
    });

    it("points value skus at catalogue products (URL-query-only skus aside), priced as the catalogue prices them", () => {
      for (const c of tree) {
        for (const v of c.optionData?.values ?? []) {
          if (v.sku === null) continue;
          const product = productBySku.get(v.sku);
          if (!product) {
            expect(c.optionData?.showInUrlQuery, `${c.title}: ${v.sku} is neither a product nor a URL query value`).toBe(true);
            continue;
          }
          if (c.bundleOptionId !== null) expect(v.price, `${v.sku}`).toBe(product.priceCents / 100);
        }
      }
      for (const [addOnSku, price] of Object.entries(ADD_ON_PRICES)) expect(productBySku.get(addOnSku)?.priceCents, addOnSku).toBe(price * 100);
    });

    it("has the size option the wizard and the bundle expect", () => {
      const size = tree.find((c) => c.name === "size")!;
      expect(size.bundleOptionId).toBe(family.id * 10 + 1);
      expect(size.optionData?.isRequired).toBe(true);
      expect(size.optionData?.values.map((v) => v.sku)).toEqual(family.sizes.map((s) => s.sku));
    });

    it("fills bundle options the bundle has, linking exactly the values' skus", () => {
      const options = bundle.bundleOptions as BundleOption[];
      for (const c of tree.filter((x) => x.bundleOptionId !== null)) {
        const option = options.find((o) => o.option_id === Number(c.bundleOptionId));
        expect(option, `${c.title} → ${c.bundleOptionId}`).toBeDefined();
        const linked = option!.product_links.map((l) => l.linked_product_sku);
        for (const v of c.optionData?.values ?? []) if (v.sku) expect(linked, `${c.title}`).toContain(v.sku);
      }
      // Add-on options never change the bundle's "from" price.
      expect(bundleParts(options, [])).toEqual({ parts: [{ sku: family.sizes.reduce((a, b) => (b.priceCents < a.priceCents ? b : a)).sku, qty: 1 }] });
    });

    it("keeps photos to at most 3 per upload, colours with swatches", () => {
      for (const c of tree) {
        if (c.optionData?.displayWidget === "image_upload") expect(c.optionData.maxValuesCount ?? Infinity).toBeLessThanOrEqual(MAX_PHOTOS);
        if (c.optionData?.displayWidget === "colors_list") for (const v of c.optionData.values) expect(swatchOf(v.name), v.name).not.toBeNull();
      }
    });

    it("offers rush production from its add-ons, and extra-photo add-ons matching its extra_photos_upgrade values", () => {
      const rushOption = tree.find((c) => c.optionData?.type === "production_time_upgrade");
      expect(rushOption?.optionData?.values.map((v) => v.sku)).toEqual(entry.rushUpgrades.map((r) => r.sku));
      for (const r of entry.rushUpgrades) expect(productBySku.get(r.sku)?.visibility).toBe(1);
      const extra = tree.filter((c) => c.optionData?.type === "extra_photos_upgrade").flatMap((c) => c.optionData!.values.flatMap((v) => (v.sku ? [v.sku] : [])));
      expect(extra.sort()).toEqual(entry.extraPhotosUpgrades.map((e) => e.sku).sort());
    });

    it("runs through the engine to a complete, valid configuration that the cart can price", () => {
      const prepared = treeOf(entry);
      const start = loadState(prepared);
      expect(validateConfiguration(prepared, start).length).toBeGreaterThan(0);
      const done = completeState(prepared, start);
      expect(validateConfiguration(prepared, done)).toEqual([]);
      const parts = bundleParts(bundle.bundleOptions as BundleOption[], bundleSelectionsFor(prepared, done));
      expect(parts).not.toHaveProperty("error");
    });
  });

  it("gives the Forevers families body parts with unique ids, their product's id, and colours with hex", () => {
    const forevers = data.productCustomizations.filter((e) => e.sku.startsWith("Forevers"));
    expect(forevers).toHaveLength(3);
    const all: BodyPart[] = forevers.flatMap((e) => e.bodyParts.flatMap((p) => [p, ...p.child_bodyparts]));
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    const values = all.flatMap((p) => p.values);
    expect(new Set(values.map((v) => v.id)).size).toBe(values.length);
    for (const e of forevers) {
      const id = data.creationFamilies.find((f) => f.sku === e.sku)!.id;
      expect(e.bodyParts.length).toBeGreaterThan(4);
      for (const p of e.bodyParts) expect(p.product_id).toBe(id);
    }
    for (const v of values) expect(v.content_type_id === 1 ? /^#[0-9a-f]{6}$/.test(v.color ?? "") : v.color === null, v.name).toBe(true);
  });

  it("draws every shape of the plush wizard and every body part that is not a colour as a picture in data/art", () => {
    const forevers = data.productCustomizations.filter((e) => e.sku.startsWith("Forevers"));
    const drawn = (name: string | null | undefined) => !!name && existsSync(path.join(ART_DIR, `${name}.svg`));
    const shapes = forevers.flatMap((e) => e.customizations.filter((c) => c.optionData?.displayWidget === "thumbnails_list"));
    expect(shapes.map((c) => c.title)).toEqual(expect.arrayContaining(["Posture", "Mouth Shape", "Ear Shape", "Tail"]));
    for (const v of shapes.flatMap((c) => c.optionData!.values)) expect(drawn(v.image), v.name).toBe(true);
    const parts: BodyPart[] = forevers.flatMap((e) => e.bodyParts.flatMap((p) => [p, ...p.child_bodyparts]));
    for (const p of parts.filter((p) => ["ears", "tail", "markings"].includes(p.code))) {
      for (const v of p.values) expect({ value: v.name, type: v.content_type_id, drawn: drawn(v.image) }).toEqual({ value: v.name, type: 2, drawn: true });
    }
  });

  it("seeds value pictures as storage keys and body-part pictures as URLs", () => {
    const dog = data.productCustomizations.filter((e) => e.sku === "ForeversDog_bundle");
    const [row] = productCustomizationRows(dog, new Map([["ForeversDog_bundle", 73]]));
    const ears = (row!.customizations as Customization[]).find((c) => c.title === "Ear Shape")!;
    expect(ears.optionData!.values[0]!.image).toBe("catalog/part-ears-floppy.webp");
    const earPart = (row!.bodyParts as BodyPart[]).find((p) => p.code === "ears")!;
    expect(earPart.values[0]!.image).toBe("/api/media/catalog/part-ears-floppy.webp");
  });
});

describe("the Forevers dog wizard", () => {
  const entry = data.productCustomizations.find((e) => e.sku === "ForeversDog_bundle")!;
  const tree = treeOf(entry);
  const named = (name: string): Customization => tree.customizations.find((c) => c.name === name)!;
  const valueNamed = (c: Customization, name: string) => c.optionData!.values.find((v) => v.name === name)!.id;
  const offeredNames = (state: CustomizationState) => offeredOptions(tree, state).map((o) => o.customization.name);

  it("preselects the size from ?size=medium and offers toe beans only from medium up", () => {
    const medium = loadState(tree, { wizardSize: { productSku: "ForeversDog_bundle", size: "medium" } });
    const size = named("size");
    expect(medium.find((e) => e.customization_id === size.id)?.value).toBe(valueNamed(size, "Medium (about 14 in)"));
    const upgrades = named("upgrades");
    const offered = (state: CustomizationState) => offeredOptions(tree, state).find((o) => o.customization.id === upgrades.id)!.values.map((v) => v.sku);
    expect(offered(medium)).toContain("toe_beans");
    const small = applyInput(tree, medium, { type: "select", customizationId: size.id, valueId: valueNamed(size, "Small (about 10 in)") });
    expect(offered(small)).not.toContain("toe_beans");
  });

  it("reveals left and right eye with the two-colours checkbox and takes the single eye colour away", () => {
    const eye = named("eye color");
    let state = applyInput(tree, loadState(tree), { type: "select", customizationId: eye.id, valueId: valueNamed(eye, "Blue") });
    expect(offeredNames(state)).not.toContain("left eye");
    state = applyInput(tree, state, { type: "select", customizationId: named("two eye colors").id, valueId: named("two eye colors").optionData!.values[0]!.id });
    expect(offeredNames(state)).toEqual(expect.arrayContaining(["left eye", "right eye"]));
    expect(state.find((e) => e.customization_id === eye.id)).toBeUndefined();
  });

  it("asks for photos now by default and not when they come by e-mail later; more than 3 photos are refused", () => {
    const method = named("send later upload method");
    const start = loadState(tree);
    expect(offeredNames(start)).toContain("images uploader");
    const later = applyInput(tree, start, { type: "select", customizationId: method.id, valueId: valueNamed(method, "Send by e-mail later") });
    expect(offeredNames(later)).not.toContain("images uploader");
    expect(offeredNames(later)).toContain("by email images uploader");
    const photos = named("images uploader");
    const four = applyInput(tree, start, { type: "add-images", customizationId: photos.id, images: [photo(1), photo(2), photo(3), photo(4)] });
    expect(four.find((e) => e.customization_id === photos.id)?.value).toHaveLength(3);
    const forced = [...four.filter((e) => e.customization_id !== photos.id), { customization_id: photos.id, value: [photo(1), photo(2), photo(3), photo(4)] }];
    expect(validateConfiguration(tree, forced).map((e) => e.message)).toContain("Maximum count for 'Upload Photo of Pet' is 3");
  });

  it("offers standard production time first, then the two rush add-ons at their prices", () => {
    const time = offeredOptions(tree, loadState(tree)).find((o) => o.customization.name === "production time")!;
    expect(time.values.map((v) => [v.sku, v.price])).toEqual([
      [null, 0],
      ["basic_rush_forevers", 59],
      ["super_rush_forevers", 99],
    ]);
  });
});
