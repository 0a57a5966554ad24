import { describe, expect, it, vi } from "vitest";
import { createRefresher, type RefresherDeps } from "./refresh.ts";
import type { SessionTokens } from "./storage.ts";

function setup(initial: { token: string | null; refreshToken: string | null }, answer: () => Promise<SessionTokens | null>) {
  let stored = { ...initial };
  const deps: RefresherDeps = {
    read: () => stored,
    refresh: vi.fn(() => answer()),
    save: (pair) => {
      stored = { token: pair.token, refreshToken: pair.refreshToken };
    },
    exclusive: (task) => task(),
  };
  return { deps, refresher: createRefresher(deps), stored: () => stored, setStored: (s: typeof stored) => (stored = s) };
}

describe("token refresh", () => {
  it("runs one refresh for callers that arrive together, and all of them get the new token", async () => {
    let resolve!: (v: SessionTokens) => void;
    const { deps, refresher, stored } = setup({ token: "t1", refreshToken: "r1" }, () => new Promise((r) => (resolve = r)));
    const waiting = [refresher("t1"), refresher("t1"), refresher("t1")];
    await Promise.resolve();
    resolve({ token: "t2", refreshToken: "r2" });
    expect(await Promise.all(waiting)).toEqual(["t2", "t2", "t2"]);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.refresh).toHaveBeenCalledWith("r1");
    expect(stored()).toEqual({ token: "t2", refreshToken: "r2" });
  });

  it("does not spend the refresh token again once the token was renewed (here or in another tab)", async () => {
    const { deps, refresher, setStored } = setup({ token: "t1", refreshToken: "r1" }, async () => ({ token: "t2", refreshToken: "r2" }));
    expect(await refresher("t1")).toBe("t2");
    // A late caller still holding the old token gets the new one without a second refresh.
    expect(await refresher("t1")).toBe("t2");
    setStored({ token: "t3", refreshToken: "r3" }); // another tab refreshed
    expect(await refresher("t2")).toBe("t3");
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it("starts a new refresh after the previous one settled", async () => {
    let n = 1;
    const { deps, refresher } = setup({ token: "t1", refreshToken: "r1" }, async () => ({ token: `t${++n}`, refreshToken: `r${n}` }));
    expect(await refresher("t1")).toBe("t2");
    expect(await refresher("t2")).toBe("t3");
    expect(deps.refresh).toHaveBeenCalledTimes(2);
  });

  it("answers null when refused, without a refresh token, after a logout, or when the call throws", async () => {
    expect(await setup({ token: "t1", refreshToken: "r1" }, async () => null).refresher("t1")).toBeNull();
    expect(await setup({ token: "t1", refreshToken: null }, async () => ({ token: "x", refreshToken: null })).refresher("t1")).toBeNull();
    expect(await setup({ token: null, refreshToken: null }, async () => ({ token: "x", refreshToken: null })).refresher("t1")).toBeNull();
    const failing = setup({ token: "t1", refreshToken: "r1" }, () => Promise.reject(new Error("network")));
    expect(await failing.refresher("t1")).toBeNull();
    expect(failing.stored()).toEqual({ token: "t1", refreshToken: "r1" });
  });

  it("holds the cross-tab lock around reading and refreshing", async () => {
    const order: string[] = [];
    const { deps } = setup({ token: "t1", refreshToken: "r1" }, async () => {
      order.push("refresh");
      return { token: "t2", refreshToken: "r2" };
    });
    deps.exclusive = async (task) => {
      order.push("lock");
      const result = await task();
      order.push("unlock");
      return result;
    };
    await createRefresher(deps)("t1");
    expect(order).toEqual(["lock", "refresh", "unlock"]);
  });
});
