"use client";

import { useId, useState, type FormEvent } from "react";
import { MAX_LINE_QTY } from "@petsies/domain";
import { addToCart } from "../../lib/cart/store.ts";
import type { NewCartItem } from "../../lib/cart/types.ts";
import { parseLineQty, QTY_INVALID } from "../../lib/cart/lines.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

/**
 * The product page's add-to-cart mode (spec §2 "Product page"): a quantity and the button. The stock
 * check, the messages and the minicart come from the cart store. The button is never `disabled` while
 * adding: that would drop its focus, and the minicart gives focus back to it when it closes.
 */
export function AddToCart({ item }: { item: NewCartItem }) {
  const id = useId();
  const [qtyText, setQtyText] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return;
    const qty = parseLineQty(qtyText);
    if (qty === null) {
      setError(QTY_INVALID);
      return;
    }
    setError(null);
    setAdding(true);
    try {
      await addToCart(item, qty);
    } finally {
      setAdding(false);
    }
  };

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-qty`} className="text-sm font-semibold">
            Quantity
          </label>
          <input
            id={`${id}-qty`}
            name="qty"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QTY}
            step={1}
            value={qtyText}
            onChange={(e) => setQtyText(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-qty-error` : undefined}
            className="h-12 w-20 rounded-lg border border-sand bg-white px-3 text-center text-lg aria-invalid:border-sale"
          />
        </div>
        <AddToCartButton adding={adding} className="flex-1 sm:flex-none" />
      </div>
      <p id={`${id}-qty-error`} role="alert" className="text-sm font-semibold text-sale">
        {error}
      </p>
    </form>
  );
}

/** The product page's submit button, busy while the cart adds (also the grouped set's). */
export function AddToCartButton({ adding, className }: { adding: boolean; className: string }) {
  return (
    <button
      type="submit"
      aria-disabled={adding}
      aria-busy={adding}
      className={`h-12 rounded-full bg-brand px-8 text-lg font-semibold text-white hover:bg-brand-dark aria-disabled:opacity-70 ${className}`}
    >
      {adding ? "Adding…" : "Add to cart"}
    </button>
  );
}
