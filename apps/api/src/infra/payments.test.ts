import { readFile } from "node:fs/promises";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { redactPaths } from "./log-redaction.ts";
import {
  authorizeOrder,
  availablePaymentMethods,
  configurePayments,
  PAYMENT_SECRET_KEYS,
  paymentMethod,
  paymentMethods,
  redactPaymentAdditional,
  type PaymentProvider,
} from "./payments.ts";
import { APPROVED_TEST_CARD, DECLINED, testCardGateway } from "./test-card-gateway.ts";

const request = { idempotencyKey: "cart-token-secret", amountCents: 2500, currency: "USD", additional: null };

describe("payment methods", () => {
  it("lists the built-in methods", () => {
    expect(paymentMethods().map((m) => [m.code, m.title, m.offline])).toEqual([
      ["checkmo", "Check / Money order", true],
      ["cashondelivery", "Cash On Delivery", true],
      ["petsies_testcard", "Credit card (test gateway)", false],
    ]);
    expect(paymentMethod("cashondelivery")?.title).toBe("Cash On Delivery");
    expect(paymentMethod("nope")).toBeUndefined();
  });

  it("hides cash on delivery for a virtual cart", () => {
    const codes = (isVirtual: boolean) => availablePaymentMethods({ isVirtual, grandTotalCents: 2500 }).map((m) => m.code);
    expect(codes(false)).toEqual(["checkmo", "cashondelivery", "petsies_testcard"]);
    expect(codes(true)).toEqual(["checkmo", "petsies_testcard"]);
  });

  it("authorises offline methods with a reference derived from the key, not the key itself", async () => {
    const checkmo = await paymentMethod("checkmo")!.authorize(request);
    expect(checkmo).toEqual({ ok: true, reference: expect.stringMatching(/^checkmo-[0-9a-f]{16}$/), captured: false });
    expect(await paymentMethod("checkmo")!.authorize(request)).toEqual(checkmo);
    expect(JSON.stringify(checkmo)).not.toContain("secret");
    expect(await paymentMethod("cashondelivery")!.authorize(request)).toEqual({
      ok: true,
      reference: expect.stringMatching(/^cashondelivery-[0-9a-f]{16}$/),
      captured: false,
    });
  });
});

describe("authorizeOrder", () => {
  it("accepts a zero grand total with any method without asking the provider", async () => {
    const card = paymentMethod("petsies_testcard")!;
    const spy = vi.spyOn(card, "authorize");
    const result = await authorizeOrder(card, { ...request, amountCents: 0 });
    expect(result).toEqual({ ok: true, reference: expect.stringMatching(/^free-[0-9a-f]{16}$/), captured: true });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("asks the provider when there is something to pay", async () => {
    const declining: PaymentProvider = {
      code: "x",
      title: "X",
      offline: false,
      isAvailable: () => true,
      authorize: async () => ({ ok: false, message: "No." }),
    };
    expect(await authorizeOrder(declining, request)).toEqual({ ok: false, message: "No." });
  });

  it("refuses a negative or fractional amount as a programming error", async () => {
    const checkmo = paymentMethod("checkmo")!;
    await expect(authorizeOrder(checkmo, { ...request, amountCents: -1 })).rejects.toThrow(/whole number of cents/);
    await expect(authorizeOrder(checkmo, { ...request, amountCents: 10.5 })).rejects.toThrow(/whole number of cents/);
  });
});

describe("payment secrets", () => {
  it("redacts card number and CVC at any depth and keeps the rest", () => {
    const additional = { card_number: "4242424242424242", cvc: "123", name_on_card: "Ada", nested: [{ cvc: "999", keep: 1 }] };
    expect(redactPaymentAdditional(additional)).toEqual({
      card_number: "[redacted]",
      cvc: "[redacted]",
      name_on_card: "Ada",
      nested: [{ cvc: "[redacted]", keep: 1 }],
    });
    expect(additional.card_number).toBe("4242424242424242");
    expect(redactPaymentAdditional(null)).toBeNull();
  });

  it("keeps every secret key out of logs down to four levels", () => {
    for (const key of PAYMENT_SECRET_KEYS)
      for (const path of [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]) expect(redactPaths).toContain(path);
  });

  it("masks them in a logged request body", async () => {
    let out = "";
    const stream = new Writable({ write: (chunk, _enc, done) => ((out += chunk.toString()), done()) });
    const app = Fastify({ logger: { redact: { paths: redactPaths, censor: "[redacted]" }, stream } });
    const body = { paymentMethod: { code: "petsies_testcard", additional: { card_number: "4242424242424242", cvc: "123" } } };
    app.log.info({ body }, "place order");
    await app.close();
    expect(out).toContain("petsies_testcard");
    expect(out).not.toContain("4242424242424242");
    expect(out).not.toContain('"123"');
  });
});

describe("switching the test card gateway off", () => {
  it("leaves only the real methods", () => {
    configurePayments({ testCardGateway: false });
    try {
      expect(paymentMethods().map((m) => m.code)).toEqual(["checkmo", "cashondelivery"]);
      expect(paymentMethod("petsies_testcard")).toBeUndefined();
    } finally {
      configurePayments({ testCardGateway: true });
    }
    expect(paymentMethod("petsies_testcard")).toBeDefined();
  });
});

describe("the README's test cards", () => {
  it("lists every number the test gateway answers, with its answer", async () => {
    const readme = await readFile(new URL("../../../../README.md", import.meta.url), "utf8");
    const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");
    const expiry = "12/40";
    expect(readme).toContain(`| \`${spaced(APPROVED_TEST_CARD)}\` | approved`);
    const approved = await testCardGateway.authorize({ ...request, additional: { card_number: APPROVED_TEST_CARD, expiry, cvc: "123", name_on_card: "A" } });
    expect(approved.ok).toBe(true);
    for (const [digits, message] of DECLINED) {
      expect(readme).toContain(`| \`${spaced(digits)}\` | "${message}" |`);
    }
  });
});
