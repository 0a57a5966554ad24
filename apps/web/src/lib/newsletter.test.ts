import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@petsies/domain";
import {
  dismissNewsletterPrompt,
  INVALID_EMAIL,
  NEWSLETTER_PROMPT_DELAY_MS,
  newsletterEmailError,
  newsletterPromptDelay,
  readNewsletterState,
  rememberSubscribed,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "./newsletter.ts";

describe("newsletter e-mail field", () => {
  it("is required, then must be an address", () => {
    expect(newsletterEmailError("  ")).toBe("Field is required");
    expect(newsletterEmailError("pet@home")).toBe(INVALID_EMAIL);
    expect(newsletterEmailError(" pet@example.com ")).toBeNull();
  });
});

describe("the newsletter invitation", () => {
  const memory = new Map<string, string>();
  const fake = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  };
  beforeEach(() => {
    memory.clear();
    vi.stubGlobal("window", { localStorage: fake });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("waits 30 seconds from the first visit, then opens at once on later pages", () => {
    expect(newsletterPromptDelay("/", 1_000_000)).toBe(NEWSLETTER_PROMPT_DELAY_MS);
    expect(newsletterPromptDelay("/c/forevers/", 1_000_000 + 10_000)).toBe(NEWSLETTER_PROMPT_DELAY_MS - 10_000);
    expect(newsletterPromptDelay("/", 1_000_000 + 45_000)).toBe(0);
  });
  it("never opens on checkout or account pages, after a dismissal, or for a subscriber", () => {
    expect(newsletterPromptDelay("/checkout/onepage/", 0)).toBeNull();
    expect(newsletterPromptDelay("/my-account/profile/", 0)).toBeNull();
    expect(newsletterPromptDelay("/newsletter/unsubscribe/", 0)).toBeNull();
    rememberSubscribed(" Pet@Example.com ");
    expect(readNewsletterState()).toEqual({ isSubscribed: true, email: "pet@example.com" });
    expect(newsletterPromptDelay("/", 0)).toBeNull();
    memory.clear();
    dismissNewsletterPrompt();
    expect(newsletterPromptDelay("/", 0)).toBeNull();
  });
});

describe("the unsubscribe link's page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ends the subscription with the link's e-mail and token, and shows the API's refusal", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const answers = [
      { status: 200, body: { code: 200, result: false } },
      { status: 403, body: { code: 403, result: "To unsubscribe, use the link in one of our e-mails, or sign in with this e-mail address." } },
    ];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    });
    expect(await unsubscribeFromNewsletter("pet@example.com", "tok")).toBeNull();
    expect(sent[0]).toMatchObject({ url: "/api/ext/mailchimp-subscribe/subscribe", init: { method: "DELETE" } });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ email: "pet@example.com", unsubscribeToken: "tok" });
    expect(await unsubscribeFromNewsletter("pet@example.com", "old")).toBe(
      "To unsubscribe, use the link in one of our e-mails, or sign in with this e-mail address.",
    );
  });
});

describe("the newsletter form's answer", () => {
  afterEach(() => vi.unstubAllGlobals());

  function answering(...answers: { status: number; body: unknown }[]) {
    vi.stubGlobal("fetch", async () => {
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    });
  }

  it("says the e-mail's refusal at its field, a limit by its status, and anything else in the shop's words", async () => {
    answering(
      { status: 200, body: { code: 200, result: true } },
      { status: 400, body: { code: 400, result: "Please enter a valid e-mail address", fields: { email: "Please enter a valid e-mail address" } } },
      { status: 429, body: { code: 429, result: messages.tooManyRequests } },
      { status: 429, body: { code: 429 } },
      { status: 500, body: { code: 500, result: "The shop is resting" } },
    );
    expect(await subscribeToNewsletter(" pet@example.com ")).toBeNull();
    expect(await subscribeToNewsletter("pet@home")).toBe("Please enter a valid e-mail address");
    expect(await subscribeToNewsletter("pet@example.com")).toBe(messages.tooManyRequests);
    expect(await subscribeToNewsletter("pet@example.com")).toBe(messages.tooManyRequests);
    expect(await subscribeToNewsletter("pet@example.com")).toBe("The shop is resting");
  });
});
