"use client";

import Link from "next/link";
import { imageUrl, productLink } from "@petsies/domain";
import type { ActiveCurrency } from "../../lib/money.ts";
import { toggleInList } from "../../lib/product-lists/store.ts";
import { useListProducts } from "../../lib/product-lists/use-list-products.ts";
import { useProductLists } from "../../lib/product-lists/use-product-lists.ts";
import { Price } from "../catalog/Price.tsx";

/** /my-account/wishlist/: the customer's saved products, each with its page link and Remove. */
export function WishlistPage({ active }: { active: ActiveCurrency }) {
  const lists = useProductLists();
  const found = useListProducts(lists.wishlist, lists.loaded);

  if (found.state === "loading") return <p aria-live="polite">Loading your wish list…</p>;
  if (found.state === "failed") return <p role="alert" className="font-semibold text-sale">{found.message}</p>;
  if (found.products.length === 0) {
    return (
      <p>
        Your wish list is empty. Tap the heart on any product to save it here. <Link href="/">Browse the shop</Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="wishlist">
      {found.products.map((p) => (
        <li key={p.sku} className="flex gap-4 rounded-2xl bg-white p-4" data-testid="wishlist-item">
          <img src={imageUrl(p.thumbnail || p.image, "cartThumbnail")} alt="" width={84} height={120} className="rounded-lg bg-sand" />
          <div className="flex flex-col gap-1">
            <Link href={productLink(p)} className="font-bold text-ink">
              {p.name}
            </Link>
            <Price product={p} active={active} />
            <button
              type="button"
              onClick={() => void toggleInList("wishlist", p.sku)}
              aria-label={`Remove ${p.name} from your wish list`}
              className="mt-auto self-start text-sm font-semibold text-brand-dark underline"
            >
              Remove
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
