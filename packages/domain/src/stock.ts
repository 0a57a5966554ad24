import { messages } from "./messages.ts";

export interface StockInfo {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

/** A product can be bought when stock is not managed, or when it is flagged in stock with units left. */
export function isSellable(stock: StockInfo): boolean {
  if (!stock.manage_stock) return true;
  return stock.is_in_stock && stock.qty > 0;
}

export function stockText(stock: StockInfo): string {
  return isSellable(stock) ? messages.inStock : messages.outOfStock;
}
