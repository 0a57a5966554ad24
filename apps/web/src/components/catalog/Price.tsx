import { priceInputs, type ActiveCurrency, type PricedProduct } from "../../lib/money.ts";
import { LivePrice } from "./LivePrice.tsx";

/**
 * A product's price tag. Rendered with the page at the default campaign's price, it re-prices in the browser
 * when the shopper is in another campaign (LivePrice), so the tag says what the cart will charge. Only what
 * the tag needs goes to the browser.
 */
export function Price({ product, active, size = "base" }: { product: PricedProduct; active: ActiveCurrency; size?: "base" | "large" }) {
  return <LivePrice {...priceInputs(product, active)} size={size} />;
}
