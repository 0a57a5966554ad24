/**
 * Gift card designs (reference facts: template {id, name, textColor, backgroundImage}, shown at 900x402), kept
 * in gift_card_designs and managed by owners in the back office (issue 16). The storefront's purchase form and
 * the back office's issue form offer the active ones in their order; a card keeps showing the design it was
 * made with even after that design is disabled. A design a card was made with is never deleted.
 *
 * A design's picture is a storage key: one of a product's pictures, or a file uploaded for designs, checked and
 * cleaned as product pictures are (uploads/service.ts cleanPhoto). Every change writes its audit row in its own
 * transaction.
 */
import { and, asc, eq, ilike, max, ne, or, sql } from "drizzle-orm";
import type { GiftCardDesignCreateBody, GiftCardDesignListAnswer, GiftCardDesignOrderBody, GiftCardDesignProductPicturesAnswer, GiftCardDesignRow, GiftCardDesignUpdateBody } from "@petsies/contract/admin";
import { imageUrl } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { giftCardDesigns as designs, orderItems, products, staffGiftCards } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import type { Storage } from "../../infra/storage.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { storeStaffPicture } from "../uploads/service.ts";
import { giftCardTemplates } from "../../../../../data/index.ts";

export interface GiftCardDesign {
  id: number;
  name: string;
  textColor: string;
  /** The picture's address through the media endpoint. */
  image: string;
}

/** Where files uploaded for designs are kept. */
export const DESIGN_PICTURE_PREFIX = "giftcards/designs/";

export const DESIGN_MESSAGES = {
  codeTaken: "Another design has this code",
  picture: "Choose one of the products' pictures or upload a file",
  used: "Cards were made with this design: disable it instead of deleting it.",
  order: "List every design once: reload the page and try again.",
  inactive: "Choose one of the designs",
} as const;

const pictureUrl = (key: string) => imageUrl(key, "banner");
const asDesign = (row: typeof designs.$inferSelect): GiftCardDesign => ({ id: row.id, name: row.name, textColor: row.textColor, image: pictureUrl(row.image) });

/** The demo shop's designs (data/store/gift-cards.ts), written with the demo catalogue (seed.ts). */
export function demoDesignRows(): (typeof designs.$inferInsert)[] {
  return giftCardTemplates.map((t, i) => ({ id: t.id, code: t.image, name: t.name, textColor: t.textColor, image: `catalog/${t.image}.webp`, position: i + 1 }));
}

/** The designs a card can be bought or issued with now, in the shop's order. */
export async function giftCardDesigns(db: Db): Promise<GiftCardDesign[]> {
  const rows = await db.select().from(designs).where(eq(designs.active, true)).orderBy(asc(designs.position), asc(designs.id));
  return rows.map(asDesign);
}

/** A design by id, active or not (a card shows the one it was made with). */
export async function giftCardDesign(db: Db, id: number): Promise<GiftCardDesign | null> {
  const [row] = await db.select().from(designs).where(eq(designs.id, id));
  return row ? asDesign(row) : null;
}

/** An active design by id: the one a new card may be issued with. */
export async function activeGiftCardDesign(db: Db, id: number): Promise<GiftCardDesign | null> {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.active, true)));
  return row ? asDesign(row) : null;
}

/** Cards were made with the design: issued by staff, or bought with it chosen. */
const usedSql = (id: SqlId) =>
  sql<boolean>`(exists (select 1 from ${staffGiftCards} where ${staffGiftCards.templateId} = ${id}) or exists (select 1 from ${orderItems} where ${orderItems.giftcardOptions} ->> 'giftcard_template_id' = (${id})::text))`;
type SqlId = number | typeof designs.id;

function rowOf(row: typeof designs.$inferSelect & { used: boolean }): GiftCardDesignRow {
  return { id: row.id, code: row.code, name: row.name, textColor: row.textColor, image: row.image, imageUrl: pictureUrl(row.image), active: row.active, position: row.position, used: Boolean(row.used) };
}

export async function listDesignsForStaff(db: Db): Promise<GiftCardDesignListAnswer> {
  const rows = await db
    .select({ design: designs, used: usedSql(designs.id) })
    .from(designs)
    .orderBy(asc(designs.position), asc(designs.id));
  return { designs: rows.map((r) => rowOf({ ...r.design, used: r.used })) };
}

async function designForStaff(db: Db, id: number): Promise<GiftCardDesignRow> {
  const [row] = await db.select({ design: designs, used: usedSql(designs.id) }).from(designs).where(eq(designs.id, id));
  if (!row) throw new NotFound(`There is no gift card design ${id}`);
  return rowOf({ ...row.design, used: row.used });
}

/** Products' pictures (main and gallery) an owner may put on a design; `q` finds a product by name. */
export async function productPicturesForDesigns(db: Db, q: string | undefined): Promise<GiftCardDesignProductPicturesAnswer> {
  const rows = await db
    .select({ name: products.name, image: products.image, mediaGallery: products.mediaGallery })
    .from(products)
    .where(and(ne(products.image, ""), q ? ilike(products.name, containsPattern(q)) : undefined))
    .orderBy(asc(products.name))
    .limit(40);
  const seen = new Set<string>();
  const pictures: GiftCardDesignProductPicturesAnswer["pictures"] = [];
  for (const r of rows) {
    for (const key of [r.image, ...r.mediaGallery.map((g) => g.image)]) {
      if (!key || seen.has(key)) continue;
      seen.add(key);
      pictures.push({ image: key, imageUrl: imageUrl(key, "thumbnail"), productName: r.name });
    }
  }
  return { pictures: pictures.slice(0, 60) };
}

/** Cleans and stores an uploaded file for a design; the answer's key is then sent as a design's `image`. */
export async function storeDesignPicture(storage: Storage, bytes: Buffer): Promise<{ image: string; imageUrl: string }> {
  const key = await storeStaffPicture(storage, bytes, DESIGN_PICTURE_PREFIX);
  return { image: key, imageUrl: pictureUrl(key) };
}

/** A picture may be a product's, a file uploaded for designs, or the one the design already has. */
async function checkPicture(tx: Db, storage: Storage, key: string, current: string | null): Promise<void> {
  if (key === current) return;
  if (key.startsWith(DESIGN_PICTURE_PREFIX) && !key.includes("..") && (await storage.exists(key))) return;
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.image, key), sql`${products.mediaGallery} @> ${JSON.stringify([{ image: key }])}::jsonb`))
    .limit(1);
  if (!product) throw new InvalidFields({ image: DESIGN_MESSAGES.picture });
}

export async function createDesign(db: Db, storage: Storage, actor: Actor, body: GiftCardDesignCreateBody): Promise<GiftCardDesignRow> {
  const id = await db.transaction(async (tx) => {
    await checkPicture(tx, storage, body.image, null);
    // Positions are given out one at a time: two designs added at once queue here.
    await tx.execute(sql`lock table ${designs} in share row exclusive mode`);
    const [{ last } = { last: 0 }] = await tx.select({ last: max(designs.position) }).from(designs);
    const [created] = await tx
      .insert(designs)
      .values({ code: body.code, name: body.name, image: body.image, ...(body.textColor ? { textColor: body.textColor } : {}), position: (last ?? 0) + 1 })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new InvalidFields({ code: DESIGN_MESSAGES.codeTaken });
    await writeAudit(tx, actor, { action: "gift_card_design.create", entityType: "gift_card_design", entityId: created.id, after: body });
    return created.id;
  });
  return designForStaff(db, id);
}

async function lockedDesign(tx: Db, id: number) {
  const [row] = await tx.select().from(designs).where(eq(designs.id, id)).for("update");
  if (!row) throw new NotFound(`There is no gift card design ${id}`);
  return row;
}

export async function updateDesign(db: Db, storage: Storage, actor: Actor, id: number, body: GiftCardDesignUpdateBody): Promise<GiftCardDesignRow> {
  await db.transaction(async (tx) => {
    const before = await lockedDesign(tx, id);
    await checkPicture(tx, storage, body.image, before.image);
    const after = { name: body.name, image: body.image, textColor: body.textColor ?? before.textColor };
    if (after.name === before.name && after.image === before.image && after.textColor === before.textColor) return;
    await tx
      .update(designs)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(designs.id, id));
    await writeAudit(tx, actor, { action: "gift_card_design.update", entityType: "gift_card_design", entityId: id, before: { name: before.name, image: before.image, textColor: before.textColor }, after });
  });
  return designForStaff(db, id);
}

export async function setDesignActive(db: Db, actor: Actor, id: number, active: boolean): Promise<GiftCardDesignRow> {
  await db.transaction(async (tx) => {
    const before = await lockedDesign(tx, id);
    if (before.active === active) return;
    await tx.update(designs).set({ active, updatedAt: new Date() }).where(eq(designs.id, id));
    await writeAudit(tx, actor, { action: active ? "gift_card_design.enable" : "gift_card_design.disable", entityType: "gift_card_design", entityId: id, before: { active: before.active }, after: { active } });
  });
  return designForStaff(db, id);
}

/** The designs in a new order: the body names every design once. */
export async function orderDesigns(db: Db, actor: Actor, body: GiftCardDesignOrderBody): Promise<GiftCardDesignListAnswer> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${designs} in share row exclusive mode`);
    const rows = await tx.select({ id: designs.id, position: designs.position }).from(designs).orderBy(asc(designs.position), asc(designs.id));
    const known = new Set(rows.map((r) => r.id));
    if (body.ids.length !== rows.length || new Set(body.ids).size !== body.ids.length || body.ids.some((i) => !known.has(i))) {
      throw new InvalidFields({ ids: DESIGN_MESSAGES.order });
    }
    const before = rows.map((r) => r.id);
    if (before.join(",") === body.ids.join(",")) return;
    for (const [i, designId] of body.ids.entries()) {
      await tx
        .update(designs)
        .set({ position: i + 1, updatedAt: new Date() })
        .where(eq(designs.id, designId));
    }
    await writeAudit(tx, actor, { action: "gift_card_design.order", entityType: "gift_card_design", entityId: "all", before, after: body.ids });
  });
  return listDesignsForStaff(db);
}

/** Deletes a design no card was made with; a used one is refused (disable it instead). */
export async function deleteDesign(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedDesign(tx, id);
    // A card issued with it at this moment waits on the lock (issueGiftCard reads the design FOR SHARE).
    const [{ used } = { used: false }] = await tx.select({ used: usedSql(id) }).from(sql`(select 1) as one`);
    if (used) throw new Conflict(DESIGN_MESSAGES.used);
    await tx.delete(designs).where(eq(designs.id, id));
    await writeAudit(tx, actor, { action: "gift_card_design.delete", entityType: "gift_card_design", entityId: id, before });
  });
}
