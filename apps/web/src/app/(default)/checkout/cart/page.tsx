import type { Metadata } from "next";
import { DetailedCart } from "../../../../components/cart/DetailedCart.tsx";
import { getActiveCurrency } from "../../../../lib/currency.ts";

/** Route detailed-cart (spec §2). The cart lives in the browser, so the server renders its frame only. */
export const metadata: Metadata = {
  title: "Shopping Cart",
  robots: { index: false, follow: true },
};

export default async function CartPage() {
  const active = await getActiveCurrency();
  return (
    <div className="mx-auto max-w-[1272px] px-4 py-8 lg:px-6 lg:py-12">
      <DetailedCart active={{ currency: active.currency, rate: active.rate }} />
    </div>
  );
}
