"use client";

import Link from "next/link";
import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { ModalFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./ModalFrame.tsx";

/** Spec §2 "feature not implemented": what the shop does not offer yet, said kindly, with a way to ask us. */
export default function FeatureNotImplementedModal({ feature, onClose }: ModalComponentProps<"feature-not-implemented">) {
  return (
    <ModalFrame title="Coming soon" onClose={onClose}>
      <p>
        {feature} is not available in our shop yet. We are working on it — in the meantime our team is happy to
        help by e-mail.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link href="/contact/" prefetch={false} onClick={onClose} className={SECONDARY_BUTTON}>
          Contact us
        </Link>
        <button type="button" data-autofocus onClick={onClose} className={PRIMARY_BUTTON}>
          OK
        </button>
      </div>
    </ModalFrame>
  );
}
