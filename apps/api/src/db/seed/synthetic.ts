/**
 * A large, plausible catalogue for benchmarks: N simple products named from data/catalog/synthetic-words.ts,
 * with prices, stock, some sales and links to leaf categories, reusing the demo pictures. Each product's
 * attributes come from a generator seeded by its number, so synthetic-000042 is the same product every
 * run. Inserted 1000 rows per statement in one transaction: all of it lands, or none.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { syntheticAdjectives, syntheticKinds, syntheticPets, type SyntheticKind } from "../../../../../data/index.ts";
import type { Database, Db } from "../client.ts";
import * as schema from "../schema.ts";
import { tidyAfterBulkLoad } from "../maintenance.ts";
import { artKey } from "./art.ts";
import { kebabCase } from "./catalog.ts";

const BATCH_SIZE = 1000;
const DAY_MS = 86_400_000;
const SKU_PREFIX = "synthetic-";

export interface SyntheticResult {
  added: number;
  firstSku: string | null;
  lastSku: string | null;
}

export function syntheticSku(n: number): string {
  return `${SKU_PREFIX}${String(n).padStart(6, "0")}`;
}

export async function seedSynthetic(database: Database, count: number, now = new Date()): Promise<SyntheticResult> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0, got ${count}`);
  if (count === 0) return { added: 0, firstSku: null, lastSku: null };

  const kinds = await resolveKinds(database.db);
  const first = (await lastSyntheticNumber(database.db)) + 1;

  await database.db.transaction(async (tx) => {
    // Refreshing the derived tables (search, listing) per batch and per table would do the work three
    // times over and grows worse than linearly; one refresh over every new product at the end does it
    // once (migrations 0005 and 0008).
    await tx.execute(sql`SELECT set_config('petsies.bulk_load', 'on', true)`);
    const newIds: number[] = [];
    for (let start = first; start < first + count; start += BATCH_SIZE) {
      const end = Math.min(start + BATCH_SIZE, first + count);
      const batch = Array.from({ length: end - start }, (_, i) => syntheticProduct(start + i, kinds, now));
      const inserted = await tx
        .insert(schema.products)
        .values(batch.map((b) => b.product))
        .returning({ id: schema.products.id, sku: schema.products.sku });
      newIds.push(...inserted.map((r) => r.id));
      const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
      const idOf = (sku: string) => idBySku.get(sku) as number;
      await tx.insert(schema.stock).values(batch.map((b) => ({ ...b.stock, productId: idOf(b.product.sku) })));
      await tx
        .insert(schema.productCategories)
        .values(batch.map((b) => ({ productId: idOf(b.product.sku), categoryId: b.categoryId, position: 0 })));
    }
    await tx.execute(sql`SELECT set_config('petsies.bulk_load', 'off', true)`);
    // One array-literal parameter: drizzle would spread a JS array into a list of parameters.
    const ids = `{${newIds.join(",")}}`;
    await tx.execute(sql`SELECT search_refresh(${ids}::integer[]), listing_refresh(${ids}::integer[])`);
  });

  await tidyAfterBulkLoad(database.db);
  return { added: count, firstSku: syntheticSku(first), lastSku: syntheticSku(first + count - 1) };
}

interface ResolvedKind extends SyntheticKind {
  categoryId: number;
}

/** Pairs each kind with its leaf category; kinds whose category is missing borrow another leaf. */
async function resolveKinds(db: Db): Promise<ResolvedKind[]> {
  const child = alias(schema.categories, "child");
  const leaves = await db
    .select({ id: schema.categories.id, slug: schema.categories.slug })
    .from(schema.categories)
    .leftJoin(child, eq(child.parentId, schema.categories.id))
    .where(and(isNull(child.id), eq(schema.categories.isActive, true)))
    .orderBy(schema.categories.id);
  if (leaves.length === 0) throw new Error("No categories to link synthetic products to: seed the demo catalogue first.");
  const bySlug = new Map(leaves.map((l) => [l.slug, l.id]));
  return syntheticKinds.map((k, i) => ({ ...k, categoryId: bySlug.get(k.category) ?? (leaves[i % leaves.length] as { id: number }).id }));
}

async function lastSyntheticNumber(db: Db): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(max(substring(${schema.products.sku} from ${SKU_PREFIX.length + 1}::integer)::integer), 0)`.mapWith(Number),
    })
    .from(schema.products)
    .where(sql`${schema.products.sku} ~ ${`^${SKU_PREFIX}[0-9]+$`}`);
  return row?.n ?? 0;
}

/** mulberry32: a tiny, fast, well-distributed generator; seeded per product for repeatable output. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.floor(r * list.length)] as T;
}

function syntheticProduct(n: number, kinds: ResolvedKind[], now: Date) {
  const rand = generator(Math.imul(n, 2654435761));
  const adjective = pick(syntheticAdjectives, rand());
  const pet = pick(syntheticPets, rand());
  const kind = pick(kinds, rand());
  const sku = syntheticSku(n);
  const name = `${adjective} ${pet} ${kind.noun}`;

  // Whole dollars, half of them ending in .95, like the rest of the shop.
  const dollars = Math.round((kind.minCents + rand() * (kind.maxCents - kind.minCents)) / 100);
  const priceCents = Math.max(100, dollars * 100 - (rand() < 0.5 ? 5 : 0));
  const onSale = rand() < 0.08;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const updatedAt = new Date(now.getTime() - Math.floor(rand() * 90 * DAY_MS));
  const soldOut = rand() < 0.04;
  const qty = soldOut ? 0 : 1 + Math.floor(rand() * 500);

  const product: typeof schema.products.$inferInsert = {
    sku,
    typeId: "simple",
    name,
    urlKey: `${kebabCase(name)}-${n}`,
    urlPath: `${kebabCase(name)}-${n}`,
    description: `A ${adjective.toLowerCase()} ${kind.noun.toLowerCase()} inspired by a ${pet.toLowerCase()}, made to order in the Petsies workshop from your photos.`,
    shortDescription: `${kind.noun} · ${pet}`,
    image: artKey(kind.image),
    mediaGallery: [{ image: artKey(kind.image), label: name }],
    visibility: 4,
    taxClassId: 2,
    priceCents,
    specialPriceCents: onSale ? Math.round(priceCents * 0.8) : null,
    specialFromDate: onSale ? new Date(today - 7 * DAY_MS) : null,
    specialToDate: onSale ? new Date(today + 21 * DAY_MS) : null,
    createdAt: updatedAt,
    updatedAt,
  };
  return {
    product,
    stock: { qty, isInStock: !soldOut, manageStock: true },
    categoryId: kind.categoryId,
  };
}
