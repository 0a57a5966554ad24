import type { Product } from "@petsies/domain";
import { itemOfProduct } from "../../lib/analytics.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { ItemListTracker } from "../analytics/ItemListTracker.tsx";
import { ProductCard } from "./ProductCard.tsx";

/** A grid of product cards; `listName` names the list in analytics (a category, "Search results", …). */
export function ProductGrid({ products, active, listName }: { products: Product[]; active: ActiveCurrency; listName: string }) {
  const items = products.map((product, index) => itemOfProduct(product, { name: listName, index }));
  return (
    <ItemListTracker listName={listName} items={items}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, i) => (
          <li key={product.sku}>
            {/* The first row is likely above the fold on phones; the first image is the LCP candidate. */}
            <ProductCard product={product} active={active} priority={i === 0} />
          </li>
        ))}
      </ul>
    </ItemListTracker>
  );
}
