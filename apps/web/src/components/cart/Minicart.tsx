"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { totalQuantity } from "@petsies/domain";
import { itemPath, itemsSubtotal, lineAmount } from "../../lib/cart/lines.ts";
import { lineKey } from "../../lib/cart/storage.ts";
import { closeMinicart } from "../../lib/cart/store.ts";
import { useCart } from "../../lib/cart/use-cart.ts";
import { money, type ActiveCurrency } from "../../lib/money.ts";
import { CART_PATH, CHECKOUT_PATH } from "../../lib/site-links.ts";
import { Modal } from "../ui/Modal.tsx";
import { CloseIcon } from "../ui/icons.tsx";
import { LineChoices } from "./CustomizedLine.tsx";
import { CartField, LineThumbnail } from "./LineParts.tsx";

/**
 * The minicart (spec §2): opened by the header's cart icon and after adding a product. Lines, the item
 * count (quantities), the subtotal, and the ways on to the cart page and checkout.
 */
export function Minicart({ active }: { active: ActiveCurrency }) {
  const { items, minicartOpen, syncing } = useCart();
  const count = totalQuantity(items);
  const pathname = usePathname();

  // Any navigation (a notification's Proceed to checkout, the browser's back button) closes it.
  useEffect(() => closeMinicart(), [pathname]);

  return (
    <Modal open={minicartOpen} onClose={closeMinicart} labelledBy="minicart-title" placement="right">
      <div className="flex items-center justify-between gap-4 border-b border-sand px-4 py-3 md:px-6">
        <h2 id="minicart-title" className="text-xl font-bold">
          Your cart{" "}
          <span data-testid="minicart-count" className="font-normal text-muted">
            ({count} {count === 1 ? "item" : "items"})
          </span>
        </h2>
        <button
          type="button"
          data-autofocus
          aria-label="Close cart"
          onClick={closeMinicart}
          className="flex size-11 items-center justify-center rounded-full hover:bg-sand"
        >
          <CloseIcon />
        </button>
      </div>

      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <p className="text-lg font-semibold">Your cart is empty.</p>
          <Link href="/" prefetch={false} onClick={closeMinicart} className="font-semibold">
            Continue shopping
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label="Cart items" className="flex-1 divide-y divide-sand overflow-y-auto px-4 md:px-6">
            {items.map((item) => (
              <li key={lineKey(item)} className="flex gap-4 py-4">
                <LineThumbnail src={item.thumbnail} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link
                    href={itemPath(item)}
                    prefetch={false}
                    onClick={closeMinicart}
                    title={item.name}
                    className="font-semibold text-ink no-underline hover:text-brand"
                  >
                    <CartField text={item.name} />
                  </Link>
                  <div className="text-sm">
                    <LineChoices item={item} />
                  </div>
                  <span className="text-sm text-muted">Qty: {item.qty}</span>
                </div>
                <span className="shrink-0 font-semibold">{money(lineAmount(item), active)}</span>
              </li>
            ))}
          </ul>
          <div className="space-y-3 border-t border-sand px-4 py-4 md:px-6" aria-busy={syncing}>
            <p className="flex justify-between text-lg font-bold">
              <span>Subtotal</span>
              <span data-testid="minicart-subtotal">{money(itemsSubtotal(items), active)}</span>
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              <Link
                href={CART_PATH}
                prefetch={false}
                onClick={closeMinicart}
                className="rounded-full border-2 border-brand px-5 py-2.5 text-center font-semibold text-brand no-underline hover:bg-sand"
              >
                View cart
              </Link>
              <Link
                href={CHECKOUT_PATH}
                prefetch={false}
                onClick={closeMinicart}
                className="rounded-full border-2 border-brand bg-brand px-5 py-2.5 text-center font-semibold text-white no-underline hover:bg-brand-dark"
              >
                Go to Checkout
              </Link>
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}
