"use client";

import { useId } from "react";
import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { ModalFrame, PRIMARY_BUTTON } from "./ModalFrame.tsx";

/** Order error (spec §2, §8 "Queued order"): the order could not be placed; the message says why. */
export default function OrderErrorModal({ message, onClose }: ModalComponentProps<"order-error">) {
  const id = useId();
  return (
    <ModalFrame title="Your order could not be placed" onClose={onClose} role="alertdialog" describedBy={`${id}-message`}>
      <p id={`${id}-message`}>{message}</p>
      <div className="mt-6 flex justify-end">
        <button type="button" data-autofocus onClick={onClose} className={PRIMARY_BUTTON}>
          OK
        </button>
      </div>
    </ModalFrame>
  );
}
