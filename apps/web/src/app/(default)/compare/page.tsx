import type { Metadata } from "next";
import { ComparePage } from "../../../components/product-lists/ComparePage.tsx";
import { getActiveCurrency } from "../../../lib/currency.ts";

export const metadata: Metadata = {
  title: "Compare products",
  alternates: { canonical: "/compare/" },
  robots: { index: false, follow: true },
};

/** /compare/: the shopper's compare list side by side (spec §1 "compare"). */
export default async function CompareRoute() {
  // The currency list stays on the server; the page needs the currency, its rate and any campaign.
  const { list: _list, ...active } = await getActiveCurrency();
  return (
    <div className="mx-auto max-w-[1272px] px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Compare products</h1>
      <ComparePage active={active} />
    </div>
  );
}
