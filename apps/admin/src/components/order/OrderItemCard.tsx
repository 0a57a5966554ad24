/**
 * One item of an order: what it is (options, photos, plushie short code), where it stands (status, hold,
 * estimate, shipments, change log) and the actions on it. Its checkbox adds it to the bulk move and to
 * "Cancel selected items". A cancelled item shows as such, with no checkbox and no actions.
 */
import { useState } from "react";
import type { OrderItemDetail } from "@petsies/contract/admin";
import { ORDER_ITEM_STATUS } from "@petsies/domain";
import { formatDay } from "../../lib/dates.ts";
import { formatMoney } from "../../lib/money.ts";
import { CheckboxField } from "../ui/Field.tsx";
import { Notice } from "../ui/Notice.tsx";
import { StatusBadge } from "../orders/StatusBadge.tsx";
import { ActionDialog } from "./ActionDialog.tsx";
import { ChangeStatusForm } from "./ChangeStatusForm.tsx";
import { EstimateForm } from "./EstimateForm.tsx";
import { HoldForm } from "./HoldForm.tsx";
import { ChangeLog, Shipments } from "./ItemHistory.tsx";
import { ItemPhotos } from "./ItemPhotos.tsx";
import { ShipmentForm } from "./ShipmentForm.tsx";
import { isCancelled } from "./cancellable.ts";

interface Props {
  incrementId: string;
  item: OrderItemDetail;
  currencyCode: string;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** The actions on an item that is not cancelled; each opens its dialog. */
function ItemActions({ incrementId, item, onMessage }: { incrementId: string; item: OrderItemDetail; onMessage: (message: string) => void }) {
  return (
    <>
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${item.name}`}>
        <ActionDialog label="Change status" title={`Change the status of ${item.name}`} variant="primary" disabled={item.allowedStatuses.length === 0}>
          {(done) => <ChangeStatusForm incrementId={incrementId} item={item} onDone={(m) => (onMessage(m), done())} />}
        </ActionDialog>
        <ActionDialog label="Add shipment" title={`Add a shipment for ${item.name}`}>
          {(done) => <ShipmentForm incrementId={incrementId} item={item} onDone={(m) => (onMessage(m), done())} />}
        </ActionDialog>
        <ActionDialog label="Set estimate" title={`Estimated shipment of ${item.name}`}>
          {(done) => <EstimateForm incrementId={incrementId} item={item} onDone={(m) => (onMessage(m), done())} />}
        </ActionDialog>
        <ActionDialog label={item.onHold ? "Release" : "Hold"} title={item.onHold ? `Release ${item.name} from hold` : `Put ${item.name} on hold`}>
          {(done) => <HoldForm incrementId={incrementId} item={item} onDone={(m) => (onMessage(m), done())} />}
        </ActionDialog>
      </div>
      {item.allowedStatuses.length === 0 ? <p className="text-sm text-slate-600">No status change is possible from {item.statusName}.</p> : null}
    </>
  );
}

export function OrderItemCard({ incrementId, item, currencyCode, selected, onSelectedChange }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const headingId = `item-${item.id}-heading`;
  const cancelled = isCancelled(item);

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4">
        <div className="flex items-start gap-3">
          {cancelled ? null : (
            <CheckboxField label={<span className="sr-only">Select {item.name} for a bulk move</span>} checked={selected} onChange={(e) => onSelectedChange(e.target.checked)} className="pt-1" />
          )}
          <div>
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              {item.qty > 1 ? `${item.qty} × ` : ""}
              {item.name}
            </h3>
            <p className="text-sm text-slate-600">
              {item.displayId} · SKU <code>{item.sku}</code> · {formatMoney(item.priceCents, currencyCode)} · {item.kind}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge statusId={item.statusId} name={item.statusName} />
          {item.onHold && item.statusId !== ORDER_ITEM_STATUS.onHold ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">On hold</span> : null}
        </div>
      </header>

      <div className="grid gap-6 p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Plushie code</dt>
            <dd className="font-mono text-slate-900">{item.plushieShortCode ?? "—"}</dd>
            <dt className="text-slate-600">Estimated shipment</dt>
            <dd className="text-slate-900">{formatDay(item.estimatedShipmentDate)}</dd>
            {item.options.map((option, i) => (
              <div key={`${option.label}-${i}`} className="contents">
                <dt className="text-slate-600">{option.label}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-900">{option.value}</dd>
              </div>
            ))}
          </dl>

          {cancelled ? (
            <p className="text-sm text-slate-700">This item is cancelled: nothing more can be done with it.</p>
          ) : (
            <ItemActions incrementId={incrementId} item={item} onMessage={setMessage} />
          )}
          {message ? <Notice tone="success">{message}</Notice> : null}

          <div>
            <h4 className="mb-2 text-sm font-semibold text-slate-800">Shipments</h4>
            <Shipments item={item} />
          </div>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          {item.photos.length > 0 ? (
            <div>
              <h4 className="mb-2 text-sm font-semibold text-slate-800">Photos</h4>
              <ItemPhotos item={item} />
            </div>
          ) : null}
          <div>
            <h4 className="mb-2 text-sm font-semibold text-slate-800">Change log</h4>
            <ChangeLog item={item} />
          </div>
        </div>
      </div>
    </article>
  );
}
