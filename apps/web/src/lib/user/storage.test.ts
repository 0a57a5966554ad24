import { describe, expect, it } from "vitest";
import { addressBookFromWire, customerFromWire, defaultAddresses, parseStoredCustomer } from "./customer.ts";
import { isSessionKey, tokensFromAnswer } from "./storage.ts";

const WIRE = { id: 7, email: "ann@example.com", firstname: "Ann", lastname: "Lee", phoneNumber: "+15185550143", group_id: 1 };

const BOOK = [
  {
    id: 11,
    firstname: "Ann",
    lastname: "Lee",
    street: ["1 Main St", "Apt 2"],
    city: "Albany",
    postcode: "12207",
    country_id: "US",
    region_id: 43,
    region: "New York",
    telephone: "+15185550143",
    default_billing: true,
    default_shipping: false,
  },
  { id: 12, firstname: "Bo", lastname: "Lee", street: ["9 Elm St"], city: "Troy", postcode: "12180", country_id: "US", region: { region: "New York", region_id: 43 }, telephone: "+15185550100", default_shipping: true },
  { firstname: "no id" },
];

describe("the stored customer", () => {
  it("reads the server's customer, either name spelling", () => {
    expect(customerFromWire(WIRE)).toEqual({ id: 7, email: "ann@example.com", firstName: "Ann", lastName: "Lee", phoneNumber: "+15185550143", groupId: 1 });
    expect(customerFromWire({ ...WIRE, firstname: undefined, firstName: "Annie", phoneNumber: null })).toMatchObject({ firstName: "Annie", phoneNumber: "" });
  });

  it("reads broken or foreign values as nobody", () => {
    for (const raw of [null, "", "{", "[]", '"text"', '{"email":"a@b.c"}', '{"id":3}', '{"id":-1,"email":"a@b.c"}']) {
      expect(parseStoredCustomer(raw)).toBeNull();
    }
    expect(parseStoredCustomer(JSON.stringify(WIRE))!.email).toBe("ann@example.com");
  });
});

describe("the address book", () => {
  it("reads each address into the form's fields with its default flags, skipping broken entries", () => {
    const book = addressBookFromWire(BOOK);
    expect(book).toHaveLength(2);
    expect(book[0]).toMatchObject({
      id: 11,
      streetAddress: "1 Main St",
      apartmentNumber: "Apt 2",
      zipCode: "12207",
      region_id: 43,
      state: "New York",
      phoneNumber: "+15185550143",
      defaultBilling: true,
      defaultShipping: false,
    });
    expect(book[1]).toMatchObject({ id: 12, region_id: 43, state: "New York", defaultShipping: true, defaultBilling: false });
    expect(addressBookFromWire("nope")).toEqual([]);
  });

  it("picks the default shipping and billing addresses, falling back sensibly", () => {
    const book = addressBookFromWire(BOOK);
    expect(defaultAddresses(book).shipping!.id).toBe(12);
    expect(defaultAddresses(book).billing!.id).toBe(11);
    const plain = addressBookFromWire([{ ...BOOK[1], default_shipping: false }]);
    expect(defaultAddresses(plain)).toEqual({ shipping: plain[0], billing: plain[0] });
    expect(defaultAddresses([])).toEqual({ shipping: null, billing: null });
  });
});

describe("session tokens", () => {
  it("reads the token as result with meta.refreshToken, both in result, or both in meta beside a profile", () => {
    expect(tokensFromAnswer("t1", { refreshToken: "r1" })).toEqual({ token: "t1", refreshToken: "r1" });
    expect(tokensFromAnswer({ token: "t1", refreshToken: "r1" })).toEqual({ token: "t1", refreshToken: "r1" });
    expect(tokensFromAnswer({ id: 1, email: "a@b.c" }, { token: "t1", refreshToken: "r1" })).toEqual({ token: "t1", refreshToken: "r1" });
    expect(tokensFromAnswer({ is_new_customer: false, token: "t1", refreshToken: null })).toEqual({ token: "t1", refreshToken: null });
    expect(tokensFromAnswer("t1")).toEqual({ token: "t1", refreshToken: null });
    expect(tokensFromAnswer("")).toBeNull();
    expect(tokensFromAnswer({ nope: 1 })).toBeNull();
    expect(tokensFromAnswer(null)).toBeNull();
  });

  it("knows which storage events concern the session", () => {
    expect(isSessionKey("current-token")).toBe(true);
    expect(isSessionKey("current-user")).toBe(true);
    expect(isSessionKey(null)).toBe(true); // storage cleared
    expect(isSessionKey("current-cart")).toBe(false);
  });
});
