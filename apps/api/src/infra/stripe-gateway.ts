/**
 * Stripe behind the payment provider interface (payments.ts), with the official `stripe` package. Card data
 * goes from the browser to Stripe only (the Payment Element: cards with 3-D Secure, Apple Pay, Google Pay,
 * Affirm, Amazon Pay); the API creates a PaymentIntent for the server's total and asks Stripe where it stands.
 *
 * Every intent is created with manual capture, whatever the shop's capture mode: the money is only taken
 * once the order is confirmed (at once, or when it ships: STRIPE_CAPTURE), so a payment whose reservation was
 * given back is voided, never refunded, and a paid cart without an order cannot happen.
 */
import Stripe from "stripe";
import type { AuthorizeResult, HeldPayment, PaymentProvider, ProviderResult } from "./payments.ts";

export const STRIPE_CODE = "stripe";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** at_order: capture once the order is confirmed; on_ship: when its first item ships. */
  capture: "at_order" | "on_ship";
  /** Where the API is (tests point the package at a stand-in); Stripe's own servers when unset. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

export interface StripeProvider extends PaymentProvider {
  /** A webhook's event, its signature checked on the raw body; throws for a bad or old signature. */
  webhookEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

const CANCELLED = "The payment was cancelled. Please try again or choose another payment method.";
const DECLINED = "Your card was declined.";

export function isStripeProvider(provider: PaymentProvider | undefined): provider is StripeProvider {
  return provider?.code === STRIPE_CODE && "webhookEvent" in provider;
}

/** Intents per page of Stripe's list: its largest page, the fewest calls. */
const LIST_PAGE = 100;

/** What an intent holds: authorised and not yet captured, or captured and not all refunded (its charge says). */
function held(intent: Stripe.PaymentIntent): HeldPayment | null {
  const base = { reference: intent.id, currency: intent.currency, orderNumber: intent.metadata?.order_number || null };
  if (intent.status === "requires_capture") return { ...base, captured: false, amountCents: intent.amount_capturable };
  if (intent.status !== "succeeded") return null;
  const charge = intent.latest_charge && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const left = intent.amount_received - (charge?.amount_refunded ?? 0);
  return left > 0 ? { ...base, captured: true, amountCents: left } : null;
}

/** Stripe's answer about money it was asked to move, in our words: a refused call is a result, not a crash. */
async function moved(call: () => Promise<unknown>): Promise<ProviderResult> {
  try {
    await call();
    return { ok: true };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) return { ok: false, message: err.message };
    throw err;
  }
}

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

export function stripeGateway(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });

  /**
   * Where an intent stands, for the order that asked. `fresh`: this attempt just created (or found again) the
   * intent, so a failure left from an earlier attempt is not this one's: the browser is asked again.
   */
  function judge(intent: Stripe.PaymentIntent, amountCents: number, fresh: boolean): AuthorizeResult {
    if (intent.amount !== amountCents) throw new Error(`PaymentIntent ${intent.id} is for ${intent.amount} cents, the order for ${amountCents}`);
    switch (intent.status) {
      case "requires_capture":
        return { ok: true, reference: intent.id, captured: false };
      case "succeeded":
        return { ok: true, reference: intent.id, captured: true };
      case "canceled":
        return { ok: false, message: CANCELLED };
      case "requires_payment_method":
        if (!fresh && intent.last_payment_error) return { ok: false, message: intent.last_payment_error.message ?? DECLINED };
        break;
      default:
        break;
    }
    // requires_payment_method, requires_confirmation, requires_action (3-D Secure, a redirect), processing:
    // the browser (or, for processing, Stripe's webhook) has the next word.
    return { ok: false, requiresAction: { reference: intent.id, clientSecret: intent.client_secret ?? "", publishableKey: settings.publishableKey } };
  }

  return {
    code: STRIPE_CODE,
    title: "Card, Apple Pay, Google Pay, Affirm or Amazon Pay",
    offline: false,
    browserKey: settings.publishableKey,
    isAvailable: () => true,
    capturesOn: settings.capture === "at_order" ? "order" : "shipment",

    async authorize(request) {
      if (request.reference) return judge(await stripe.paymentIntents.retrieve(request.reference), request.amountCents, false);
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          capture_method: "manual",
          automatic_payment_methods: { enabled: true },
          metadata: { order_number: request.orderNumber ?? "" },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return judge(intent, request.amountCents, true);
    },

    capture: (request) =>
      moved(() => stripe.paymentIntents.capture(request.reference, { amount_to_capture: request.amountCents }, { idempotencyKey: request.idempotencyKey })),

    async void(request) {
      const result = await moved(() => stripe.paymentIntents.cancel(request.reference, {}, { idempotencyKey: request.idempotencyKey }));
      if (result.ok) return result;
      // Cancelled already (by an earlier attempt, or in Stripe's dashboard): what a void wants.
      const intent = await stripe.paymentIntents.retrieve(request.reference);
      return intent.status === "canceled" ? { ok: true } : result;
    },

    async refund(request) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: request.paymentReference, amount: request.amountCents }, { idempotencyKey: request.idempotencyKey });
        return refund.status === "failed" ? { ok: false, message: refund.failure_reason ?? "The refund failed" } : { ok: true, reference: refund.id };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: err.message };
        throw err;
      }
    },

    async *heldPayments({ from, to }) {
      // The SDK turns the pages (starting_after the last id of each) as the loop asks for more.
      const list = stripe.paymentIntents.list({ created: { gte: toUnix(from), lt: toUnix(to) }, limit: LIST_PAGE, expand: ["data.latest_charge"] });
      for await (const intent of list) {
        const payment = held(intent);
        if (payment) yield payment;
      }
    },

    webhookEvent: (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
  };
}
