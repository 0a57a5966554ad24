"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { messages } from "@petsies/domain";
import { apiCall, withQuery } from "../../lib/api-call.ts";
import { adoptCart } from "../../lib/cart/store.ts";
import { requestActiveCampaign } from "../../lib/promotions/campaign-client.ts";
import { CART_PATH } from "../../lib/site-links.ts";

/** Asks the shop for a copy of the e-mailed cart, makes it this browser's cart, and opens the cart page. */
export function RecoverCart({ recoveryId, recoveryCode, campaignData }: { recoveryId: string; recoveryCode: string; campaignData?: string }) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void apiCall<{ cartId?: string }>("POST", withQuery("/api/carts/recovery-requests", { recoveryId, recoveryCode }))
      .then(async (answer) => {
        const cartId = answer.ok ? answer.value.cartId : undefined;
        if (!cartId) throw new Error(messages.recoverCartFailed);
        await adoptCart(cartId);
        // The e-mail's campaign (reference facts: recovery forwards `data` to the campaign update call).
        if (campaignData) await requestActiveCampaign({ data: campaignData, cartId });
        router.replace(CART_PATH);
      })
      .catch(() => setFailed(true));
  }, [recoveryId, recoveryCode, campaignData, router]);

  return failed ? (
    <section role="alert" className="space-y-4 rounded-2xl border border-sand bg-white p-6 text-center">
      <h1 className="text-2xl font-bold">{messages.recoverCartFailed}</h1>
      <p>The link may have expired. Your cart is still on the device where you filled it.</p>
      <Link href="/" className="inline-block rounded-full bg-brand px-6 py-3 font-bold text-white">
        Continue shopping
      </Link>
    </section>
  ) : (
    <p role="status" className="text-center text-lg">
      Bringing back your cart…
    </p>
  );
}
