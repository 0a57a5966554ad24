"use client";

import type { ShipmentPromise } from "@petsies/domain";
import { ShipmentPromiseText } from "./ShipmentPromiseText.tsx";

/**
 * The price while configuring (always in view: a bar stuck to the bottom of a phone's screen, a sticky panel
 * beside the form on wide screens), the shipment promise with the production time chosen, and the button
 * that submits the form. The price is a polite live region: a screen reader hears it follow each choice. In the
 * back office's preview the button is disabled and says why beside it.
 */
export function Summary({
  formId,
  name,
  priceText,
  regularPriceText,
  promise,
  submitLabel,
  adding,
  error,
  preview = false,
}: {
  formId: string;
  name: string;
  priceText: string;
  /** The price before a campaign's discount, struck beside the price. */
  regularPriceText: string | null;
  promise: ShipmentPromise | null;
  submitLabel: string;
  adding: boolean;
  error: string | null;
  /** The customization editor's preview: nothing is for sale. */
  preview?: boolean;
}) {
  return (
    <aside
      aria-label="Your plush so far"
      className="sticky bottom-0 z-30 -mx-4 flex items-center gap-3 border-t border-sand bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:top-28 lg:bottom-auto lg:mx-0 lg:flex-col lg:items-stretch lg:gap-4 lg:self-start lg:rounded-2xl lg:border lg:p-6 lg:shadow-none"
    >
      <p className="hidden text-lg font-bold lg:block">{name}</p>
      <div className="min-w-0 flex-1 lg:flex-none">
        <p aria-live="polite" aria-atomic="true" className="flex items-baseline gap-2">
          <span className="text-sm text-muted lg:text-base">Total</span>
          <span data-testid="configurator-price" className={`text-xl font-extrabold lg:text-3xl ${regularPriceText ? "text-sale" : ""}`}>
            {priceText}
          </span>
          {regularPriceText && (
            <s data-testid="configurator-regular-price" className="text-muted">
              <span className="sr-only">Regular price </span>
              {regularPriceText}
            </s>
          )}
        </p>
        {promise && (
          <ShipmentPromiseText promise={promise} testId="shipment-promise" className="truncate text-xs text-leaf lg:whitespace-normal lg:text-sm" />
        )}
      </div>
      {error && (
        <p role="alert" className="hidden text-sm font-semibold text-sale lg:block">
          {error}
        </p>
      )}
      {preview && (
        <p id={`${formId}-not-for-sale`} className="text-sm font-semibold">
          Preview: not for sale
        </p>
      )}
      <button
        type="submit"
        form={formId}
        disabled={preview}
        aria-describedby={preview ? `${formId}-not-for-sale` : undefined}
        aria-disabled={adding}
        aria-busy={adding}
        className="h-12 shrink-0 rounded-full bg-brand px-6 text-lg font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-70 lg:w-full"
      >
        {adding ? "Adding…" : submitLabel}
      </button>
    </aside>
  );
}
