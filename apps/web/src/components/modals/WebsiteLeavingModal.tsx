"use client";

import Link from "next/link";
import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { ModalFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./ModalFrame.tsx";

/** Website leaving (spec §2, §4): shown once when the pointer heads for the tabs or address bar. */
export default function WebsiteLeavingModal({ onClose }: ModalComponentProps<"website-leaving">) {
  return (
    <ModalFrame title="Before you go…" onClose={onClose}>
      <p>
        Every Petsies plush is sewn by hand from your photos, and our artisans match your pet&apos;s markings
        down to the last whisker. Questions about sizes, photos or delivery dates? We answer every e-mail.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link href="/faq/" prefetch={false} onClick={onClose} className={SECONDARY_BUTTON}>
          Read the FAQ
        </Link>
        <button type="button" data-autofocus onClick={onClose} className={PRIMARY_BUTTON}>
          Keep shopping
        </button>
      </div>
    </ModalFrame>
  );
}
