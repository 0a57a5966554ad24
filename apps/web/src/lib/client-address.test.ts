import { describe, expect, it } from "vitest";
import { headersForApi, shopperAddress, trustedProxyCheck } from "./client-address.ts";

// Every chain below ends in the connection's address, which forwarded-for.mjs appends.
const noBalancer = trustedProxyCheck(["127.0.0.1", "::1"]);
const behindBalancer = trustedProxyCheck(["127.0.0.1", "::1", "10.0.0.0/8"]);

describe("the shopper's address", () => {
  it("without a balancer, is the connection's: a header the shopper wrote changes nothing", () => {
    expect(shopperAddress("203.0.113.9", noBalancer)).toBe("203.0.113.9");
    expect(shopperAddress("1.2.3.4, 203.0.113.9", noBalancer)).toBe("203.0.113.9");
    expect(shopperAddress("127.0.0.1, 203.0.113.9", noBalancer)).toBe("203.0.113.9");
    expect(shopperAddress("::1, 10.0.0.1, 203.0.113.9", noBalancer)).toBe("203.0.113.9");
  });

  it("behind a listed balancer, is the address the balancer appended", () => {
    expect(shopperAddress("198.51.100.7, 10.1.2.3", behindBalancer)).toBe("198.51.100.7");
    expect(shopperAddress("127.0.0.1, 198.51.100.7, 10.1.2.3", behindBalancer)).toBe("198.51.100.7");
    // nginx on the same machine, which loopback trusts by default.
    expect(shopperAddress("1.2.3.4, 198.51.100.7, 127.0.0.1", noBalancer)).toBe("198.51.100.7");
  });

  it("behind a balancer that is not listed, is the balancer", () => {
    expect(shopperAddress("198.51.100.7, 10.1.2.3", noBalancer)).toBe("10.1.2.3");
  });

  it("reads IPv6 and IPv4 clients of a server listening on ::", () => {
    expect(shopperAddress("1.2.3.4, ::ffff:203.0.113.9", noBalancer)).toBe("203.0.113.9");
    expect(shopperAddress("2001:db8::1", noBalancer)).toBe("2001:db8::1");
    expect(shopperAddress("2001:db8::1, ::ffff:127.0.0.1", noBalancer)).toBe("2001:db8::1");
  });

  it("stops at a proxy that wrote something other than an address, and names nobody without a chain", () => {
    expect(shopperAddress("not-an-address, 127.0.0.1", noBalancer)).toBe("127.0.0.1");
    expect(shopperAddress("unknown", noBalancer)).toBeNull();
    expect(shopperAddress(null, noBalancer)).toBeNull();
  });
});

describe("the headers forwarded to the API", () => {
  it("carry the shopper's address as the whole X-Forwarded-For, and every other header as it came", () => {
    const incoming = new Headers({ "x-forwarded-for": "127.0.0.1, 203.0.113.9", authorization: "Bearer t", "content-type": "application/json" });
    const forwarded = headersForApi(incoming, noBalancer);
    expect(forwarded.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(forwarded.get("authorization")).toBe("Bearer t");
    expect(forwarded.get("content-type")).toBe("application/json");
    expect(incoming.get("x-forwarded-for")).toBe("127.0.0.1, 203.0.113.9");
  });

  it("carry no X-Forwarded-For when nobody is named", () => {
    expect(headersForApi(new Headers({ "x-forwarded-for": "unknown" }), noBalancer).has("x-forwarded-for")).toBe(false);
  });
});
