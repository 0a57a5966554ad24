import type { Product } from "@petsies/domain";
import type { ActiveCurrency } from "../../lib/money.ts";
import { ProductCard } from "./ProductCard.tsx";

export function ProductGrid({ products, active }: { products: Product[]; active: ActiveCurrency }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.sku}>
          {/* The first row is likely above the fold on phones; the first image is the LCP candidate. */}
          <ProductCard product={product} active={active} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
