import type { Metadata } from "next";
import { OrderHistory } from "../../../components/account/OrderHistory.tsx";

export const metadata: Metadata = { title: "Order history" };

/** /my-account/: order history is the default child (spec §2). */
export default function MyAccountPage() {
  return <OrderHistory />;
}
