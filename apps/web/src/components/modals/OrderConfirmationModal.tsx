"use client";

import Link from "next/link";
import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { ModalFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./ModalFrame.tsx";

/**
 * Order confirmation (spec §2, §4 "Order placement and offline queue"): an order that waited offline has
 * been placed now that the shop could be reached.
 */
export default function OrderConfirmationModal({ orderNumber, email, onClose }: ModalComponentProps<"order-confirmation">) {
  return (
    <ModalFrame title="Thank you for your order" onClose={onClose}>
      <p>
        Your order #{orderNumber} has been placed. A confirmation e-mail is on its way to {email}.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link href="/my-account/order-history/" prefetch={false} onClick={onClose} className={SECONDARY_BUTTON}>
          Order history
        </Link>
        <button type="button" data-autofocus onClick={onClose} className={PRIMARY_BUTTON}>
          OK
        </button>
      </div>
    </ModalFrame>
  );
}
