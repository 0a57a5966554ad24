"use client";

import Link from "next/link";
import { editLink, lineShipmentPromise } from "../../lib/configurator/cart-line.ts";
import type { CartItem } from "../../lib/cart/types.ts";
import { ShipmentPromiseText } from "../configurator/ShipmentPromiseText.tsx";
import { CartField } from "./LineParts.tsx";

/**
 * What a customized line adds in the cart: the options marked showInCart, each cut as the cart cuts its
 * fields (spec §5), the shipment promise from today (spec §4), and "Edit", which reopens the configurator
 * with the line's choices.
 */
export function CustomizedLine({ item }: { item: CartItem }) {
  const choices = item.customizations ?? [];
  const promise = lineShipmentPromise(item, new Date());
  const edit = editLink(item);
  if (choices.length === 0 && !promise && !edit) return null;
  return (
    <div className="space-y-2 text-sm">
      <LineChoices item={item} />
      {promise && <ShipmentPromiseText promise={promise} testId="line-shipment-promise" className="text-leaf" />}
      {edit && (
        <Link href={edit} prefetch={false} aria-label={`Edit ${item.name}`} className="inline-block font-semibold">
          Edit
        </Link>
      )}
    </div>
  );
}

/** A customized line's choices marked showInCart, each cut as the cart cuts its fields (spec §5). */
export function LineChoices({ item }: { item: CartItem }) {
  const choices = item.customizations ?? [];
  if (choices.length === 0) return null;
  return (
    <dl data-testid="line-customizations" className="space-y-0.5">
      {choices.map((c) => (
        <div key={c.customization_id} className="flex flex-wrap gap-x-1">
          <dt className="font-semibold">
            {c.title}:{" "}
          </dt>
          <dd className="min-w-0 text-muted" title={c.value}>
            <CartField text={c.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
