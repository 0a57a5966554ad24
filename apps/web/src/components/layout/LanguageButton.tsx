"use client";

import { openModal } from "../../lib/modals/modals.ts";

/** Opens the language switcher (spec §2), which explains that the store runs in English. */
export function LanguageButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => openModal("language-switcher", {})} className={className}>
      Language: English
    </button>
  );
}
