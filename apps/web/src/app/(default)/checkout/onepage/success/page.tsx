import type { Metadata } from "next";
import { CheckoutSuccess } from "../../../../../components/checkout/CheckoutSuccess.tsx";

export const metadata: Metadata = {
  title: "Thank you for your order",
  robots: { index: false, follow: false },
};

export default function CheckoutSuccessPage() {
  return (
    <div className="mx-auto max-w-[760px] px-4 py-12 lg:px-6">
      <CheckoutSuccess />
    </div>
  );
}
