"use client";

import { useEffect, useState } from "react";
import { messages, type Product } from "@petsies/domain";
import type { ActiveCurrency } from "../../lib/money.ts";
import { notify } from "../../lib/notifications/store.ts";
import { asCustomer } from "../../lib/user/session.ts";
import { userApi } from "../../lib/user/user-api.ts";
import { ProductCard } from "../catalog/ProductCard.tsx";

const SHOWN = 4;

/** Products that go with the customer's active orders (spec §7 suggested-products/active-orders). */
export function SuggestedProducts({ active }: { active: ActiveCurrency }) {
  const [products, setProducts] = useState<Product[]>([]);

  useEffect(() => {
    let stale = false;
    void asCustomer((token) => userApi.suggestedProducts(token, SHOWN)).then((answer) => {
      if (stale) return;
      if (answer.ok) setProducts(answer.value.items);
      else notify({ type: "danger", message: messages.suggestedProductsFailed });
    });
    return () => {
      stale = true;
    };
  }, []);

  if (products.length === 0) return null;
  return (
    <section aria-labelledby="suggested-title" className="space-y-4" data-testid="suggested-products">
      <h2 id="suggested-title" className="text-2xl font-bold">
        Goes well with your order
      </h2>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {products.map((product) => (
          <ProductCard key={product.sku} product={product} active={active} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
