/**
 * Custom plushie data (spec §7 "Custom plushie data"): breeds, extra-photo and rush add-ons, body parts,
 * plushies with their short codes, "send your photos later" reminders and the ordered
 * plushies count.
 */
import { randomInt } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import {
  isValidEmail,
  normaliseEmail,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  STATUS_ENABLED,
  type BodyPart,
  type Breed,
  type BreedType,
  type ExtraPhotosAddOn,
  type Plushie,
  type RushAddOn,
  type StatisticMetric,
} from "@petsies/domain";
import { catBreeds, dogBreeds, plushFamilySkus } from "../../../../../data/index.ts";
import type { Db } from "../../db/client.ts";
import { orderItems, orders, plushieReminders, plushies, productCustomizations, products, statisticBases } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import type { Mailer } from "../../infra/mail.ts";
import { rushAddOnsByProductId } from "../customization/trees.ts";
import { plushieReminderMail } from "./reminder-mail.ts";

export function breeds(type?: BreedType): Breed[] {
  const all: Breed[] = [...dogBreeds.map((name) => ({ name, type: "dog" as const })), ...catBreeds.map((name) => ({ name, type: "cat" as const }))];
  return type ? all.filter((b) => b.type === type) : all;
}

async function productRow(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, sku: products.sku, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row || row.status !== STATUS_ENABLED) throw new NotFound(`Product ${productId} not found`);
  return row;
}

/** The extra-photo add-ons of a product (empty when it has none). */
export async function extraPhotosUpgrades(db: Db, productId: number): Promise<ExtraPhotosAddOn[]> {
  await productRow(db, productId);
  const [row] = await db
    .select({ list: productCustomizations.extraPhotosUpgrades })
    .from(productCustomizations)
    .where(eq(productCustomizations.productId, productId));
  return (row?.list as ExtraPhotosAddOn[] | undefined) ?? [];
}

/** Every customizable product's rush add-ons, keyed by product id. */
export async function productsRushUpgrades(db: Db, productIds?: number[]): Promise<Record<string, RushAddOn[]>> {
  const map = await rushAddOnsByProductId(db, productIds);
  return Object.fromEntries([...map].map(([id, list]) => [String(id), list]));
}

/** The body parts of the products, in the order the ids were asked. */
export async function bodyParts(db: Db, productIds: number[]): Promise<BodyPart[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: productCustomizations.productId, parts: productCustomizations.bodyParts })
    .from(productCustomizations)
    .where(inArray(productCustomizations.productId, productIds));
  const byId = new Map(rows.map((r) => [r.productId, r.parts as BodyPart[]]));
  return [...new Set(productIds)].flatMap((id) => byId.get(id) ?? []);
}

function newShortCode(): string {
  let code = "";
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

function toPlushie(row: { id: string; productId: number; shortCode: string; createdAt: Date }, sku: string): Plushie {
  return { id: row.id, productId: row.productId, productSku: sku, shortCode: row.shortCode, createdAt: row.createdAt.toISOString() };
}

/** A new plushie of a customizable product, with a short code no other plushie has. */
export async function createPlushie(db: Db, productId: number, customerId: number | null): Promise<Plushie> {
  const product = await productRow(db, productId);
  const [tree] = await db.select({ id: productCustomizations.productId }).from(productCustomizations).where(eq(productCustomizations.productId, productId));
  if (!tree) throw new Invalid(`Product ${productId} (${product.sku}) is not a customizable product`);
  // 25^7 codes: a clash is rare, and the unique index settles it; a few tries are plenty.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(plushies)
      .values({ productId, shortCode: newShortCode(), customerId })
      .onConflictDoNothing({ target: plushies.shortCode })
      .returning();
    if (row) return toPlushie(row, product.sku);
  }
  throw new Error("Could not find a free plushie short code");
}

export async function plushieById(db: Db, id: string): Promise<Plushie> {
  const [row] = await db
    .select({ plushie: plushies, sku: products.sku })
    .from(plushies)
    .innerJoin(products, eq(products.id, plushies.productId))
    .where(eq(plushies.id, id));
  if (!row) throw new NotFound(`Plushie ${id} not found`);
  return toPlushie(row.plushie, row.sku);
}

export interface ReminderDeps {
  mailer: Mailer;
  siteUrl: string;
  log: { error(obj: object, msg: string): void };
}

export interface Reminder {
  plushieId: string;
  shortCode: string;
  email: string;
  /** False when this e-mail already had the reminder for this plushie (it is not sent twice). */
  sent: boolean;
}

/**
 * The plushie a reminder is for, as the caller may see it. A plushie started by a signed-in customer is
 * theirs alone: anyone else gets the unknown plushie's 404, so holding its id is not enough. A guest's
 * plushie belongs to no one the API can tell (the storefront starts it without a session, and no cart
 * holds it until the line is added, after the reminder): its reminders rest on the mail limits.
 */
async function plushieForReminder(db: Db, id: string, callerId: number | null): Promise<Plushie> {
  const [row] = await db.select({ customerId: plushies.customerId }).from(plushies).where(eq(plushies.id, id));
  if (row && row.customerId !== null && row.customerId !== callerId) throw new NotFound(`Plushie ${id} not found`);
  return plushieById(db, id);
}

/**
 * Remembers that the shopper sends photos later and mails them how, once per plushie and address. The
 * caller is the signed-in customer, or null for a guest.
 */
export async function createReminder(
  db: Db,
  deps: ReminderDeps,
  input: { plushieId: string; email: string },
  callerId: number | null,
): Promise<Reminder> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw new Invalid("Please, provide the correct email address");
  const plushie = await plushieForReminder(db, input.plushieId, callerId);
  const [inserted] = await db
    .insert(plushieReminders)
    .values({ plushieId: plushie.id, email })
    .onConflictDoNothing({ target: [plushieReminders.plushieId, plushieReminders.email] })
    .returning({ id: plushieReminders.id });
  if (inserted) {
    const [product] = await db
      .select({ name: products.name, attributes: products.customAttributes })
      .from(products)
      .where(eq(products.id, plushie.productId));
    const creationPath = product?.attributes.creation_path;
    const uploadUrl = typeof creationPath === "string" ? `${deps.siteUrl}${creationPath}?existingPlushieId=${plushie.id}` : deps.siteUrl;
    try {
      await deps.mailer.send(plushieReminderMail({ email, plushie, productName: product?.name ?? "your custom plush", uploadUrl }));
    } catch (err) {
      deps.log.error({ err }, "sending the plushie photo reminder failed");
    }
  }
  return { plushieId: plushie.id, shortCode: plushie.shortCode, email, sent: inserted !== undefined };
}

/** Order item status 3: cancelled (spec §3). */
const CANCELLED = 3;

/**
 * A statistic: its base (what was counted before this shop's own orders, statistic_bases, set by the seed)
 * plus the real count. Plushies are the items of the plush families (their quantities) in orders whose
 * payment went through, cancelled items left out.
 */
export async function statisticValue(db: Db, metric: StatisticMetric): Promise<number> {
  const [base] = await db.select({ base: statisticBases.base }).from(statisticBases).where(eq(statisticBases.metric, metric));
  return (base?.base ?? 0) + (await countedValue(db, metric));
}

async function countedValue(db: Db, metric: StatisticMetric): Promise<number> {
  switch (metric) {
    case "orderedPlushiesCount": {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${orderItems.qty}), 0)::integer` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.paymentState, "authorized"), inArray(orderItems.sku, [...plushFamilySkus]), ne(orderItems.statusId, CANCELLED)));
      return Number(row?.n ?? 0);
    }
  }
}
