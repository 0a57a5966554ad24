"use client";

import { openModal } from "../../lib/modals/modals.ts";
import type { SizeGuideRow } from "../../lib/modals/size-guide.ts";

/** The product page's link to the size guide modal (spec §2). */
export function SizeGuideButton({ productName, rows }: { productName: string; rows: SizeGuideRow[] }) {
  return (
    <button
      type="button"
      onClick={() => openModal("size-guide", { productName, rows })}
      className="self-start font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
    >
      Size guide
    </button>
  );
}
