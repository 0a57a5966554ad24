import { describe, expect, it } from "vitest";
import { parseClaims } from "./claims.ts";
import { COOKIES_ACCEPTED, cookieNoticeVisible } from "./cookie-notice.ts";

const claim = (value: unknown) => ({ code: COOKIES_ACCEPTED, created_at: "2026-11-22T08:00:00.000Z", value, description: "x" });

describe("cookie notice", () => {
  it("shows while the cookiesAccepted claim is missing or false, not once it is true", () => {
    expect(cookieNoticeVisible(null, null)).toBe(true);
    expect(cookieNoticeVisible(claim(false), null)).toBe(true);
    expect(cookieNoticeVisible(claim(true), null)).toBe(false);
  });

  it("never shows to a visitor whose country cookie is US, whatever the claim", () => {
    expect(cookieNoticeVisible(null, "US")).toBe(false);
    expect(cookieNoticeVisible(claim(false), "us")).toBe(false);
    expect(cookieNoticeVisible(null, "DE")).toBe(true);
    expect(cookieNoticeVisible(null, "")).toBe(true);
  });
});

describe("claim records", () => {
  it("reads records of the spec §3 shape keyed by their code", () => {
    const record = claim(true);
    expect(parseClaims(JSON.stringify({ cookiesAccepted: record }))).toEqual({ cookiesAccepted: record });
  });

  it("treats unreadable or malformed storage as no claims", () => {
    expect(parseClaims(null)).toEqual({});
    expect(parseClaims("{not json")).toEqual({});
    expect(parseClaims("[1,2]")).toEqual({});
    expect(parseClaims(JSON.stringify({ cookiesAccepted: { code: "cookiesAccepted", value: true } }))).toEqual({});
    expect(parseClaims(JSON.stringify({ cookiesAccepted: { ...claim(true), code: "other" } }))).toEqual({});
  });
});
