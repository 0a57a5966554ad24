"use client";

import Link from "next/link";
import { COMPARE_MAX, imageUrl, productLink, stockText, type Product } from "@petsies/domain";
import type { ActiveCurrency } from "../../lib/money.ts";
import { toggleInList } from "../../lib/product-lists/store.ts";
import { useListProducts } from "../../lib/product-lists/use-list-products.ts";
import { useProductLists } from "../../lib/product-lists/use-product-lists.ts";
import { Price } from "../catalog/Price.tsx";

const TYPE_LABELS: Record<string, string> = {
  simple: "Ready-made",
  configurable: "Choose a size or style",
  grouped: "Set of products",
  bundle: "Custom made from your photos",
  virtual: "Delivered by e-mail",
  downloadable: "Instant download",
};

/** The compare table's rows: what tells products apart (spec §1 "compare"). */
const ROWS: { label: string; value: (p: Product, active: ActiveCurrency) => React.ReactNode }[] = [
  { label: "Price", value: (p, active) => <Price product={p} active={active} /> },
  { label: "Type", value: (p) => TYPE_LABELS[p.type_id] ?? p.type_id },
  { label: "Availability", value: (p) => stockText(p.stock) },
  { label: "About", value: (p) => p.short_description || "—" },
];

/** /compare/: up to four products side by side, from the shopper's compare list (local or the account's). */
export function ComparePage({ active }: { active: ActiveCurrency }) {
  const lists = useProductLists();
  const found = useListProducts(lists.compare, lists.loaded);

  if (found.state === "loading") return <p aria-live="polite">Loading your comparison…</p>;
  if (found.state === "failed") return <p role="alert" className="font-semibold text-sale">{found.message}</p>;
  if (found.products.length === 0) {
    return (
      <p>
        Nothing to compare yet. Use the compare button on up to {COMPARE_MAX} products, then come back here.{" "}
        <Link href="/">Browse the shop</Link>
      </p>
    );
  }
  const products = found.products;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left" data-testid="compare-table">
        <caption className="sr-only">Products compared side by side</caption>
        <thead>
          <tr>
            <td />
            {products.map((p) => (
              <th key={p.sku} scope="col" className="w-1/4 p-3 align-top">
                <img src={imageUrl(p.thumbnail || p.image, "cartThumbnail")} alt="" width={105} height={150} className="mb-2 rounded-lg bg-sand" />
                <Link href={productLink(p)} className="block font-bold text-ink">
                  {p.name}
                </Link>
                <button
                  type="button"
                  onClick={() => void toggleInList("compare", p.sku)}
                  className="mt-2 text-sm font-semibold text-brand-dark underline"
                  aria-label={`Remove ${p.name} from the comparison`}
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t border-sand">
              <th scope="row" className="p-3 font-semibold whitespace-nowrap">
                {row.label}
              </th>
              {products.map((p) => (
                <td key={p.sku} className="p-3 align-top">
                  {row.value(p, active)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
