import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES, photoUploadMessages } from "@petsies/domain";
import nextConfig from "../../next.config.ts";
import { bodyTooLarge } from "./request-size.ts";

const MB = 1024 * 1024;

describe("request bodies the storefront forwards", () => {
  it("forwards every upload up to the photo limit and answers a longer one with the size message", () => {
    expect(bodyTooLarge("/api/upload", String(MAX_UPLOAD_BYTES + 2000))).toBeNull();
    expect(bodyTooLarge("/api/upload", String(Math.round(11.5 * MB)))).toBeNull();
    expect(bodyTooLarge("/api/upload", null)).toBeNull();
    expect(bodyTooLarge("/api/upload", String(16 * MB))).toBe(photoUploadMessages.tooLarge);
    expect(bodyTooLarge("/api/cart/update", String(16 * MB))).toBe("This request is too large.");
  });

  it("buffers every body it forwards whole (Next cuts a longer one off, and the API waits for the rest)", () => {
    const limit = nextConfig.experimental?.proxyClientMaxBodySize;
    const bytes = typeof limit === "string" ? Number(/^(\d+)mb$/.exec(limit)?.[1]) * MB : limit;
    expect(bytes).toBeGreaterThanOrEqual(MAX_UPLOAD_REQUEST_BYTES);
  });
});
