"use client";

import Link from "next/link";
import { useEffect, useId, useState, type FormEvent } from "react";
import { MAX_LINE_QTY } from "@petsies/domain";
import { itemPath, lineAmount, parseLineQty, QTY_INVALID } from "../../lib/cart/lines.ts";
import { lineKey } from "../../lib/cart/storage.ts";
import { removeItem, updateQty } from "../../lib/cart/store.ts";
import type { CartItem } from "../../lib/cart/types.ts";
import { money, type ActiveCurrency } from "../../lib/money.ts";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { CustomizedLine } from "./CustomizedLine.tsx";
import { CartField, LineThumbnail } from "./LineParts.tsx";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

const STEP = "flex size-9 sm:size-10 items-center justify-center rounded-full border border-sand text-lg font-bold hover:bg-sand aria-disabled:opacity-40";

/**
 * One line of the cart page: the quantity is edited as whole numbers (typed and committed on Enter or
 * when leaving the field, or stepped by one), and removal asks first (spec §9 confirm-before-remove).
 * The steppers use aria-disabled, not disabled, so a keyboard user stepping down to 1 keeps their focus.
 */
export function CartLineRow({ item, active, removing, onRemoved }: { item: CartItem; active: ActiveCurrency; removing: boolean; onRemoved: () => void }) {
  const id = useId();
  const key = lineKey(item);
  const [text, setText] = useState(String(item.qty));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  // The quantity can change elsewhere (a failed update restored, another tab): the field follows.
  useEffect(() => setText(String(item.qty)), [item.qty]);

  const commit = (value: string) => {
    const qty = parseLineQty(value);
    if (qty === null) {
      setError(QTY_INVALID);
      return;
    }
    setError(null);
    setText(String(qty));
    if (qty !== item.qty) void updateQty(key, qty);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    commit(text);
  };

  const confirmRemove = () => {
    setConfirming(false);
    void removeItem(key).then((removed) => removed && onRemoved());
  };

  return (
    <li data-testid="cart-line" aria-busy={removing} className={`flex gap-4 py-5 ${removing ? "opacity-50" : ""}`}>
      <LineThumbnail src={item.thumbnail} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Link href={itemPath(item)} prefetch={false} title={item.name} className="font-semibold text-ink no-underline hover:text-brand">
            <CartField text={item.name} />
          </Link>
          <p className="text-sm text-muted">{money(item.price, active)} each</p>
          <CustomizedLine item={item} />
        </div>
        <div className="flex items-start justify-between gap-x-4 sm:justify-end sm:gap-x-6">
          <form {...SCRIPT_FORM} onSubmit={onSubmit} className="flex flex-col gap-1">
            <label htmlFor={`${id}-qty`} className="text-sm font-semibold">
              Quantity
            </label>
            <div className="flex items-center gap-1.5">
              <button
                type="button"
                aria-label={`Decrease quantity of ${item.name}`}
                aria-disabled={removing || item.qty <= 1}
                onClick={() => !removing && item.qty > 1 && commit(String(item.qty - 1))}
                className={STEP}
              >
                −
              </button>
              <input
                id={`${id}-qty`}
                name="qty"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={text}
                disabled={removing}
                onChange={(e) => setText(e.target.value)}
                onBlur={() => commit(text)}
                aria-invalid={error !== null}
                aria-describedby={error ? `${id}-qty-error` : undefined}
                className="h-9 w-12 rounded-lg border sm:h-10 sm:w-14 border-sand bg-white text-center aria-invalid:border-sale"
              />
              <button
                type="button"
                aria-label={`Increase quantity of ${item.name}`}
                aria-disabled={removing || item.qty >= MAX_LINE_QTY}
                onClick={() => !removing && item.qty < MAX_LINE_QTY && commit(String(item.qty + 1))}
                className={STEP}
              >
                +
              </button>
            </div>
            <p id={`${id}-qty-error`} role="alert" className="max-w-40 text-sm font-semibold text-sale">
              {error}
            </p>
          </form>
          <div className="flex flex-col items-end gap-2">
            <span className="text-lg font-bold" data-testid="line-total">
              {money(lineAmount(item), active)}
            </span>
            <button
              type="button"
              disabled={removing}
              aria-label={`Remove ${item.name}`}
              onClick={() => setConfirming(true)}
              className="text-sm font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
            >
              {removing ? "Removing…" : "Remove"}
            </button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove this item?"
        message={`${item.name} will be removed from your cart.`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
