/**
 * A card gateway whose answers the test releases: each payment (by its `tab`) waits at a gate until the test
 * opens it, so a test decides what happens while a payment is in flight and which answer comes first.
 * The one thing these tests cannot reach is a gateway's servers; everything else stays real.
 */
import { randomUUID } from "node:crypto";
import type { PaymentProvider } from "../infra/payments.ts";
import { shippingAddress } from "./shopper.ts";

interface Gate {
  /** Resolves when the gateway has received this tab's payment. */
  reached: Promise<void>;
  arrive(): void;
  /** Resolves when the test lets the gateway answer this tab. */
  opened: Promise<void>;
  open(): void;
}

function newGate(): Gate {
  let arrive = () => {};
  let open = () => {};
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { reached, arrive, opened, open };
}

/** The gates by tab. A gate once open stays open (a tab paying again is answered at once). */
const gates = new Map<string, Gate>();
export const gate = (tab: string): Gate => {
  if (!gates.has(tab)) gates.set(tab, newGate());
  return gates.get(tab)!;
};
export const gatedGateway: PaymentProvider = {
  code: "gated_card",
  title: "Card (stand-in gateway)",
  offline: false,
  isAvailable: () => true,
  async authorize(request) {
    const { tab, answer } = request.additional as { tab: string; answer: "approve" | "decline" };
    gate(tab).arrive();
    await gate(tab).opened;
    return answer === "approve" ? { ok: true, reference: `gated-${request.idempotencyKey}`, captured: true } : { ok: false, message: "Your card was declined." };
  },
};

/** An order of a cart's lines paid through the gated gateway: `tab` names its gate, `answer` what the gateway says. */
export function gatedOrder(cart: { cartId: string; products: unknown[] }, tab: string, answer: "approve" | "decline", email = "ann@example.com") {
  return {
    order_id: randomUUID(),
    cart_id: cart.cartId,
    products: cart.products,
    addressInformation: {
      shippingAddress,
      billingAddress: shippingAddress,
      shipping_method_code: "domestic",
      shipping_carrier_code: "petsies",
      payment_method_code: "gated_card",
      payment_method_additional: { tab, answer },
    },
    personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: email },
  };
}
