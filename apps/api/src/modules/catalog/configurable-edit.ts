/**
 * A configurable product's options and children as the back office makes them (issue 13). They are stored as the
 * demo's are (spec §3 "Product"): the options in products.configurable_options (attribute code and id, label,
 * values with their value_index), each child a simple product with parent_sku set, "not visible on its own", that
 * keeps its value of each option in custom_attributes[attribute_code]. So the storefront's product answer and its
 * option picker (domain configurable.ts) read a made product exactly as they read the demo's.
 *
 * Every change runs in one transaction with its audit row, the parent row locked so two saves queue; the
 * catalogue-version triggers then tell the caches. Editing a child afterwards is the simple product's own edit.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  MAX_CHILDREN_GENERATED,
  type ChildrenGenerateBody,
  type ConfigurableOptionsBody,
  type ProductDetailAnswer,
} from "@petsies/contract/admin";
import { STATUS_ENABLED, urlKeyOf, type ConfigurableOption } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { categories, productCategories, products } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { answeringTakenSku, productForStaff, saveStockAndCategories, STATUS_DISABLED } from "./edit.ts";
import { optionsOf, valueOf } from "./configurable-read.ts";
import { configurableRules } from "./product-rules.ts";

/** "Not visible on its own": a child is shown on its parent's page (spec §3), as the demo's children are. */
const CHILD_VISIBILITY = 1;
const MAX_SKU = 64;
const MAX_URL_KEY = 120;
const MAX_NAME = 200;

type Child = { id: number; sku: string; name: string; attributes: Record<string, string | number> };



async function childrenOf(db: Db, parentSku: string): Promise<Child[]> {
  return db
    .select({ id: products.id, sku: products.sku, name: products.name, attributes: products.customAttributes })
    .from(products)
    .where(eq(products.parentSku, parentSku))
    .orderBy(asc(products.id));
}

/** The parent row, locked for the transaction; only a configurable product has options and children. */
async function lockConfigurable(tx: Db, id: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw new NotFound("No product has this id.");
  if (row.typeId !== "configurable") throw new Conflict(configurableRules.notConfigurable(row.typeId), "not_configurable");
  return row;
}

const maxOf = (numbers: number[]) => numbers.reduce((a, b) => Math.max(a, b), 0);

/**
 * Sets a configurable product's options. A new option code that another product already uses keeps that
 * attribute's id, and a new value keeps the value_index the same label has there, so the storefront's attribute
 * list (spec §7) holds one "Large" under size; anything else is numbered after every number in use.
 */
export async function setConfigurableOptions(db: Db, actor: Actor, id: number, body: ConfigurableOptionsBody): Promise<ProductDetailAnswer> {
  await db.transaction(async (tx) => {
    const parent = await lockConfigurable(tx, id);
    const current = optionsOf(parent);
    const currentByCode = new Map(current.map((o) => [o.attribute_code, o]));
    const children = await childrenOf(tx, parent.sku);
    const others = (await tx.select({ configurableOptions: products.configurableOptions }).from(products).where(and(eq(products.typeId, "configurable"), ne(products.id, id)))).flatMap((r) => optionsOf(r));
    const everyOption = [...current, ...others];
    let nextAttributeId = maxOf(everyOption.map((o) => o.attribute_id)) + 1;
    let nextValueIndex = maxOf(everyOption.flatMap((o) => o.values.map((v) => v.value_index))) + 1;
    const errors: Record<string, string> = {};

    const options: ConfigurableOption[] = body.options.map((option, i) => {
      const was = currentByCode.get(option.code);
      const elsewhere = others.filter((o) => o.attribute_code === option.code);
      if (!was && children.length > 0) errors[`options.${i}.code`] = configurableRules.optionAddedWithChildren(children.map((c) => c.sku));
      const used = new Set(option.values.flatMap((v) => (v.valueIndex === undefined ? [] : [v.valueIndex])));
      const sameLabel = (label: string, among: ConfigurableOption[]) =>
        among.flatMap((o) => o.values).find((v) => v.label.toLowerCase() === label.toLowerCase() && !used.has(v.value_index))?.value_index;
      const values = option.values.map((value, j) => {
        if (value.valueIndex !== undefined) {
          if (!was?.values.some((v) => v.value_index === value.valueIndex)) errors[`options.${i}.values.${j}.valueIndex`] = configurableRules.unknownValue;
          return { value_index: value.valueIndex, label: value.label };
        }
        const valueIndex = sameLabel(value.label, was ? [was] : []) ?? sameLabel(value.label, elsewhere) ?? nextValueIndex++;
        used.add(valueIndex);
        return { value_index: valueIndex, label: value.label };
      });
      return { attribute_code: option.code, attribute_id: was?.attribute_id ?? elsewhere[0]?.attribute_id ?? nextAttributeId++, label: option.label, values };
    });

    // A value a child has stays: the child would otherwise stand for nothing the shopper can choose.
    const kept = new Map(options.map((o) => [o.attribute_code, new Set(o.values.map((v) => v.value_index))]));
    const gone: string[] = [];
    for (const option of current) {
      for (const value of option.values) {
        if (kept.get(option.attribute_code)?.has(value.value_index)) continue;
        const holders = children.filter((c) => valueOf(c, option.attribute_code) === value.value_index).map((c) => c.sku);
        if (holders.length > 0) gone.push(configurableRules.valueInUse(value.label, option.label, holders));
      }
    }
    if (gone.length > 0) errors.options = gone.join(" ");
    if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
    if (JSON.stringify(options) === JSON.stringify(current)) return;

    await tx.update(products).set({ configurableOptions: options }).where(eq(products.id, id));
    await writeAudit(tx, actor, { action: "product.options", entityType: "product", entityId: id, before: { options: current }, after: { options } });
  });
  return productForStaff(db, id);
}

/** Every combination of the options' values, the first option's values varying slowest. */
function combinationsOf(options: ConfigurableOption[]): number[][] {
  return options.reduce<number[][]>((acc, option) => acc.flatMap((combo) => option.values.map((v) => [...combo, v.value_index])), [[]]);
}

/** The combinations a request names, in option order; each mistake at its combination. */
function namedCombinations(options: ConfigurableOption[], named: Record<string, number>[]): number[][] {
  const errors: Record<string, string> = {};
  const codes = options.map((o) => o.attribute_code);
  const combos = named.map((combination, i) => {
    const keys = Object.keys(combination);
    if (keys.length !== codes.length || keys.some((k) => !codes.includes(k))) {
      errors[`combinations.${i}`] = configurableRules.combinationShape(codes);
      return [];
    }
    return options.map((o) => {
      const valueIndex = combination[o.attribute_code]!;
      if (!o.values.some((v) => v.value_index === valueIndex)) errors[`combinations.${i}.${o.attribute_code}`] = configurableRules.noSuchValue(o.label);
      return valueIndex;
    });
  });
  if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
  return combos;
}

/** `${start}${sep}${end}`, cut to max characters when long, with room kept for the "_2" that makes it free. */
function joined(start: string, sep: string, end: string, max: number): string {
  const room = max - 3;
  const whole = `${start}${sep}${end}`;
  if (whole.length <= room) return whole;
  const tail = end.slice(0, Math.floor(room / 2));
  return `${start.slice(0, room - sep.length - tail.length)}${sep}${tail}`.replace(/-{2,}/g, "-").replace(/^-|-$/g, "");
}

/** The first of base, base_2, base_3 … that no product (nor, for a url_key, category) has. */
async function firstFree(tx: Db, base: string, sep: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; n <= 99; n++) {
    const candidate = n === 1 ? base : `${base}${sep}${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new InvalidFields({ combinations: configurableRules.noFreeSku(base) });
}

const skuTaken = async (tx: Db, sku: string) => (await tx.select({ id: products.id }).from(products).where(sql`lower(${products.sku}) = lower(${sku})`).limit(1)).length > 0;
const urlKeyTaken = async (tx: Db, key: string) =>
  (await tx.select({ id: products.id }).from(products).where(eq(products.urlKey, key)).limit(1)).length > 0 ||
  (await tx.select({ id: categories.id }).from(categories).where(eq(categories.urlPath, key)).limit(1)).length > 0;

/**
 * Makes one simple child for each wanted combination the product has no child for yet (a disabled child counts:
 * it is the owner's to enable). A child is named after its parent and its values: sku gift_box_large_red,
 * url_key gift-box-large-red, name "Gift Box – Large, Red"; it costs the given price (else the parent's), starts
 * enabled with the given quantity (else 0), in the parent's categories, and shows the parent's pictures.
 */
export async function generateChildren(db: Db, actor: Actor, id: number, body: ChildrenGenerateBody): Promise<ProductDetailAnswer> {
  await answeringTakenSku(() =>
    db.transaction(async (tx) => {
      const parent = await lockConfigurable(tx, id);
      const options = optionsOf(parent);
      if (options.length === 0) throw new Conflict(configurableRules.optionsFirst, "no_options");
      const wanted = body.all ? combinationsOf(options) : namedCombinations(options, body.combinations ?? []);
      const keyOf = (combo: (number | null)[]) => combo.join("/");
      const have = new Set((await childrenOf(tx, parent.sku)).map((c) => keyOf(options.map((o) => valueOf(c, o.attribute_code)))));
      const fresh = wanted.filter((combo) => {
        const key = keyOf(combo);
        if (have.has(key)) return false;
        have.add(key);
        return true;
      });
      if (fresh.length === 0) return;
      if (fresh.length > MAX_CHILDREN_GENERATED) throw new InvalidFields({ combinations: configurableRules.tooMany(MAX_CHILDREN_GENERATED) });
      const categoryIds = (await tx.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id))).map((c) => c.id);
      const priceCents = body.priceCents ?? parent.priceCents;
      const qty = body.qty ?? 0;

      const made: { id: number; sku: string; values: Record<string, number> }[] = [];
      for (const combo of fresh) {
        const labels = combo.map((valueIndex, k) => options[k]!.values.find((v) => v.value_index === valueIndex)!.label);
        const words = labels.map((label, k) => urlKeyOf(label) || String(combo[k]));
        const sku = await firstFree(tx, joined(parent.sku, "_", words.join("_").replace(/-/g, "_"), MAX_SKU), "_", (s) => skuTaken(tx, s));
        const urlKey = await firstFree(tx, joined(parent.urlKey, "-", words.join("-"), MAX_URL_KEY), "-", (k) => urlKeyTaken(tx, k));
        const values = Object.fromEntries(options.map((o, k) => [o.attribute_code, combo[k]!]));
        const [row] = await tx
          .insert(products)
          .values({
            typeId: "simple",
            parentSku: parent.sku,
            sku,
            urlKey,
            urlPath: urlKey,
            name: `${parent.name.slice(0, MAX_NAME - 40)} – ${labels.join(", ")}`.slice(0, MAX_NAME),
            description: parent.description,
            shortDescription: parent.shortDescription,
            status: STATUS_ENABLED,
            visibility: CHILD_VISIBILITY,
            taxClassId: parent.taxClassId,
            priceCents,
            customAttributes: values,
          })
          .returning({ id: products.id });
        await saveStockAndCategories(tx, row!.id, { qty, manageStock: true, isInStock: true, categoryIds });
        made.push({ id: row!.id, sku, values });
      }
      await writeAudit(tx, actor, { action: "product.children.generate", entityType: "product", entityId: id, after: { priceCents, qty, children: made } });
    }),
  );
  return productForStaff(db, id);
}

/**
 * Takes a child off its configurable product. The child stays in the catalogue as a simple product of its own,
 * disabled and keeping its sku (orders and carts that name it still read it), without the option values that made
 * it a child; the parent's options stay as they are, so a value no child has any more can now be taken off them.
 * The storefront's answer of the parent no longer lists the child, and its price is its cheapest child left.
 */
export async function removeChild(db: Db, actor: Actor, id: number, childId: number): Promise<ProductDetailAnswer> {
  await db.transaction(async (tx) => {
    const parent = await lockConfigurable(tx, id);
    const [child] = await tx
      .select({ id: products.id, sku: products.sku, name: products.name, status: products.status, attributes: products.customAttributes })
      .from(products)
      .where(and(eq(products.id, childId), eq(products.parentSku, parent.sku)))
      .for("update");
    if (!child) throw new NotFound(configurableRules.notAChild);
    const codes = new Set(optionsOf(parent).map((o) => o.attribute_code));
    const attributes = Object.fromEntries(Object.entries(child.attributes).filter(([code]) => !codes.has(code)));
    await tx.update(products).set({ parentSku: null, status: STATUS_DISABLED, customAttributes: attributes }).where(eq(products.id, childId));
    await writeAudit(tx, actor, {
      action: "product.children.remove",
      entityType: "product",
      entityId: id,
      before: { child: { id: child.id, sku: child.sku, name: child.name, enabled: child.status === STATUS_ENABLED, attributes: child.attributes } },
      after: { child: { id: child.id, sku: child.sku, parentSku: null, enabled: false, attributes } },
    });
  });
  return productForStaff(db, id);
}
