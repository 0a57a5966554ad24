import { describe, expect, it } from "vitest";
import { formErrorsFromApi, placeRefusal } from "./field-errors.ts";

describe("the API's field errors at the form's fields", () => {
  it("puts each error at the input its path names, a list item's at the list's input", () => {
    const fields = { "customer.lastname": "Please use at most 100 characters.", "address.street.0": "Field is required", "cart_id": "cart_id is required" };
    expect(formErrorsFromApi(fields, { "customer.lastname": "sign-up-lastName", "address.street": "address-streetAddress" })).toEqual({
      "sign-up-lastName": "Please use at most 100 characters.",
      "address-streetAddress": "Field is required",
    });
  });

  it("has nothing to place without fields", () => {
    expect(formErrorsFromApi(undefined, { email: "x" })).toEqual({});
  });
});

describe("where a refusal shows", () => {
  it("at its fields when the form has them, with no second copy in the alert", () => {
    const refusal = { message: "Please use at most 100 characters.", fields: { "personalDetails.firstName": "Please use at most 100 characters." } };
    expect(placeRefusal(refusal, { "personalDetails.firstName": "personal-firstName" })).toEqual({
      errors: { "personal-firstName": "Please use at most 100 characters." },
      message: null,
    });
  });

  it("in the alert when none of its fields is on the form", () => {
    expect(placeRefusal({ message: "Too many requests.", fields: { token: "x" } }, { email: "sign-in-email" })).toEqual({ errors: {}, message: "Too many requests." });
    expect(placeRefusal({ message: "The card was declined." }, {})).toEqual({ errors: {}, message: "The card was declined." });
  });
});
