import { describe, expect, it } from "vitest";
import { addressMessages, messages, passwordMessages } from "@petsies/domain";
import { loginErrors, passwordChangeErrors, registrationErrors } from "./forms.ts";
import { afterLoginPath, signInRedirect } from "./redirect.ts";

describe("account forms", () => {
  it("puts each problem at its field, in the order of the fields", () => {
    const errors = registrationErrors("r", { firstName: "A", lastName: "", email: "ann@", password: "short", confirmation: "other" });
    expect(errors).toEqual({
      "r-firstName": addressMessages.nameTooShort,
      "r-lastName": messages.fieldRequired,
      "r-email": addressMessages.emailInvalid,
      "r-password": passwordMessages.tooShort,
      "r-confirmation": passwordMessages.mismatch,
    });
    expect(Object.keys(errors)[0]).toBe("r-firstName");
  });

  it("accepts a good registration, with the e-mail checked trimmed", () => {
    expect(registrationErrors("r", { firstName: "Ann", lastName: "Lee", email: " Ann@Example.com ", password: "Secret-99", confirmation: "Secret-99" })).toEqual({});
  });

  it("needs only an e-mail and some password to log in (the rules apply to new passwords)", () => {
    expect(loginErrors("l", { email: "", password: "" })).toEqual({ "l-email": messages.fieldRequired, "l-password": messages.fieldRequired });
    expect(loginErrors("l", { email: "ann@example.com", password: "x" })).toEqual({});
  });

  it("changing the password needs the current one and a strong, confirmed new one", () => {
    expect(passwordChangeErrors("p", { current: "", password: "abcdefgh", confirmation: "abcdefgh" })).toEqual({
      "p-current": messages.fieldRequired,
      "p-password": passwordMessages.fewClasses,
    });
  });
});

describe("the auth guard's round trip", () => {
  it("sends a logged-out visitor to sign-in with the original query plus redirect-target", () => {
    expect(signInRedirect("/my-account/profile/", "?tab=x&a=1")).toBe("/sign-in/?tab=x&a=1&redirect-target=%2Fmy-account%2Fprofile%2F");
    expect(signInRedirect("/my-account/", "")).toBe("/sign-in/?redirect-target=%2Fmy-account%2F");
  });

  it("lands on the wanted page with its query after login", () => {
    expect(afterLoginPath("?tab=x&a=1&redirect-target=%2Fmy-account%2Fprofile%2F")).toBe("/my-account/profile/?tab=x&a=1");
    expect(afterLoginPath(new URLSearchParams({ "redirect-target": "/my-account/address-book/" }))).toBe("/my-account/address-book/");
    expect(afterLoginPath("")).toBe("/my-account/");
  });

  it("never leads to another site", () => {
    for (const target of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      expect(afterLoginPath(new URLSearchParams({ "redirect-target": target }))).toBe("/my-account/");
    }
  });
});
