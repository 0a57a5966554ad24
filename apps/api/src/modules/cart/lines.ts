/**
 * Cart lines priced from the catalogue. The browser never sends a price: every unit price here comes from
 * the product rows (special-price windows included), a bundle's chosen parts, or a gift card's allowed
 * amounts (spec §4 "Pricing", "Product load and configuration").
 */
import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import {
  bundleParts,
  campaignPriceCents,
  finalPriceCents,
  giftCardAmounts,
  isGiftCardAmountAllowed,
  isGiftCardProduct,
  isShippedItem,
  lineConfiguration,
  messages,
  STATUS_ENABLED,
  type BundleOption,
  type BundleSelection,
  type GiftcardOptions,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { cartItems, products, stock } from "../../db/schema.ts";
import { Invalid } from "../../infra/errors.ts";
import { cartDiscounts } from "../promotions/service.ts";
import { priceCustomized } from "./customized.ts";

type ProductRow = typeof products.$inferSelect;
type StockRow = typeof stock.$inferSelect;

export interface ItemInput {
  sku: string;
  productOption?: Record<string, unknown>;
  giftcardOptions?: GiftcardOptions;
}

export interface PricedLine {
  itemId: number;
  productId: number;
  sku: string;
  parentSku: string | null;
  name: string;
  typeId: string;
  image: string;
  taxClassId: number;
  qty: number;
  checksum: string;
  productOption: Record<string, unknown> | null;
  giftcardOptions: GiftcardOptions | null;
  /** Whether the line's product is a gift card (any of them: isGiftCardProduct): money, issued as cards when placed. */
  giftCard: boolean;
  unitPriceCents: number;
  shipped: boolean;
  /** Units that can still be sold; null when stock is not managed. */
  availableQty: number | null;
  /** A customized line whose details are not all there yet (its order item waits for them). */
  awaitingCustomization: boolean;
}

interface CatalogueRow {
  product: ProductRow;
  stock: StockRow | null;
}

async function rowsBySku(db: Db, skus: string[]): Promise<Map<string, CatalogueRow>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ product: products, stock })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(and(inArray(products.sku, [...new Set(skus)]), eq(products.status, STATUS_ENABLED)));
  return new Map(rows.map((r) => [r.product.sku, r]));
}

function bundleSelections(productOption: Record<string, unknown> | undefined): BundleSelection[] {
  const ext = productOption?.extension_attributes as { bundle_options?: BundleSelection[] } | undefined;
  return ext?.bundle_options ?? [];
}

function partsOf(row: ProductRow, productOption: Record<string, unknown> | undefined) {
  const result = bundleParts(row.bundleOptions as BundleOption[], bundleSelections(productOption));
  if ("error" in result) throw new Invalid(result.error);
  return result.parts;
}

export const isGiftCard = (row: Pick<ProductRow, "typeId" | "customAttributes">) => isGiftCardProduct(row.typeId, row.customAttributes);

function unitPrice(row: ProductRow, input: ItemInput, catalogue: Map<string, CatalogueRow>, now: Date): number {
  if (isGiftCard(row)) {
    const amount = input.giftcardOptions?.amount;
    // The same rule as the purchase form's (packages/domain), read from the product's own amounts.
    if (amount === undefined || !isGiftCardAmountAllowed(giftCardAmounts(row.customAttributes), amount)) {
      throw new Invalid("Choose a gift card amount from the list, or an amount between the minimum and the maximum.");
    }
    return Math.round(amount * 100);
  }
  if (row.typeId === "bundle") {
    return partsOf(row, input.productOption).reduce((sum, part) => {
      const partRow = catalogue.get(part.sku);
      if (!partRow) throw new Invalid(`The product '${part.sku}' is not available.`);
      return sum + finalPriceCents(partRow.product, now) * part.qty;
    }, 0);
  }
  return finalPriceCents(row, now);
}

/** The same configuration always gives the same checksum, computed here rather than trusted. */
export function lineChecksum(input: ItemInput): string {
  if (!input.productOption && !input.giftcardOptions) return "";
  return createHash("sha1").update(lineConfiguration(input)).digest("hex");
}

function checkAddable(row: ProductRow | undefined, sku: string): asserts row is ProductRow {
  if (!row) throw new Invalid(`The product '${sku}' is not available.`);
  if (row.typeId === "configurable") {
    throw new Invalid(`Choose the options of '${row.name}' before adding it to the cart.`);
  }
  if (row.typeId === "grouped") {
    throw new Invalid(`'${row.name}' is a set: add its products to the cart one by one.`);
  }
}

/**
 * Validates a line a shopper adds and prices it. Throws `Invalid` with a message for the shopper. A product
 * with customizations is checked and priced from its customization state (customized.ts).
 */
export async function priceNewItem(db: Db, input: ItemInput, now: Date, knownEmail?: string) {
  const first = await rowsBySku(db, [input.sku]);
  const row = first.get(input.sku)?.product;
  checkAddable(row, input.sku);
  // Only a gift card line carries a card's options: an order item with them is issued as cards (giftcards/issue.ts).
  if (input.giftcardOptions && !isGiftCard(row)) throw new Invalid(`'${row.name}' is not a gift card: it takes no gift card amount or recipient.`);
  const customized = await priceCustomized(db, row, input.productOption, { knownEmail, validate: true }, now);
  if (customized) {
    if (customized.unitPriceCents <= 0) throw new Invalid(messages.unknownPrice);
    return { product: row, ...customized };
  }
  const partSkus = row.typeId === "bundle" ? partsOf(row, input.productOption).map((p) => p.sku) : [];
  const catalogue = new Map([...first, ...(await rowsBySku(db, partSkus))]);
  const unitPriceCents = unitPrice(row, input, catalogue, now);
  if (unitPriceCents <= 0) throw new Invalid(messages.unknownPrice);
  return { product: row, unitPriceCents, checksum: lineChecksum(input), productOption: input.productOption ?? null };
}

/**
 * Every line of a cart, priced now. A line whose product went away is priced at its last known state. A
 * line of a product the cart's campaign discounts costs the campaign's percent or amount less per unit (whole
 * bundles and configured plush included, never below zero), the same price the storefront shows for it.
 */
export async function pricedLines(db: Db, cartId: number, now: Date): Promise<PricedLine[]> {
  const items = await db
    .select({ item: cartItems, product: products, stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
  const partSkus = items.flatMap(({ item, product }) =>
    product.typeId === "bundle" ? partsOf(product, item.productOption ?? undefined).map((p) => p.sku) : [],
  );
  const [catalogue, discounts] = await Promise.all([rowsBySku(db, partSkus), cartDiscounts(db, cartId, now)]);
  const customizedLines = new Map<number, { unitPriceCents: number; complete: boolean }>();
  for (const { item, product } of items) {
    const customized = await priceCustomized(db, product, item.productOption, { validate: false }, now);
    if (customized) customizedLines.set(item.id, customized);
  }
  return items.map(({ item, product, stock: stockRow }) => {
    const input: ItemInput = {
      sku: item.sku,
      productOption: item.productOption ?? undefined,
      giftcardOptions: (item.giftcardOptions as GiftcardOptions | null) ?? undefined,
    };
    const giftcardOptions = (item.giftcardOptions as GiftcardOptions | null) ?? null;
    return {
      itemId: item.id,
      productId: product.id,
      sku: item.sku,
      parentSku: item.parentSku,
      name: product.name,
      typeId: product.typeId,
      image: product.image,
      taxClassId: product.taxClassId,
      qty: item.qty,
      checksum: item.checksum,
      productOption: item.productOption,
      giftcardOptions,
      giftCard: isGiftCard(product),
      unitPriceCents: campaignPriceCents(
        customizedLines.get(item.id)?.unitPriceCents ?? unitPrice(product, input, catalogue, now),
        discounts[product.id],
      ),
      awaitingCustomization: customizedLines.get(item.id)?.complete === false,
      shipped: isShippedItem({ type_id: product.typeId, giftCard: isGiftCard(product), giftcardShipped: giftcardOptions?.recipient_ship }),
      availableQty: stockRow && stockRow.manageStock ? (stockRow.isInStock ? stockRow.qty : 0) : null,
    };
  });
}
