import type { Metadata } from "next";
import { getActiveCurrency } from "../../../../lib/currency.ts";
import { OrderHistory } from "../../../../components/account/OrderHistory.tsx";

export const metadata: Metadata = { title: "Order history" };

export default async function OrderHistoryPage() {
  const active = await getActiveCurrency();
  return <OrderHistory active={{ currency: active.currency, rate: active.rate }} />;
}
