/**
 * Customized lines (issue 6): a configured plush is checked and priced on the server with the same rules
 * engine the configurator runs, from the line's customization state alone. The browser's price and its
 * bundle options are never used: the bundle selections are derived here from the state.
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  bundleSelectionsFor,
  configurationPrice,
  customizationChecksum,
  customizedBaseCents,
  finalPriceCents,
  lineDisplay,
  requiredMessage,
  restoreStandardProductionTime,
  sanitizeState,
  STATUS_ENABLED,
  stripStandardProductionTime,
  validateConfiguration,
  type CustomizationTree,
  type LineDisplay,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema.ts";
import { Invalid } from "../../infra/errors.ts";
import { withStoredPhotos } from "../customization/order-items.ts";
import { preparedTreeOf, type PreparedTree } from "../customization/trees.ts";
import type { PricedLine } from "./lines.ts";

type ProductRow = typeof products.$inferSelect;

export interface CustomizedLine {
  unitPriceCents: number;
  checksum: string;
  /** The line's product_option as stored: the checked state, the derived bundle options, the plushie id. */
  productOption: Record<string, unknown>;
  /** Every required detail is there; otherwise the ordered item waits in "awaiting customization" (22). */
  complete: boolean;
}

interface Extension {
  customization_state?: unknown;
  plushie_id?: unknown;
}

function extensionOf(productOption: Record<string, unknown> | null | undefined): Extension {
  return (productOption?.extension_attributes as Extension | undefined) ?? {};
}

/** Prices of the products the tree's values stand for (a value's price is its product's, when it has one). */
async function priceOfSkus(db: Db, tree: CustomizationTree, now: Date): Promise<(sku: string) => number | undefined> {
  const skus = [...new Set([...tree.valueById.values()].map((v) => v.sku).filter((s): s is string => !!s))];
  if (skus.length === 0) return () => undefined;
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.sku, skus), eq(products.status, STATUS_ENABLED)));
  const prices = new Map(rows.map((r) => [r.sku, finalPriceCents(r, now)]));
  return (sku) => prices.get(sku);
}

/**
 * What must be settled when the plush is bought: every choice that sets its price (the bundle options and
 * production time) and every rule (available values, counts, lengths, e-mail). Other required details (a
 * name, photos) may follow after purchase: the item then waits in "awaiting customization" (spec §2
 * "Customizing existing order items"). The configurator still asks for them before adding to the cart.
 */
function mustHoldAtPurchase(tree: CustomizationTree, error: { customizationId: string; message: string }): boolean {
  const c = tree.byId.get(error.customizationId);
  if (!c || error.message !== requiredMessage(c)) return true;
  return c.bundleOptionId !== null || c.optionData?.type === "production_time_upgrade";
}

/** A product made from the shopper's photos (it has a photo upload option). */
function takesPhotos(tree: CustomizationTree): boolean {
  return tree.customizations.some((c) => c.optionData?.displayWidget === "image_upload");
}

/** Whether a state holds any uploaded photo: with "send by e-mail later" it holds none yet. */
function holdsPhotos(state: { value: unknown }[]): boolean {
  const isPhoto = (v: unknown) => typeof v === "object" && v !== null && "url" in v;
  return state.some((e) => (Array.isArray(e.value) ? e.value.some(isPhoto) : isPhoto(e.value)));
}

/**
 * Null when the product has no customizations. Otherwise the checked, priced line; a configuration the
 * rules refuse (a required option left empty, a photo not uploaded here, …) answers 400 with the message.
 */
export async function priceCustomized(
  db: Db,
  product: ProductRow,
  productOption: Record<string, unknown> | null | undefined,
  options: { knownEmail?: string | undefined; validate: boolean },
  now: Date,
): Promise<CustomizedLine | null> {
  const prepared = await preparedTreeOf(db, product.id, now);
  if (!prepared) return null;
  const { tree } = prepared;
  const ext = extensionOf(productOption);
  const photos = await withStoredPhotos(db, sanitizeState(tree, ext.customization_state ?? []));
  if (options.validate && photos.unknown.length > 0) throw new Invalid("A photo of this configuration was not uploaded to this shop.");
  const state = restoreStandardProductionTime(tree, photos.state);
  const errors = validateConfiguration(tree, state, { knownEmail: options.knownEmail });
  if (options.validate) {
    const [first] = errors.filter((e) => mustHoldAtPurchase(tree, e));
    if (first) throw new Invalid(first.message);
  }
  const price = configurationPrice(tree, state, await priceOfSkus(db, tree, now));
  const plushieId = typeof ext.plushie_id === "string" && ext.plushie_id ? ext.plushie_id : null;
  const saved = stripStandardProductionTime(state);
  return {
    unitPriceCents: customizedBaseCents(product.typeId, finalPriceCents(product, now)) + price.totalCents,
    // Two lines are one line when their plushie matches, else when their configurations do (reference facts).
    checksum: plushieId ? `plushie:${plushieId}` : `config:${customizationChecksum(tree, state)}`,
    complete: errors.length === 0 && (!takesPhotos(tree) || holdsPhotos(saved)),
    productOption: {
      extension_attributes: {
        customization_state: saved,
        // What order history shows beside the state: each chosen option's id and name.
        customizations: saved.map((e) => {
          const c = tree.byId.get(e.customization_id);
          return { id: e.customization_id, name: c?.title ?? c?.name ?? e.customization_id };
        }),
        bundle_options: bundleSelectionsFor(tree, state),
        ...(plushieId ? { plushie_id: plushieId } : {}),
      },
    },
  };
}

const numberAttr = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : null);

/**
 * What each customized line shows in the cart (its choices and shipment promise), by item id, worked out
 * from the stored state with the configurator's own rules: a browser that did not make the line (another
 * device, or after signing in) shows it as the one that did.
 */
export async function lineDisplays(db: Db, lines: readonly Pick<PricedLine, "itemId" | "productId" | "productOption">[], now: Date): Promise<Map<number, LineDisplay>> {
  const customized = lines.filter((l) => Array.isArray(extensionOf(l.productOption).customization_state));
  const displays = new Map<number, LineDisplay>();
  if (customized.length === 0) return displays;
  const productIds = [...new Set(customized.map((l) => l.productId))];
  const trees = new Map<number, PreparedTree | null>();
  for (const id of productIds) trees.set(id, await preparedTreeOf(db, id, now));
  const rows = await db.select({ id: products.id, attributes: products.customAttributes }).from(products).where(inArray(products.id, productIds));
  const attributes = new Map(rows.map((r) => [r.id, r.attributes]));
  for (const line of customized) {
    const prepared = trees.get(line.productId);
    if (!prepared) continue;
    const attrs = attributes.get(line.productId) ?? {};
    const template = attrs.shipment_promise_template;
    const state = sanitizeState(prepared.tree, extensionOf(line.productOption).customization_state);
    displays.set(
      line.itemId,
      lineDisplay(
        prepared.tree,
        state,
        { turnaroundDays: numberAttr(attrs.turnaround_time), promiseTemplate: typeof template === "string" && template ? template : null },
        prepared.addOns,
      ),
    );
  }
  return displays;
}
