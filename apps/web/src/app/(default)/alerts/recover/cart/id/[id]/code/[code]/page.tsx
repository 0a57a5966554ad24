import type { Metadata } from "next";
import { RecoverCart } from "../../../../../../../../../components/cart/RecoverCart.tsx";

/** Spec §2 "Recovery": the link from the "your cart is waiting" e-mail. */
export const metadata: Metadata = {
  title: "Your cart",
  robots: { index: false, follow: false },
};

export default async function RecoverCartPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; code: string }>;
  searchParams: Promise<{ data?: string | string[] }>;
}) {
  const [{ id, code }, { data }] = await Promise.all([params, searchParams]);
  return (
    <div className="mx-auto max-w-[760px] px-4 py-12 lg:px-6">
      <RecoverCart recoveryId={id} recoveryCode={code} {...(typeof data === "string" && data ? { campaignData: data } : {})} />
    </div>
  );
}
