/**
 * Payment methods. Each method is a provider behind one small interface, so real gateways (card, Affirm,
 * Amazon Pay, wallets) plug in beside the built-in ones without touching checkout. Providers are
 * stateless: whatever must survive a retry is derived from the idempotency key.
 */
import { checkMoneyOrderInstructions, type CheckMoneyOrderSettings } from "@petsies/domain";
import { stableReference } from "./payment-reference.ts";
import { testCardGateway } from "./test-card-gateway.ts";

export interface PaymentCart {
  isVirtual: boolean;
  grandTotalCents: number;
}

export interface AuthorizeRequest {
  /** The same for every attempt to pay one order (the order key): the provider's idempotency key. */
  idempotencyKey: string;
  /** The server's grand total of the order, never the browser's. */
  amountCents: number;
  currency: string;
  /** payment_method_additional as the shopper sent it; each provider validates its own. */
  additional: unknown;
  /** The provider's payment from an earlier attempt at this order (one that awaited the browser), if any. */
  reference?: string | undefined;
  /** Shown in the provider's dashboard beside the payment. */
  orderNumber?: string | undefined;
}

/**
 * What the browser needs to finish a payment the provider holds for it (3-D Secure, a wallet, a redirect to
 * Affirm or Amazon Pay): Stripe's PaymentIntent client secret, handed to Stripe.js. Never stored by us.
 */
export interface PaymentAction {
  reference: string;
  clientSecret: string;
  /** The provider's public key the browser loads its script with (Stripe's publishable key). */
  publishableKey: string;
}

/**
 * Authorised (`captured` when the money is already taken); declined, with the shopper's words; or waiting for
 * the browser. A card gateway may tell the last four digits and the brand; never the number itself.
 */
export type AuthorizeResult =
  | { ok: true; reference: string; captured: boolean; cardLast4?: string; cardBrand?: string }
  | { ok: false; message: string }
  | { ok: false; requiresAction: PaymentAction };

export interface CaptureRequest {
  /** The same for every attempt at one capture. */
  idempotencyKey: string;
  reference: string;
  /** At most what was authorised; less when part was refunded before the capture. */
  amountCents: number;
}

export interface VoidRequest {
  idempotencyKey: string;
  reference: string;
}

export interface RefundRequest {
  /** The same for every attempt at one refund: a retry after a crash never refunds twice. */
  idempotencyKey: string;
  /** The payment's reference from authorize. */
  paymentReference: string;
  amountCents: number;
  currency: string;
}

export type RefundResult = { ok: true; reference: string } | { ok: false; message: string };

/** A payment the provider still holds the shopper's money for (payments/reconciliation.ts). */
export interface HeldPayment {
  reference: string;
  /** Taken already (and not all refunded), rather than only authorised. */
  captured: boolean;
  /** What is held: the authorised amount, or what was taken less what was refunded. */
  amountCents: number;
  currency: string;
  /** The number of the order it was made for, as the provider keeps it (Stripe's metadata). */
  orderNumber: string | null;
}
export type ProviderResult = { ok: true } | { ok: false; message: string };

export interface PaymentProvider {
  code: string;
  title: string;
  /** Paid outside the shop (check, cash); nothing is charged at checkout, and refunds are made by hand. */
  offline: boolean;
  isAvailable(cart: PaymentCart): boolean;
  /** What the shopper must do to pay an offline method (to whom, where), with the order's number once placed. */
  instructions?(incrementId?: string): string;
  /** The public key the browser loads the provider's own script with (Stripe's publishable key). */
  browserKey?: string;
  /**
   * Creates the order's payment, or finds it again (same idempotency key, or the reference of an earlier
   * attempt) and answers where it stands.
   */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * Providers that authorise first and take the money later: when (the owner's choice, e.g. STRIPE_CAPTURE):
   * right after the order is confirmed, or when its first item ships.
   */
  capturesOn?: "order" | "shipment";
  /** Takes money an authorisation holds. */
  capture?(request: CaptureRequest): Promise<ProviderResult>;
  /** Lets an authorisation go, nothing taken (a reservation given back, an order cancelled before capture). */
  void?(request: VoidRequest): Promise<ProviderResult>;
  /** Gives captured money back to the shopper, in full or in part (online providers). */
  refund?(request: RefundRequest): Promise<RefundResult>;
  /** The payments made in [from, to) that still hold money: what the reconciliation checks against orders. */
  heldPayments?(window: { from: Date; to: Date }): AsyncIterable<HeldPayment>;
}

/** The demo shop's payee and address; a real shop sets CHECKMO_PAYABLE_TO and CHECKMO_MAILING_ADDRESS. */
export const DEFAULT_CHECK_MONEY_ORDER: CheckMoneyOrderSettings = {
  payableTo: "Petsies",
  mailingAddress: "Petsies Orders, PO Box 1000, Albany, NY 12207, USA",
};
let checkMoneyOrder = DEFAULT_CHECK_MONEY_ORDER;

const checkmo: PaymentProvider = {
  code: "checkmo",
  title: "Check / Money order",
  offline: true,
  isAvailable: () => true,
  instructions: (incrementId) => checkMoneyOrderInstructions(checkMoneyOrder, incrementId),
  authorize: async (request) => ({ ok: true, reference: stableReference("checkmo-", request.idempotencyKey), captured: false }),
};

const cashOnDelivery: PaymentProvider = {
  code: "cashondelivery",
  title: "Cash On Delivery",
  offline: true,
  // Nothing is delivered for a virtual cart, so there is no one to pay on delivery.
  isAvailable: (cart) => !cart.isVirtual,
  authorize: async (request) => ({ ok: true, reference: stableReference("cashondelivery-", request.idempotencyKey), captured: false }),
};

const BUILT_IN: readonly PaymentProvider[] = [checkmo, cashOnDelivery, testCardGateway];
/** Until configured, the offline methods only: the test gateway is never on by accident. */
let methods: readonly PaymentProvider[] = BUILT_IN.filter((m) => m !== testCardGateway);

/**
 * The test card gateway approves well-known test numbers: development and tests turn it on
 * (TEST_CARD_GATEWAY=on; config.ts refuses it in production). `gateways` are the other online
 * providers, offered after the built-in ones. Check / money order tells shoppers the payee and mailing
 * address configured here (CHECKMO_*). Set once at start-up.
 */
export function configurePayments(options: {
  testCardGateway: boolean;
  checkMoneyOrder?: CheckMoneyOrderSettings;
  gateways?: readonly PaymentProvider[];
}): void {
  methods = [...BUILT_IN.filter((m) => options.testCardGateway || m !== testCardGateway), ...(options.gateways ?? [])];
  checkMoneyOrder = options.checkMoneyOrder ?? DEFAULT_CHECK_MONEY_ORDER;
}

export function paymentMethods(): PaymentProvider[] {
  return [...methods];
}

export function availablePaymentMethods(cart: PaymentCart): PaymentProvider[] {
  return methods.filter((m) => m.isAvailable(cart));
}

export function paymentMethod(code: string): PaymentProvider | undefined {
  return methods.find((m) => m.code === code);
}

/**
 * Authorises an order's payment. An order that gift cards paid in full (grand total 0) is accepted by any
 * method without asking the provider: there is nothing to charge, and a card form left empty must not
 * block it.
 */
export async function authorizeOrder(provider: PaymentProvider, request: AuthorizeRequest): Promise<AuthorizeResult> {
  if (!Number.isInteger(request.amountCents) || request.amountCents < 0) {
    throw new Error(`Payment amount must be a whole number of cents, not ${request.amountCents}`);
  }
  if (request.amountCents === 0) return { ok: true, reference: stableReference("free-", request.idempotencyKey), captured: true };
  return provider.authorize(request);
}

/** Keys of payment_method_additional that must never be stored or logged. */
export const PAYMENT_SECRET_KEYS: readonly string[] = ["card_number", "cvc"];

/** A copy of payment_method_additional safe to store with an order: card number and CVC replaced. */
export function redactPaymentAdditional(additional: unknown): unknown {
  if (Array.isArray(additional)) return additional.map(redactPaymentAdditional);
  if (additional === null || typeof additional !== "object") return additional;
  return Object.fromEntries(
    Object.entries(additional).map(([key, value]) => [
      key,
      PAYMENT_SECRET_KEYS.includes(key) ? "[redacted]" : redactPaymentAdditional(value),
    ]),
  );
}
