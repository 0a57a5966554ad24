"use client";

import { useId, useState, type FormEvent } from "react";
import { MAX_LINE_QTY, type StockInfo } from "@petsies/domain";
import { addAllToCart } from "../../lib/cart/store.ts";
import type { NewCartItem } from "../../lib/cart/types.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { isChoosable, readPartQuantities } from "../../lib/grouped.ts";
import type { ActiveCurrency, PricedProduct } from "../../lib/money.ts";
import { Price } from "../catalog/Price.tsx";
import { AddToCartButton } from "./AddToCart.tsx";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

/** A part of a grouped product as its page shows it. */
export interface GroupedPartView {
  item: NewCartItem;
  image: string;
  /** Its price tag's inputs (money.ts priceInputs). */
  pricing: { product: PricedProduct; active: ActiveCurrency };
  stockText: string;
  /** The link's quantity: what the set holds of it. */
  defaultQty: number;
  stock: StockInfo;
}

/**
 * A grouped product's add-to-cart (spec §4): every part with its picture, price and stock, and a quantity
 * for each that can be sold; each chosen part becomes its own cart line, and the minicart opens once with
 * all of them. A part out of stock shows so and has no quantity to choose.
 */
export function GroupedAddToCart({ parts }: { parts: GroupedPartView[] }) {
  const id = useId();
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(parts.filter(isChoosable).map((p) => [p.item.sku, String(p.defaultQty)])),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const fieldId = (sku: string) => `${id}-qty-${sku}`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return;
    const choice = readPartQuantities(
      parts.map((p) => ({ sku: p.item.sku, stock: p.stock })),
      typed,
    );
    if (!choice.ok) {
      setFieldErrors(choice.fieldErrors);
      setFormError(choice.formError);
      focusFirstError(Object.fromEntries(Object.entries(choice.fieldErrors).map(([sku, error]) => [fieldId(sku), error])));
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setAdding(true);
    try {
      // Each part is checked and synced like any product of its own; the minicart shows them together once.
      const chosen = choice.quantities.flatMap(({ sku, qty }) => parts.filter((p) => p.item.sku === sku).map((p) => ({ product: p.item, qty })));
      await addAllToCart(chosen);
    } finally {
      setAdding(false);
    }
  };

  if (parts.length === 0) {
    return (
      <p role="alert" className="rounded-xl border border-sale bg-white p-4 font-semibold text-sale">
        The products of this set are not available right now.
      </p>
    );
  }

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="grouped-parts">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        What is in the set
      </h2>
      <ul className="flex flex-col divide-y divide-sand rounded-xl border border-sand bg-white">
        {parts.map((p) => {
          const error = fieldErrors[p.item.sku];
          const choosable = isChoosable(p);
          return (
            <li key={p.item.sku} data-testid="grouped-part" className="flex flex-wrap items-center gap-4 p-3">
              <img src={p.image} alt="" width={70} height={100} loading="lazy" className="h-[100px] w-[70px] shrink-0 rounded-lg bg-sand object-cover" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold">{p.item.name}</span>
                <Price product={p.pricing.product} active={p.pricing.active} />
                <span className={`text-sm font-semibold ${choosable ? "text-leaf" : "text-sale"}`}>{p.stockText}</span>
              </div>
              {choosable && (
                <div className="flex flex-col gap-1">
                  <label htmlFor={fieldId(p.item.sku)} className="text-sm font-semibold">
                    Quantity<span className="sr-only"> of {p.item.name}</span>
                  </label>
                  <input
                    id={fieldId(p.item.sku)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_LINE_QTY}
                    step={1}
                    value={typed[p.item.sku] ?? ""}
                    onChange={(e) => setTyped((t) => ({ ...t, [p.item.sku]: e.target.value }))}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId(p.item.sku)}-error` : formError ? `${id}-form-error` : undefined}
                    className="h-12 w-20 rounded-lg border border-sand bg-white px-3 text-center text-lg aria-invalid:border-sale"
                  />
                  {error && (
                    <p id={`${fieldId(p.item.sku)}-error`} className="max-w-40 text-sm font-semibold text-sale">
                      {error}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p id={`${id}-form-error`} role="alert" className="text-sm font-semibold text-sale">
        {formError}
      </p>
      <AddToCartButton adding={adding} className="self-start" />
    </form>
  );
}
