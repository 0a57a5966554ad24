/**
 * A stand-in for Stripe's servers, which these machines cannot reach: a small local HTTP server that answers
 * Stripe's documented API for the calls the shop makes (PaymentIntents list, create, retrieve, update, confirm,
 * capture, cancel; refunds create) the way Stripe does, so the official `stripe` package talks to it unchanged
 * (its host, port and protocol options). Idempotency-Key is honoured like Stripe: the same key with the same
 * parameters answers the first answer again; with other parameters, 400 idempotency_error.
 *
 * What the browser would do with Stripe.js (confirm with a card that approves, declines or asks for 3-D Secure)
 * the test does with `browserPays`; `hold` keeps Stripe's answers back until the test lets them go; `signedEvent`
 * makes a webhook as Stripe signs it (the package's generateTestHeaderString).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const STAND_IN_KEYS = { secretKey: "sk_test_standin", publishableKey: "pk_test_standin", webhookSecret: "whsec_standin" };

export type BrowserOutcome = "approve" | "decline" | "3ds";

interface Intent {
  id: string;
  object: "payment_intent";
  /** Unix seconds; a test moves it back to make an intent older than it is. */
  created: number;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  client_secret: string;
  status: string;
  last_payment_error: { code: string; message: string; type: string } | null;
  next_action: { type: string } | null;
  latest_charge: string | null;
  metadata: Record<string, string>;
}

interface Charge {
  id: string;
  object: "charge";
  payment_intent: string;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
}

interface Answer {
  status: number;
  body: unknown;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Stripe's list size when none is asked for, and its largest. */
const LIST_LIMIT = { default: 10, max: 100 };

const CANCELABLE = new Set(["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action", "processing"]);

export interface StripeStandIn {
  /** For stripeGateway(): the stand-in's keys and address. */
  settings: { secretKey: string; publishableKey: string; webhookSecret: string; host: string; port: number; protocol: "http" };
  intents: Map<string, Intent>;
  charges: Map<string, Charge>;
  /** Every call, in order: method, path, Idempotency-Key. */
  calls: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** What the browser does with Stripe.js once it has the client secret: confirm with an approving, declining or 3-D Secure card. */
  browserPays(intentId: string, outcome: BrowserOutcome): Intent;
  /** The shopper passes the bank's 3-D Secure check. */
  completeAction(intentId: string): Intent;
  /** Answers are kept back until the returned function is called (a slow Stripe); `reached` resolves at the first call held. */
  hold(): { reached: Promise<void>; release(): void };
  /** A webhook event as Stripe sends it: the JSON body and its Stripe-Signature header. `object` defaults to the intent now. */
  signedEvent(type: string, intentId: string, options?: { id?: string; secret?: string; timestamp?: number }): { payload: string; signature: string; id: string };
  close(): Promise<void>;
}

let counter = 0;
const newId = (prefix: string) => `${prefix}_standin${Date.now().toString(36)}${(++counter).toString(36)}`;

/** Stripe's form encoding (a[b]=c) read back into an object, one level deep as the shop's calls need. */
function readForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    if (nested) out[nested[1]!] = { ...(out[nested[1]!] as object | undefined), [nested[2]!]: value };
    else out[key] = value;
  }
  return out;
}

/** `port`: 0 (the default) takes any free port. */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const calls: StripeStandIn["calls"] = [];
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  let held: { reached: () => void; released: Promise<void> } | null = null;

  function intentOf(id: string): Intent {
    const intent = intents.get(id);
    if (!intent) throw new StripeError(404, "invalid_request_error", `No such payment_intent: '${id}'`, "resource_missing");
    return intent;
  }

  function unexpected(intent: Intent, action: string): never {
    throw new StripeError(400, "invalid_request_error", `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`, "payment_intent_unexpected_state");
  }

  function authorised(intent: Intent): void {
    intent.last_payment_error = null;
    intent.next_action = null;
    const charge: Charge = { id: newId("ch"), object: "charge", payment_intent: intent.id, amount: intent.amount, amount_captured: 0, amount_refunded: 0, refunded: false };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture";
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      charge.amount_captured = intent.amount;
    }
  }

  function pay(intent: Intent, outcome: BrowserOutcome): Intent {
    if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) unexpected(intent, "confirm");
    if (outcome === "approve") authorised(intent);
    else if (outcome === "3ds") {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk" };
    } else {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { code: "card_declined", message: "Your card was declined.", type: "card_error" };
    }
    return intent;
  }

  /**
   * GET /v1/payment_intents as Stripe answers it: newest first, `created` as a range (gt, gte, lt, lte in Unix
   * seconds), `limit` per page, `starting_after` the last id of the page before; `expand[]=data.latest_charge`
   * gives each intent its charge instead of the charge's id.
   */
  function listIntents(params: Record<string, unknown>): Answer {
    const created = (params.created ?? {}) as Record<string, string>;
    const within = (t: number) =>
      (created.gt === undefined || t > Number(created.gt)) &&
      (created.gte === undefined || t >= Number(created.gte)) &&
      (created.lt === undefined || t < Number(created.lt)) &&
      (created.lte === undefined || t <= Number(created.lte));
    const limit = params.limit === undefined ? LIST_LIMIT.default : Number(params.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT.max) throw new StripeError(400, "invalid_request_error", "Invalid integer: limit must be between 1 and 100.");
    // Newest first; intents made in the same second keep the order Stripe gives them, the later one first.
    const all = [...intents.values()].reverse().filter((i) => within(i.created)).sort((a, b) => b.created - a.created);
    let start = 0;
    if (params.starting_after !== undefined) {
      const after = all.findIndex((i) => i.id === params.starting_after);
      if (after < 0) throw new StripeError(400, "invalid_request_error", `No such payment_intent: '${String(params.starting_after)}'`, "resource_missing");
      start = after + 1;
    }
    const page = all.slice(start, start + limit);
    const expandCharge = Object.values((params.expand ?? {}) as Record<string, string>).includes("data.latest_charge");
    const data = page.map((i) => (expandCharge && i.latest_charge ? { ...i, latest_charge: charges.get(i.latest_charge) } : i));
    return { status: 200, body: { object: "list", data, has_more: start + limit < all.length, url: "/v1/payment_intents" } };
  }

  function route(method: string, path: string, params: Record<string, unknown>): Answer {
    const parts = path.split("/").filter(Boolean);
    if (parts[0] !== "v1") throw new StripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
    if (parts[1] === "payment_intents") {
      if (method === "GET" && parts.length === 2) return listIntents(params);
      if (method === "POST" && parts.length === 2) {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50) throw new StripeError(400, "invalid_request_error", "Amount must be at least $0.50 usd", "amount_too_small");
        const id = newId("pi");
        const intent: Intent = {
          id,
          object: "payment_intent",
          created: Math.floor(Date.now() / 1000),
          amount,
          amount_capturable: 0,
          amount_received: 0,
          currency: String(params.currency),
          capture_method: String(params.capture_method ?? "automatic"),
          client_secret: `${id}_secret_standin`,
          status: "requires_payment_method",
          last_payment_error: null,
          next_action: null,
          latest_charge: null,
          metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        };
        intents.set(id, intent);
        return { status: 200, body: intent };
      }
      const intent = intentOf(parts[2] ?? "");
      if (method === "GET" && parts.length === 3) return { status: 200, body: intent };
      if (method === "POST" && parts.length === 3) {
        if (!["requires_payment_method", "requires_confirmation", "requires_action"].includes(intent.status)) unexpected(intent, "update");
        if (params.amount !== undefined) intent.amount = Number(params.amount);
        return { status: 200, body: intent };
      }
      if (method === "POST" && parts[3] === "confirm") {
        const card = String(params.payment_method ?? "pm_card_visa");
        const outcome: BrowserOutcome = card === "pm_card_chargeDeclined" ? "decline" : card === "pm_card_threeDSecure2Required" ? "3ds" : "approve";
        return { status: 200, body: pay(intent, outcome) };
      }
      if (method === "POST" && parts[3] === "capture") {
        if (intent.status !== "requires_capture") unexpected(intent, "capture");
        const amount = params.amount_to_capture === undefined ? intent.amount_capturable : Number(params.amount_to_capture);
        if (amount > intent.amount_capturable) throw new StripeError(400, "invalid_request_error", "The amount to capture exceeds the capturable amount.", "amount_too_large");
        intent.status = "succeeded";
        intent.amount_received = amount;
        intent.amount_capturable = 0;
        charges.get(intent.latest_charge!)!.amount_captured = amount;
        return { status: 200, body: intent };
      }
      if (method === "POST" && parts[3] === "cancel") {
        if (!CANCELABLE.has(intent.status)) unexpected(intent, "cancel");
        intent.status = "canceled";
        intent.amount_capturable = 0;
        return { status: 200, body: intent };
      }
    }
    if (parts[1] === "refunds" && method === "POST" && parts.length === 2) {
      const intent = intentOf(String(params.payment_intent ?? ""));
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (intent.status !== "succeeded" || !charge) throw new StripeError(400, "invalid_request_error", `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, "charge_not_refundable");
      const left = charge.amount_captured - charge.amount_refunded;
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (amount > left) throw new StripeError(400, "invalid_request_error", `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, "amount_too_large");
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount_captured;
      return { status: 200, body: { id: newId("re"), object: "refund", amount, charge: charge.id, payment_intent: intent.id, status: "succeeded", currency: intent.currency } };
    }
    throw new StripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  function answer(method: string, path: string, body: string, key: string | undefined): Answer {
    const request = `${method} ${path} ${body}`;
    if (key && method === "POST") {
      const earlier = idempotent.get(key);
      if (earlier && earlier.request !== request) {
        return { status: 400, body: { error: { type: "idempotency_error", message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } } };
      }
      if (earlier) return earlier.answer;
    }
    let result: Answer;
    try {
      result = route(method, path, readForm(body));
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      result = { status: err.status, body: { error: { type: err.type, message: err.message, ...(err.code ? { code: err.code } : {}) } } };
    }
    if (key && method === "POST") idempotent.set(key, { request, answer: result });
    return result;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://stand-in");
    const key = req.headers["idempotency-key"] as string | undefined;
    calls.push({ method, path: url.pathname, idempotencyKey: key });
    if (held) {
      held.reached();
      await held.released;
    }
    const body = method === "GET" ? url.searchParams.toString() : Buffer.concat(chunks).toString("utf8");
    const result = answer(method, url.pathname, body, key);
    res.writeHead(result.status, { "content-type": "application/json", "request-id": newId("req"), ...(key ? { "idempotency-key": key } : {}) });
    res.end(JSON.stringify(result.body));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(err) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const listening = (server.address() as AddressInfo).port;

  return {
    settings: { ...STAND_IN_KEYS, host: "127.0.0.1", port: listening, protocol: "http" },
    intents,
    charges,
    calls,
    browserPays: (intentId, outcome) => pay(intentOf(intentId), outcome),
    completeAction(intentId) {
      const intent = intentOf(intentId);
      if (intent.status !== "requires_action") unexpected(intent, "complete the action of");
      authorised(intent);
      return intent;
    },
    hold() {
      let reached = () => {};
      let release = () => {};
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { reached, released };
      return {
        reached: reachedPromise,
        release() {
          held = null;
          release();
        },
      };
    },
    signedEvent(type, intentId, options = {}) {
      const intent = intentOf(intentId);
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      const object = type.startsWith("charge.") ? charge : intent;
      const id = options.id ?? newId("evt");
      const payload = JSON.stringify({ id, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), data: { object: structuredClone(object) } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? STAND_IN_KEYS.webhookSecret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
      return { payload, signature, id };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
