import type { Metadata } from "next";
import { Checkout } from "../../../../components/checkout/Checkout.tsx";
import { countryOptions } from "../../../../lib/countries.ts";
import { getActiveCurrency } from "../../../../lib/currency.ts";

/** Route checkout (spec §2). The cart lives in the browser, so the server renders the frame and the country list. */
export const metadata: Metadata = {
  title: "Checkout",
  robots: { index: false, follow: false },
};

export default async function CheckoutPage() {
  const active = await getActiveCurrency();
  const countries = countryOptions();
  return (
    <div className="mx-auto max-w-[1272px] px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Checkout</h1>
      <Checkout active={{ currency: active.currency, rate: active.rate }} countries={countries} />
    </div>
  );
}
