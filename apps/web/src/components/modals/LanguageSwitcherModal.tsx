"use client";

import type { ModalComponentProps } from "../../lib/modals/modals.ts";
import { ModalFrame, PRIMARY_BUTTON } from "./ModalFrame.tsx";

/** The language switcher (spec §2): the store runs as one US store view in English (spec intro). */
export default function LanguageSwitcherModal({ onClose }: ModalComponentProps<"language-switcher">) {
  return (
    <ModalFrame title="Language" onClose={onClose}>
      <p>Our shop is available in English only. Prices can be shown in other currencies with the currency selector.</p>
      <ul className="mt-4" aria-label="Languages">
        <li>
          <button type="button" data-autofocus aria-current="true" onClick={onClose} className={PRIMARY_BUTTON}>
            English (United States)
          </button>
        </li>
      </ul>
    </ModalFrame>
  );
}
