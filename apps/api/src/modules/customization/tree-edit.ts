/**
 * A product's customization tree as the back office reads and saves it (issue 13 "Customizations"). A save is
 * checked whole by the domain's treeProblems, the same rules the back office runs before sending: any problem
 * refuses it at its field's path and nothing is written. A save that passes replaces the tree in one transaction
 * with its audit row; the product_customizations trigger (migration 0011) bumps the catalogue version, so cached
 * product answers and the storefront's pages show the new tree at once. The rush, extra-photo and body-part data
 * beside the tree are left as they are.
 */
import { eq } from "drizzle-orm";
import type { ProductCustomizationsAnswer, ProductCustomizationsBody } from "@petsies/contract/admin";
import { creationLink, productPath, treeProblems, type Customization, type ProductType } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { productCustomizations, products } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";

type ProductRow = typeof products.$inferSelect;

const blankToNull = (text: string | null | undefined) => (text === null || text === undefined || text.trim() === "" ? null : text.trim());

/**
 * The tree as it is stored: blank skus, titles and names as null (as the wire spells absent values), and each
 * option's and value's sn its place in the list, so the order the editor shows is the order shoppers see.
 */
export function normalizedTree(body: ProductCustomizationsBody): Customization[] {
  return body.customizations.map((c, i) => ({
    ...c,
    sn: (i + 1) * 10,
    title: blankToNull(c.title),
    name: blankToNull(c.name),
    optionData: c.optionData
      ? {
          ...c.optionData,
          sku: blankToNull(c.optionData.sku),
          values: c.optionData.values.map((v, j) => ({ ...v, sn: j + 1, sku: blankToNull(v.sku), ...(v.image !== undefined ? { image: blankToNull(v.image) } : {}) })),
        }
      : null,
  }));
}

/** JSON with every object's keys sorted: the stored tree and the parsed body spell their keys in different orders. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

async function productRow(db: Db, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new NotFound("No product has this id.");
  return row;
}

function answerOf(p: ProductRow, customizations: Customization[]): ProductCustomizationsAnswer {
  return {
    productId: p.id,
    sku: p.sku,
    name: p.name,
    type: p.typeId,
    // A creation family's configurator is on its creation page; any other product's on its own page.
    storefrontPath: creationLink(p.sku) ?? productPath({ sku: p.sku, parentSku: p.parentSku, type_id: p.typeId as ProductType }),
    customizations: customizations as ProductCustomizationsAnswer["customizations"],
  };
}

const bySn = <T extends { sn: number }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sn - b.item.sn || a.index - b.index)
    .map((x) => x.item);

/** Options and values in the order shoppers see them (by sn), as the editor lists them. */
const inShoppersOrder = (tree: Customization[]): Customization[] =>
  bySn(tree).map((c) => (c.optionData ? { ...c, optionData: { ...c.optionData, values: bySn(c.optionData.values) } } : c));

async function storedTree(db: Db, productId: number): Promise<{ customizations: Customization[]; hasAddOns: boolean } | null> {
  const [row] = await db.select().from(productCustomizations).where(eq(productCustomizations.productId, productId));
  if (!row) return null;
  const hasAddOns = row.rushUpgrades.length > 0 || row.extraPhotosUpgrades.length > 0 || row.bodyParts.length > 0;
  return { customizations: inShoppersOrder(row.customizations as Customization[]), hasAddOns };
}

/** A product's tree (empty when it has none). */
export async function customizationsForStaff(db: Db, productId: number): Promise<ProductCustomizationsAnswer> {
  const product = await productRow(db, productId);
  return answerOf(product, (await storedTree(db, productId))?.customizations ?? []);
}

/**
 * Replaces a product's tree. An empty tree takes the product's customizations away (the row goes unless it keeps
 * rush, extra-photo or body-part data); saving the tree it already has writes nothing.
 */
export async function saveCustomizations(db: Db, actor: Actor, productId: number, body: ProductCustomizationsBody): Promise<ProductCustomizationsAnswer> {
  const tree = normalizedTree(body);
  const problems = treeProblems(tree);
  if (problems.length > 0) {
    const fields: Record<string, string> = {};
    for (const p of problems) fields[p.path] ??= p.message;
    throw new InvalidFields(fields);
  }
  return db.transaction(async (tx) => {
    // The product row locked: two saves of one tree queue, and the product cannot go while its tree is written.
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
    if (!product) throw new NotFound("No product has this id.");
    const before = await storedTree(tx, productId);
    const current = before?.customizations ?? [];
    // The same tree sent back (its sn numbered afresh) changes nothing.
    if (sameJson(normalizedTree({ customizations: current as ProductCustomizationsBody["customizations"] }), tree)) return answerOf(product, current);
    if (tree.length === 0 && before && !before.hasAddOns) {
      await tx.delete(productCustomizations).where(eq(productCustomizations.productId, productId));
    } else if (before) {
      await tx.update(productCustomizations).set({ customizations: tree, updatedAt: new Date() }).where(eq(productCustomizations.productId, productId));
    } else if (tree.length > 0) {
      await tx.insert(productCustomizations).values({ productId, customizations: tree });
    }
    await writeAudit(tx, actor, {
      action: "product.customizations",
      entityType: "product",
      entityId: productId,
      before: { customizations: current },
      after: { customizations: tree },
    });
    return answerOf(product, tree);
  });
}
