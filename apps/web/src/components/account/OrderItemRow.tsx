"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { messages, ORDER_ITEM_ACTION, progressView, shipmentInfoOf, type OrderHistoryItem, type OrderItemAction, type ShipmentInfo as Info } from "@petsies/domain";
import { formatDay } from "../../lib/dates.ts";
import { openModal } from "../../lib/modals/modals.ts";
import { notify } from "../../lib/notifications/store.ts";
import { withQuery } from "../../lib/api-call.ts";
import { userToken } from "../../lib/user/session.ts";
import { reorderItem } from "../../lib/user/store.ts";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { HorizontalTracker, VerticalTracker } from "./ProgressTracker.tsx";
import { BUTTON_SECONDARY } from "./styles.ts";

const SMALL_BUTTON = `${BUTTON_SECONDARY} h-9 px-4 text-sm`;

/**
 * Re-order, or a link: a path of the shop opens here, anything else in a new tab (reference facts); an
 * action without a link opens the feature-not-implemented modal.
 */
function ItemAction({ action, itemId }: { action: OrderItemAction; itemId: number }) {
  const [busy, setBusy] = useState(false);
  if (action.code === ORDER_ITEM_ACTION.reorder) {
    const onClick = async () => {
      setBusy(true);
      const outcome = await reorderItem(itemId);
      setBusy(false);
      notify(outcome.ok ? { type: "success", message: messages.cartAddSuccess } : { type: "danger", message: outcome.message });
    };
    return (
      <button type="button" disabled={busy} aria-busy={busy} onClick={() => void onClick()} className={SMALL_BUTTON}>
        {busy ? "Adding…" : action.name}
      </button>
    );
  }
  // An action this shop has no page for yet: say so kindly rather than hide it.
  if (!action.url) {
    return (
      <button type="button" onClick={() => openModal("feature-not-implemented", { feature: action.name })} className={SMALL_BUTTON}>
        {action.name}
      </button>
    );
  }
  // A file from the API (the inspiration kit): a plain link the browser saves, carrying the user token
  // that the API checks against the order's customer.
  if (action.code === ORDER_ITEM_ACTION.downloadResult) {
    return (
      <a href={withQuery(action.url, { token: userToken() })} download className={SMALL_BUTTON}>
        {action.name}
      </a>
    );
  }
  if (action.url.startsWith("/")) {
    return (
      <Link href={action.url} prefetch={false} className={SMALL_BUTTON}>
        {action.name}
      </Link>
    );
  }
  return (
    <a href={action.url} target="_blank" rel="noopener noreferrer" className={SMALL_BUTTON}>
      {action.name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Estimated shipment date (until something ships), then each shipment: date, carrier and tracking number,
 * linked to the carrier's tracking page (spec §2). Shown on completed items too.
 */
function ShipmentInfo({ info }: { info: Info }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="shipment-info">
      {info.estimate && (
        <>
          <dt className="text-muted">Estimated shipment</dt>
          <dd className="font-semibold">{formatDay(info.estimate)}</dd>
        </>
      )}
      {info.shipments.map((s) => (
        <div key={`${s.carrier}-${s.trackingNumber}`} className="col-span-2 grid grid-cols-[auto_1fr] gap-x-3" data-testid="shipment">
          <dt className="text-muted">Shipped</dt>
          <dd>
            <span className="font-semibold">{formatDay(s.date)}</span> via <span className="font-semibold">{s.carrier.toUpperCase()}</span>, tracking number{" "}
            {s.trackingUrl ? (
              <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-mono font-semibold break-all underline">
                {s.trackingNumber}
                <span className="sr-only"> (track the parcel on the carrier&apos;s site, opens in a new tab)</span>
              </a>
            ) : (
              <span className="font-mono font-semibold break-all">{s.trackingNumber}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One order item (spec §2 "Order history"): display id, name, thumbnail (the customized image when it has
 * one), the progress tracker or its notice, shipment info, actions, and a chevron to the extended info
 * (every step of a long tracker, and what the actions ask of the shopper).
 */
export function OrderItemRow({ item }: { item: OrderHistoryItem }) {
  const [open, setOpen] = useState(false);
  const extraId = useId();
  const view = progressView(item);
  const tracker = view.type === "tracker" ? view : null;
  const shipmentInfo = shipmentInfoOf(item, view);
  const notes = item.available_actions.filter((a) => a.message);
  const hasExtra = tracker?.vertical != null || notes.length > 0;

  return (
    <li className="py-5" data-testid="order-item">
      <div className="flex gap-4">
        {/* 72px wide (spec §9), from the server's cart-thumbnail variant. */}
        <img src={item.product.thumbnail} alt="" width={72} height={103} loading="lazy" decoding="async" className="h-[103px] w-[72px] shrink-0 rounded-lg bg-sand object-cover" />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-muted" data-testid="display-id">
                #{item.display_id}
              </p>
              <h4 className="font-semibold">{item.product.name}</h4>
              {item.quantity > 1 && <p className="text-sm text-muted">Qty: {item.quantity}</p>}
              {item.extension_attributes.gift_cards && (
                <ul aria-label="Gift card codes" className="mt-1 text-sm" data-testid="bought-gift-cards">
                  {item.extension_attributes.gift_cards.map((card, n) => (
                    <li key={n}>
                      {card.amount} <span className="font-mono font-semibold">{card.code}</span> ({card.delivery})
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {hasExtra && (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={extraId}
                onClick={() => setOpen((o) => !o)}
                className="flex size-[45px] shrink-0 items-center justify-center rounded-full hover:bg-sand"
              >
                <ChevronDownIcon className={`transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
                <span className="sr-only">{open ? "Hide details" : "Show details"} of {item.display_id}</span>
              </button>
            )}
          </div>
          {view.type === "notice" && (
            <p className="font-semibold" data-testid="progress-notice">
              {view.message}
            </p>
          )}
          {tracker && <HorizontalTracker view={tracker} />}
          {shipmentInfo && <ShipmentInfo info={shipmentInfo} />}
          {item.available_actions.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {item.available_actions.map((action) => (
                <ItemAction key={action.code} action={action} itemId={item.item_id} />
              ))}
            </div>
          )}
          {hasExtra && (
            <div id={extraId} hidden={!open} className="space-y-3 rounded-xl bg-cream p-4" data-testid="extended-info">
              {tracker && <VerticalTracker view={tracker} />}
              {notes.map((a) => (
                <p key={a.code} className="text-sm">
                  <span className="font-semibold">{a.name}:</span> {a.message}
                </p>
              ))}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
