import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("verifies the right password only, and never stores it", async () => {
    const stored = await hashPassword("Correct horse 9");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain("Correct horse");
    expect(await verifyPassword("Correct horse 9", stored)).toBe(true);
    expect(await verifyPassword("correct horse 9", stored)).toBe(false);
    expect(await verifyPassword("Correct horse 9", "garbage")).toBe(false);
  });
  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});
