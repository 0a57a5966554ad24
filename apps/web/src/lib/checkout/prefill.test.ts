import { describe, expect, it } from "vitest";
import { emptyAddress } from "./address.ts";
import { emptyCheckoutForm } from "./order.ts";
import { prefillFromAddressBook, prefillFromProfile } from "./prefill.ts";
import type { CustomerAddress } from "../user/customer.ts";

const form = emptyCheckoutForm;

const address = (id: number, city: string, flags: Partial<CustomerAddress> = {}): CustomerAddress => ({
  ...emptyAddress(),
  id,
  firstName: "Ann",
  lastName: "Lee",
  streetAddress: `${id} Main St`,
  city,
  region_id: 43,
  zipCode: "12207",
  phoneNumber: "+15185550143",
  defaultBilling: false,
  defaultShipping: false,
  ...flags,
});

describe("checkout prefill for a logged-in customer", () => {
  it("fills the name and e-mail from the profile, keeping what was typed", () => {
    const user = { id: 1, email: "ann@example.com", firstName: "Ann", lastName: "Lee", phoneNumber: "", groupId: 1 };
    const filled = prefillFromProfile(form(), { ...user, phoneNumber: "+15185550143" });
    expect(filled.personal).toEqual({ firstName: "Ann", lastName: "Lee", emailAddress: "ann@example.com" });
    expect(filled.shipping).toMatchObject({ firstName: "Ann", lastName: "Lee", phoneNumber: "+15185550143" });
    const typed = { ...form(), personal: { firstName: "Annie", lastName: "", emailAddress: "" } };
    expect(prefillFromProfile(typed, user).personal.firstName).toBe("Annie");
  });

  it("uses the default shipping address, and a different default billing address for billing", () => {
    const book = [address(1, "Albany", { defaultBilling: true }), address(2, "Troy", { defaultShipping: true })];
    const filled = prefillFromAddressBook(form(), book);
    expect(filled.shipping).toMatchObject({ city: "Troy", streetAddress: "2 Main St" });
    expect(filled.shipping).not.toHaveProperty("id");
    expect(filled.billing.city).toBe("Albany");
    expect(filled.billingSameAsShipping).toBe(false);
  });

  it("keeps billing the same as shipping when one address is the default for both, and never overwrites a typed address", () => {
    const book = [address(1, "Albany", { defaultBilling: true, defaultShipping: true })];
    expect(prefillFromAddressBook(form(), book).billingSameAsShipping).toBe(true);
    const typed = { ...form(), shipping: { ...emptyAddress(), city: "Boston" } };
    expect(prefillFromAddressBook(typed, book).shipping.city).toBe("Boston");
    expect(prefillFromAddressBook(form(), [])).toEqual(form());
  });
});
