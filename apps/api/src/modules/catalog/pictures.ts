/**
 * A product's pictures as the back office keeps them (issue 13): added one file at a time (the browser sends
 * several side by side and shows each one's progress), put in order, described, taken off. The order is the
 * storefront's gallery order and the first picture is the main one (products.image: listings, the cart,
 * sharing). The storefront's sizes of a picture are made from it on first request (/api/media, IMAGE_VARIANTS).
 *
 * A picture is checked and cleaned as a shopper's photo is (uploads/service.ts cleanPhoto: the bytes must be
 * an image that decodes, stored upright without its camera metadata). The file is stored before the product
 * row changes, so a failed save leaves at most an unused file, never a product naming a missing one.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { MAX_PRODUCT_PICTURES, type ProductDetailAnswer, type ProductPicturesBody } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import type { Storage } from "../../infra/storage.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { cleanPhoto } from "../uploads/service.ts";
import { productForStaff } from "./edit.ts";
import { galleryOf, type Picture } from "./gallery.ts";

export const PICTURE_MESSAGES = {
  tooMany: `A product keeps at most ${MAX_PRODUCT_PICTURES} pictures: take one off before adding another.`,
  unknown: "This picture is not one of the product's: reload the page and try again.",
  twice: "A picture is listed twice.",
} as const;

/** The product's pictures in order, read in the transaction that changes them (FOR UPDATE: two saves queue). */
async function picturesOf(tx: Db, id: number): Promise<{ name: string; pictures: Picture[] }> {
  const [row] = await tx.select({ name: products.name, image: products.image, mediaGallery: products.mediaGallery }).from(products).where(eq(products.id, id)).for("update");
  if (!row) throw new NotFound("No product has this id.");
  return { name: row.name, pictures: galleryOf(row) };
}

async function savePictures(tx: Db, id: number, pictures: Picture[]): Promise<void> {
  await tx
    .update(products)
    .set({ image: pictures[0]?.image ?? "", mediaGallery: pictures.map((p) => ({ image: p.image, label: p.label })) })
    .where(eq(products.id, id));
}

/** Adds a picture at the end of the product's (the first one becomes the main picture); `label` defaults to the product's name. */
export async function addPicture(db: Db, storage: Storage, actor: Actor, id: number, bytes: Buffer, label: string | null): Promise<ProductDetailAnswer> {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!exists) throw new NotFound("No product has this id.");
  const photo = await cleanPhoto(bytes);
  const key = `catalog/products/${id}/${randomUUID()}.${photo.extension}`;
  await storage.put(key, photo.body);
  await db.transaction(async (tx) => {
    const { name, pictures } = await picturesOf(tx, id);
    if (pictures.length >= MAX_PRODUCT_PICTURES) throw new InvalidFields({ file: PICTURE_MESSAGES.tooMany });
    const picture = { image: key, label: label ?? name };
    await savePictures(tx, id, [...pictures, picture]);
    await writeAudit(tx, actor, { action: "product.picture.add", entityType: "product", entityId: id, after: { ...picture, width: photo.width, height: photo.height } });
  });
  return productForStaff(db, id);
}

/** The pictures in their new order with their texts; one left out is taken off. Only the product's own pictures can be named. */
export async function setPictures(db: Db, actor: Actor, id: number, body: ProductPicturesBody): Promise<ProductDetailAnswer> {
  await db.transaction(async (tx) => {
    const { pictures: before } = await picturesOf(tx, id);
    const own = new Set(before.map((p) => p.image));
    const seen = new Set<string>();
    const errors: Record<string, string> = {};
    body.pictures.forEach((p, i) => {
      if (!own.has(p.image)) errors[`pictures.${i}.image`] = PICTURE_MESSAGES.unknown;
      else if (seen.has(p.image)) errors[`pictures.${i}.image`] = PICTURE_MESSAGES.twice;
      seen.add(p.image);
    });
    if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
    const after = body.pictures.map((p) => ({ image: p.image, label: p.label }));
    if (JSON.stringify(after) === JSON.stringify(before)) return;
    await savePictures(tx, id, after);
    await writeAudit(tx, actor, { action: "product.pictures", entityType: "product", entityId: id, before, after });
  });
  return productForStaff(db, id);
}
