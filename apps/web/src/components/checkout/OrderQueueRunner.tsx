"use client";

import { useEffect } from "react";
import { sendQueuedOrders } from "../../lib/checkout/send-queued.ts";

/**
 * Sends orders placed while offline as soon as the shop can be reached: when a page opens and whenever
 * the connection comes back (spec §4 "On coming back online"). Renders nothing.
 */
export function OrderQueueRunner() {
  useEffect(() => {
    const send = () => void sendQueuedOrders().catch((err: unknown) => console.error("sending queued orders failed", err));
    if (navigator.onLine) send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, []);
  return null;
}
