import type { ReactNode } from "react";

/** The look of every checkout panel. */
export const SECTION = "rounded-2xl border border-sand bg-white p-5 lg:p-6";

/**
 * One section of the checkout, named by its heading. The heading's id names the section for assistive
 * technology and for the section analytics (checkout-analytics.ts reads `aria-labelledby`).
 */
export function CheckoutSection({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className={`${SECTION} space-y-4`}>
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
