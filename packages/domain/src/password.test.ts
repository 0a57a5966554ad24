import { describe, expect, it } from "vitest";
import { passwordClassCount, passwordConfirmationError, passwordError, passwordMessages } from "./password.ts";

describe("password rules", () => {
  it("counts lower-case, upper-case, digits and symbols", () => {
    expect(passwordClassCount("abc")).toBe(1);
    expect(passwordClassCount("abcD")).toBe(2);
    expect(passwordClassCount("abcD1")).toBe(3);
    expect(passwordClassCount("abcD1!")).toBe(4);
    expect(passwordClassCount("ab cd")).toBe(2); // a space is a symbol
  });

  it("needs 8 characters from 3 classes", () => {
    expect(passwordError("Ab1")).toBe(passwordMessages.tooShort);
    expect(passwordError("abcdefgh")).toBe(passwordMessages.fewClasses);
    expect(passwordError("abcdEFGH")).toBe(passwordMessages.fewClasses);
    expect(passwordError("abcdEF12")).toBeNull();
    expect(passwordError("abcd12!?")).toBeNull();
  });

  it("wants the confirmation to match exactly", () => {
    expect(passwordConfirmationError("abcdEF12", "abcdEF12")).toBeNull();
    expect(passwordConfirmationError("abcdEF12", "abcdef12")).toBe(passwordMessages.mismatch);
  });
});
