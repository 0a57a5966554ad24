import { describe, expect, it } from "vitest";
import { INVALID_EMAIL, newsletterEmailError } from "./newsletter.ts";

describe("newsletter e-mail field", () => {
  it("is required, then must be an address", () => {
    expect(newsletterEmailError("  ")).toBe("Field is required");
    expect(newsletterEmailError("pet@home")).toBe(INVALID_EMAIL);
    expect(newsletterEmailError(" pet@example.com ")).toBeNull();
  });
});
