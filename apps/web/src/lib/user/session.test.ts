import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Answer } from "../api-call.ts";
import { asCustomer, setSessionTokens } from "./session.ts";

/** The browser's local storage, where the tokens live (the unit tests run in Node, which has none). */
beforeEach(() => {
  const kept = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
    clear: () => kept.clear(),
    key: () => null,
    get length() {
      return kept.size;
    },
  };
  (globalThis as { window?: unknown }).window = { localStorage };
});

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

/** A customer call whose answer the test lets arrive when it likes. */
function pendingCall() {
  let arrive!: () => void;
  const tokens: string[] = [];
  const call = (token: string) => {
    tokens.push(token);
    return new Promise<Answer<{ firstname: string }>>((resolve) => (arrive = () => resolve({ ok: true, value: { firstname: "Ann" }, meta: {} } as Answer<{ firstname: string }>)));
  };
  return { call, tokens, arrive: () => arrive() };
}

describe("a customer call's answer belongs to the session that asked", () => {
  it("is taken when the session is still the one that asked", async () => {
    setSessionTokens({ token: "t1", refreshToken: "r1" });
    const { call, tokens, arrive } = pendingCall();
    const answer = asCustomer(call);
    await Promise.resolve();
    arrive();
    expect(await answer).toMatchObject({ ok: true, value: { firstname: "Ann" } });
    expect(tokens).toEqual(["t1"]);
  });

  it("is refused as signed out when the shopper logged out while it travelled (a late profile never comes back after logout)", async () => {
    setSessionTokens({ token: "t1", refreshToken: "r1" });
    const { call, arrive } = pendingCall();
    const answer = asCustomer(call);
    await Promise.resolve();
    setSessionTokens(null);
    arrive();
    expect(await answer).toMatchObject({ ok: false, status: 401 });
  });

  it("is refused when someone else logged in meanwhile", async () => {
    setSessionTokens({ token: "t1", refreshToken: "r1" });
    const { call, arrive } = pendingCall();
    const answer = asCustomer(call);
    await Promise.resolve();
    setSessionTokens({ token: "t2", refreshToken: "r2" });
    arrive();
    expect(await answer).toMatchObject({ ok: false, status: 401 });
  });

  it("is taken when only the token was renewed meanwhile", async () => {
    setSessionTokens({ token: "t1", refreshToken: "r1" });
    const { call, arrive } = pendingCall();
    const answer = asCustomer(call);
    await Promise.resolve();
    setSessionTokens({ token: "t1b", refreshToken: "r1b" }, { renewed: true });
    arrive();
    expect(await answer).toMatchObject({ ok: true });
  });

  it("is never asked for without a session", async () => {
    const { call, tokens } = pendingCall();
    expect(await asCustomer(call)).toMatchObject({ ok: false, status: 401 });
    expect(tokens).toEqual([]);
  });
});
