/**
 * A gift card product's amounts and designs (am_gift_card's and any other gift card the back office makes: domain
 * isGiftCardProduct), as the back office sets them (issue 13). They are its custom attributes, where the demo keeps them and where the purchase form and the cart read them (domain
 * gift-card-purchase.ts): am_giftcard_prices (the fixed amounts in dollars, "25,50"), am_allow_open_amount with
 * am_open_amount_min and _max, and am_giftcard_templates (the design ids it offers; left out: every design).
 * Each change is one transaction with its audit row, and the product row's update moves the catalogue's version.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { GiftCardProductAnswer, GiftCardProductBody, ProductDetailAnswer } from "@petsies/contract/admin";
import { GIFT_CARD_DESIGNS_ATTRIBUTE, giftCardAmounts, giftCardDesignIds, isGiftCardProduct } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { giftCardDesigns, products } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { productForStaff } from "./edit.ts";

const AMOUNT_ATTRIBUTES = ["am_giftcard_prices", "am_allow_open_amount", "am_open_amount_min", "am_open_amount_max", GIFT_CARD_DESIGNS_ATTRIBUTE];
const NOT_GIFT_CARD = "Only a gift card product has amounts and designs.";

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => String(cents / 100);

function settingsOf(attributes: Record<string, string | number>): Omit<GiftCardProductAnswer, "designChoices"> {
  const amounts = giftCardAmounts(attributes);
  return {
    amountsCents: amounts.fixed.map(toCents),
    openAmount: amounts.open ? { minCents: toCents(amounts.open.min), maxCents: toCents(amounts.open.max) } : null,
    designIds: giftCardDesignIds(attributes),
  };
}

/** What a gift card's page shows of its amounts and designs (null for every other product). */
export async function giftCardOf(db: Db, id: number): Promise<GiftCardProductAnswer | null> {
  const [row] = await db.select({ typeId: products.typeId, attributes: products.customAttributes }).from(products).where(eq(products.id, id));
  if (!row || !isGiftCardProduct(row.typeId, row.attributes)) return null;
  const choices = await db.select({ id: giftCardDesigns.id, name: giftCardDesigns.name, active: giftCardDesigns.active }).from(giftCardDesigns).orderBy(asc(giftCardDesigns.position), asc(giftCardDesigns.id));
  return { ...settingsOf(row.attributes), designChoices: choices };
}

export async function setGiftCardProduct(db: Db, actor: Actor, id: number, body: GiftCardProductBody): Promise<ProductDetailAnswer> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!product) throw new NotFound("No product has this id.");
    if (!isGiftCardProduct(product.typeId, product.customAttributes)) throw new Conflict(NOT_GIFT_CARD, "not_gift_card");
    if (body.designIds && body.designIds.length > 0) {
      const found = new Set((await tx.select({ id: giftCardDesigns.id }).from(giftCardDesigns).where(inArray(giftCardDesigns.id, body.designIds))).map((d) => d.id));
      const errors = Object.fromEntries(body.designIds.flatMap((designId, i) => (found.has(designId) ? [] : [[`designIds.${i}`, "No design has this id: reload the page and choose again."]])));
      if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
    }
    const before = settingsOf(product.customAttributes);
    const after = { amountsCents: body.amountsCents, openAmount: body.openAmount, designIds: body.designIds };
    const others = Object.fromEntries(Object.entries(product.customAttributes).filter(([code]) => !AMOUNT_ATTRIBUTES.includes(code)));
    const attributes: Record<string, string | number> = {
      ...others,
      am_giftcard_prices: body.amountsCents.map(toDollars).join(","),
      am_allow_open_amount: body.openAmount ? 1 : 0,
      ...(body.openAmount ? { am_open_amount_min: body.openAmount.minCents / 100, am_open_amount_max: body.openAmount.maxCents / 100 } : {}),
      ...(body.designIds === null ? {} : { [GIFT_CARD_DESIGNS_ATTRIBUTE]: body.designIds.join(",") }),
    };
    if (JSON.stringify(settingsOf(attributes)) === JSON.stringify(before)) return;
    // The listings' price is the smallest amount a card can be bought for.
    const cheapest = Math.min(...body.amountsCents, ...(body.openAmount ? [body.openAmount.minCents] : []));
    await tx.update(products).set({ customAttributes: attributes, priceCents: cheapest }).where(eq(products.id, id));
    await writeAudit(tx, actor, { action: "product.giftcard", entityType: "product", entityId: id, before, after });
  });
  return productForStaff(db, id);
}
