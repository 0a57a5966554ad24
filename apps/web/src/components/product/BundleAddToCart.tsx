"use client";

import { useId, useState, type FormEvent } from "react";
import { campaignPriceCents, convertCents, formatMoney, imageUrl, isSingleChoice, MAX_LINE_QTY, type Product } from "@petsies/domain";
import { addToCart } from "../../lib/cart/store.ts";
import { parseLineQty, QTY_INVALID } from "../../lib/cart/lines.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { bundleChoices, initialPicks, qtyEditable, readBundlePicks, type BundleChoiceOption, type BundlePicks } from "../../lib/bundle.ts";
import { money, type ActiveCurrency } from "../../lib/money.ts";
import { AddToCartButton } from "./AddToCart.tsx";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

const partCents = (part: Product) => Math.round(part.final_price * 100);

/** One option: radio buttons, a drop-down, checkboxes or a multiple select, as the owner chose, and a quantity when it may change. */
function OptionField({
  choice,
  picks,
  error,
  fieldId,
  active,
  onPick,
}: {
  choice: BundleChoiceOption;
  picks: BundlePicks;
  error: string | undefined;
  fieldId: string;
  active: ActiveCurrency;
  onPick: (skus: string[], qty?: string) => void;
}) {
  const { option, selections } = choice;
  const pick = picks[option.option_id] ?? { skus: [], qty: "1" };
  const errorId = `${fieldId}-error`;
  const describedBy = error ? errorId : undefined;
  const labelOf = (s: BundleChoiceOption["selections"][number]) => `${s.part.name}${(s.link.qty ?? 1) > 1 ? ` × ${s.link.qty}` : ""} — ${money(s.part.final_price * (s.link.qty ?? 1), active)}`;
  const editable = qtyEditable(choice, picks);
  const pickOne = (sku: string) => {
    const link = selections.find((s) => s.part.sku === sku)?.link;
    onPick(sku === "" ? [] : [sku], String(link?.qty ?? 1));
  };
  const title = (
    <>
      {option.title}
      {option.required ? null : <span className="font-normal text-muted"> (optional)</span>}
    </>
  );

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-sand bg-white p-3" data-testid="bundle-option">
      {option.type === "select" || option.type === "multi" ? (
        <>
          <label htmlFor={fieldId} className="font-semibold">
            {title}
          </label>
          <select
            id={fieldId}
            multiple={option.type === "multi"}
            value={option.type === "multi" ? pick.skus : (pick.skus[0] ?? "")}
            onChange={(e) => (option.type === "multi" ? onPick([...e.target.selectedOptions].map((o) => o.value)) : pickOne(e.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="min-h-12 rounded-lg border border-sand bg-white px-3 text-base aria-invalid:border-sale"
          >
            {option.type === "select" ? <option value="">{option.required ? "Choose…" : "None"}</option> : null}
            {selections.map((s) => (
              <option key={s.part.sku} value={s.part.sku}>
                {labelOf(s)}
              </option>
            ))}
          </select>
        </>
      ) : (
        <fieldset id={fieldId} tabIndex={-1} aria-describedby={describedBy} className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{title}</legend>
          {!option.required && option.type === "radio" ? (
            <label className="flex items-center gap-2">
              <input type="radio" name={fieldId} checked={pick.skus.length === 0} onChange={() => onPick([])} className="size-5 accent-brand" />
              None
            </label>
          ) : null}
          {selections.map((s) => (
            <label key={s.part.sku} className="flex items-center gap-2">
              <input
                type={isSingleChoice(option.type) ? "radio" : "checkbox"}
                name={fieldId}
                value={s.part.sku}
                checked={pick.skus.includes(s.part.sku)}
                onChange={(e) =>
                  isSingleChoice(option.type) ? pickOne(s.part.sku) : onPick(e.target.checked ? [...pick.skus, s.part.sku] : pick.skus.filter((sku) => sku !== s.part.sku))
                }
                className="size-5 accent-brand"
              />
              {labelOf(s)}
            </label>
          ))}
        </fieldset>
      )}
      {editable ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${fieldId}-qty`} className="text-sm font-semibold">
            Quantity<span className="sr-only"> of {option.title}</span>
          </label>
          <input
            id={`${fieldId}-qty`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QTY}
            step={1}
            value={pick.qty}
            onChange={(e) => onPick(pick.skus, e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="h-10 w-20 rounded-lg border border-sand bg-white px-2 text-center aria-invalid:border-sale"
          />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A bundle's add-to-cart (spec §4): a choice in each option, the price of what is chosen, and one cart line for
 * the bundle whose options name the choices; the server prices it from them, as this form shows it.
 */
export function BundleAddToCart({ product, parts, active }: { product: Product; parts: Product[]; active: ActiveCurrency }) {
  const id = useId();
  const choices = bundleChoices(product, parts);
  const [picks, setPicks] = useState<BundlePicks>(() => initialPicks(choices));
  const [fieldErrors, setFieldErrors] = useState<Record<number, string>>({});
  const [qtyText, setQtyText] = useState("1");
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const fieldId = (optionId: number) => `${id}-option-${optionId}`;

  const reading = readBundlePicks(choices, picks, partCents);
  const shownTotal = reading.ok ? formatMoney(convertCents(campaignPriceCents(reading.totalCents, active.discounts?.[product.id]), active.rate), active.currency) : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return;
    const qty = parseLineQty(qtyText);
    const errors = reading.ok ? {} : reading.fieldErrors;
    setFieldErrors(errors);
    setQtyError(qty === null ? QTY_INVALID : null);
    if (!reading.ok || qty === null) {
      focusFirstError({
        ...Object.fromEntries(Object.entries(errors).map(([optionId, error]) => [fieldId(Number(optionId)), error])),
        ...(qty === null ? { [`${id}-qty`]: QTY_INVALID } : {}),
      });
      return;
    }
    setAdding(true);
    try {
      await addToCart(
        {
          sku: product.sku,
          parentSku: product.sku,
          name: product.name,
          price: reading.totalCents / 100,
          thumbnail: imageUrl(product.thumbnail || product.image, "cartThumbnail"),
          type_id: product.type_id,
          product_option: { extension_attributes: { bundle_options: reading.selections } },
          customizations: reading.lines,
        },
        qty,
      );
    } finally {
      setAdding(false);
    }
  };

  if (choices.length === 0 || choices.every((c) => c.selections.length === 0)) {
    return (
      <p role="alert" className="rounded-xl border border-sale bg-white p-4 font-semibold text-sale">
        The products of this bundle are not available right now.
      </p>
    );
  }

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="bundle-options">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Choose your bundle
      </h2>
      {choices.map((choice) => (
        <OptionField
          key={choice.option.option_id}
          choice={choice}
          picks={picks}
          error={fieldErrors[choice.option.option_id]}
          fieldId={fieldId(choice.option.option_id)}
          active={active}
          onPick={(skus, qty) => {
            setFieldErrors((errors) => {
              const { [choice.option.option_id]: _gone, ...rest } = errors;
              return rest;
            });
            setPicks((p) => ({ ...p, [choice.option.option_id]: { skus, qty: qty ?? p[choice.option.option_id]?.qty ?? "1" } }));
          }}
        />
      ))}
      <p className="text-lg">
        Bundle price:{" "}
        <strong data-testid="bundle-total" aria-live="polite">
          {shownTotal ?? "—"}
        </strong>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-qty`} className="text-sm font-semibold">
            Quantity
          </label>
          <input
            id={`${id}-qty`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QTY}
            step={1}
            value={qtyText}
            onChange={(e) => setQtyText(e.target.value)}
            aria-invalid={qtyError !== null}
            aria-describedby={qtyError ? `${id}-qty-error` : undefined}
            className="h-12 w-20 rounded-lg border border-sand bg-white px-3 text-center text-lg aria-invalid:border-sale"
          />
        </div>
        <AddToCartButton adding={adding} className="flex-1 sm:flex-none" />
      </div>
      <p id={`${id}-qty-error`} role="alert" className="text-sm font-semibold text-sale">
        {qtyError}
      </p>
    </form>
  );
}
