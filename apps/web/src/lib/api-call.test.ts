/**
 * The browser's one API client against a stubbed fetch (the network is the outside world): one result type
 * for every answer, and one offline message whichever part of the shop made the call.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ERROR_CODES, messages } from "@petsies/domain";
import { apiCall, NO_CONNECTION } from "./api-call.ts";
import { cartApi } from "./cart/cart-api.ts";
import { checkoutApi } from "./checkout/checkout-api.ts";
import { browserGet } from "./configurator/browser-get.ts";
import { subscribeToNewsletter } from "./newsletter.ts";

const answering = (status: number, envelope: unknown) =>
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(envelope), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("one result type", () => {
  it("answers the envelope's result as the value", async () => {
    answering(200, { code: 200, result: { cartId: "c1" } });
    expect(await apiCall("GET", "/api/x")).toEqual({ ok: true, value: { cartId: "c1" } });
  });

  it("carries the API's machine code and message; a refusal for good is not retried", async () => {
    answering(404, { code: 404, result: "No such entity with cartId", error: ERROR_CODES.cartNotFound });
    expect(await apiCall("GET", "/api/x")).toEqual({
      ok: false,
      status: 404,
      code: ERROR_CODES.cartNotFound,
      message: "No such entity with cartId",
      retry: false,
    });
  });

  it("keeps the fields bad input names", async () => {
    answering(400, { code: 400, result: "Please check the form", fields: { email: "Please enter a valid e-mail address" } });
    const answer = await apiCall("POST", "/api/x", {});
    expect(answer).toMatchObject({ ok: false, retry: false, fields: { email: "Please enter a valid e-mail address" } });
  });

  it("says to retry when the shop is busy or failing", async () => {
    answering(429, { code: 429, result: messages.tooManyRequests });
    expect(await apiCall("GET", "/api/x")).toMatchObject({ ok: false, retry: true, message: messages.tooManyRequests });
    answering(503, { code: 503, result: "Service unavailable" });
    expect(await apiCall("GET", "/api/x")).toMatchObject({ ok: false, retry: true });
  });
});

describe("one offline message", () => {
  const offline = { ok: false, status: NO_CONNECTION, message: messages.offline, retry: true };

  it("is what every caller says when the shop cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await apiCall("GET", "/api/x")).toEqual(offline);
    expect(await cartApi.totals("c1")).toEqual(offline);
    expect(await cartApi.applyCoupon("c1", "SAVE")).toEqual(offline);
    expect(await checkoutApi.paymentMethods("c1")).toEqual(offline);
    expect(await subscribeToNewsletter("a@b.co")).toBe(messages.offline);
    await expect(browserGet("/api/plushies/x")).rejects.toThrow(messages.offline);
  });
});
