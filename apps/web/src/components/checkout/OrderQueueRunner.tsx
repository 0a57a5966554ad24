"use client";

import { useEffect } from "react";
import { queuedOrders } from "../../lib/checkout/order-queue.ts";

/**
 * Sends orders placed while offline as soon as the shop can be reached: when a page opens and whenever
 * the connection comes back (spec §4 "On coming back online"). Renders nothing. The sender (with the
 * checkout's answers and payment code behind it) is loaded only when the queue holds an order, so a page
 * without one does not download it.
 */
export function OrderQueueRunner() {
  useEffect(() => {
    const send = async () => {
      if ((await queuedOrders()).length === 0) return;
      const { sendQueuedOrders } = await import("../../lib/checkout/send-queued.ts");
      await sendQueuedOrders();
    };
    const sendNow = () => void send().catch((err: unknown) => console.error("sending queued orders failed", err));
    if (navigator.onLine) sendNow();
    window.addEventListener("online", sendNow);
    return () => window.removeEventListener("online", sendNow);
  }, []);
  return null;
}
