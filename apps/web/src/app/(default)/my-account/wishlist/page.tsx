import type { Metadata } from "next";
import { WishlistPage } from "../../../../components/product-lists/WishlistPage.tsx";
import { getActiveCurrency } from "../../../../lib/currency.ts";

export const metadata: Metadata = { title: "Wish list" };

/** /my-account/wishlist/: the customer's wish list (login required like every my-account page). */
export default async function WishlistRoute() {
  // The currency list stays on the server; the page needs the currency, its rate and any campaign.
  const { list: _list, ...active } = await getActiveCurrency();
  return (
    <section aria-labelledby="wishlist-title">
      <h2 id="wishlist-title" className="mb-4 text-2xl font-bold">
        Wish list
      </h2>
      <WishlistPage active={active} />
    </section>
  );
}
