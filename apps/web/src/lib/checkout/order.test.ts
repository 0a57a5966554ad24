import { describe, expect, it } from "vitest";
import type { CartItem } from "../cart/types.ts";
import { emptyAddress } from "./address.ts";
import { addressInputs, buildOrder, CARD_METHOD, checkoutInputs, orderKey, toAddress, validateCheckout, type CheckoutForm } from "./order.ts";

const address = {
  ...emptyAddress("US"),
  firstName: "Ann",
  lastName: "Lee",
  streetAddress: "1 Main St",
  apartmentNumber: "Apt 4",
  city: "Albany",
  region_id: 43,
  zipCode: "12207",
  phoneNumber: "(518) 555-0143",
};

const form: CheckoutForm = {
  personal: { firstName: "Ann", lastName: "Lee", emailAddress: " Ann@Example.com " },
  account: { createAccount: false, password: "", passwordConfirm: "" },
  shipping: address,
  shippingMethod: "domestic",
  billingSameAsShipping: true,
  billing: emptyAddress(),
  paymentMethod: CARD_METHOD,
  card: { card_number: "4242424242424242", expiry: "12/40", cvc: "123", name_on_card: "Ann Lee" },
  termsAccepted: true,
};

const items: CartItem[] = [{ sku: "petsies_bandana", parentSku: null, qty: 2, server_item_id: 7, name: "Bandana", price: 12, thumbnail: "", type_id: "simple" }];

describe("checkout form", () => {
  it("has no errors when complete", () => {
    expect(validateCheckout(form, true)).toEqual({});
  });

  it("lists each missing or wrong field by its id, in form order", () => {
    const errors = validateCheckout(
      { ...form, personal: { ...form.personal, lastName: "" }, shipping: { ...address, phoneNumber: "12" }, shippingMethod: null, termsAccepted: false, card: { ...form.card, cvc: "" } },
      true,
    );
    expect(Object.keys(errors)).toEqual(["personal-lastName", "shipping-phoneNumber", "shipping-method", "card-cvc", "terms"]);
    expect(errors["shipping-phoneNumber"]).toBe("Please enter a valid phone number for the selected country.");
  });

  it("asks for a billing address when nothing ships, and no shipping", () => {
    const errors = validateCheckout({ ...form, shippingMethod: null, shipping: emptyAddress() }, false);
    expect(Object.keys(errors)).toEqual(["billing-firstName", "billing-lastName", "billing-streetAddress", "billing-city", "billing-zipCode", "billing-region_id", "billing-phoneNumber"]);
  });
});

describe("the order", () => {
  it("names each line by its server item id and carries the addresses in the wire format", () => {
    const order = buildOrder(form, "cart-token", items, true);
    expect(order.products).toEqual([{ server_item_id: 7, sku: "petsies_bandana", qty: 2 }]);
    expect(order.addressInformation.shippingAddress).toMatchObject({ street: ["1 Main St", "Apt 4"], region: "New York", region_code: "NY", country_id: "US" });
    expect(order.addressInformation.billingAddress.email).toBe("ann@example.com");
    expect(order.addressInformation.payment_method_additional).toEqual(form.card);
  });

  it("leaves shipping out of a virtual order", () => {
    const order = buildOrder({ ...form, billing: address, paymentMethod: "checkmo" }, "t", items, false);
    expect(order.addressInformation.shippingAddress).toBeUndefined();
    expect(order.addressInformation.payment_method_additional).toBeUndefined();
  });

  it("gives the same order the same key, whatever its id, time or card; another order another key", async () => {
    const a = buildOrder(form, "cart-token", items, true, new Date("2026-01-01"));
    const b = buildOrder({ ...form, card: { ...form.card, card_number: "4000000000000002" } }, "cart-token", items, true, new Date("2026-02-01"));
    expect(a.order_id).not.toBe(b.order_id);
    expect(await orderKey(a)).toBe(await orderKey(b));
    const c = buildOrder(form, "cart-token", [{ ...items[0]!, qty: 3 }], true);
    expect(await orderKey(c)).not.toBe(await orderKey(a));
    expect(await orderKey(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("uses the free-text region where the country has no list", () => {
    expect(toAddress({ ...address, country: "GB", region_id: null, state: "Kent" })).toMatchObject({ region: "Kent", country_id: "GB" });
  });
});

describe("an account with the order", () => {
  const withAccount = { ...form, account: { createAccount: true, password: "Plush-lover-7", passwordConfirm: "Plush-lover-7" } };
  it("checks the password rules and the confirmation", () => {
    expect(validateCheckout(withAccount, true)).toEqual({});
    const errors = validateCheckout({ ...withAccount, account: { createAccount: true, password: "short", passwordConfirm: "other" } }, true);
    expect(Object.keys(errors)).toEqual(["account-password", "account-passwordConfirm"]);
  });
  it("sends the password with the order but keeps it out of the order's key", async () => {
    const order = buildOrder(withAccount, "t", items, true);
    expect(order.personalDetails).toMatchObject({ createAccount: true, password: "Plush-lover-7" });
    const otherPassword = buildOrder({ ...withAccount, account: { ...withAccount.account, password: "Another-pass-8" } }, "t", items, true);
    expect(await orderKey(otherPassword)).toBe(await orderKey(order));
  });
});

describe("the shop's field errors at the checkout's fields", () => {
  it("names each order path's input; a billing address that is the shipping address answers at the shipping fields", () => {
    expect(checkoutInputs("billing")).toMatchObject({
      "personalDetails.firstName": "personal-firstName",
      "addressInformation.shippingAddress.postcode": "shipping-zipCode",
      "addressInformation.billingAddress.street": "billing-streetAddress",
    });
    expect(checkoutInputs("shipping")["addressInformation.billingAddress.postcode"]).toBe("shipping-zipCode");
    expect(addressInputs("address", "address")["address.telephone"]).toBe("address-phoneNumber");
  });
});
