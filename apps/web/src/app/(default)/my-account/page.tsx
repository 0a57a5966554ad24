import type { Metadata } from "next";
import { getActiveCurrency } from "../../../lib/currency.ts";
import { OrderHistory } from "../../../components/account/OrderHistory.tsx";

export const metadata: Metadata = { title: "Order history" };

/** /my-account/: order history is the default child (spec §2). */
export default async function MyAccountPage() {
  const active = await getActiveCurrency();
  return <OrderHistory active={{ currency: active.currency, rate: active.rate }} />;
}
