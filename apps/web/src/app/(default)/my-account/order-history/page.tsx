import type { Metadata } from "next";
import { OrderHistory } from "../../../../components/account/OrderHistory.tsx";

export const metadata: Metadata = { title: "Order history" };

export default function OrderHistoryPage() {
  return <OrderHistory />;
}
