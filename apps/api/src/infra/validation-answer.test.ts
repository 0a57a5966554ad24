import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "@petsies/domain";
import { useTestApp } from "../test/app.ts";
import { newShopper, shippingAddress } from "../test/shopper.ts";
import { databaseKinds } from "../test/template.ts";

const HUGE = "x".repeat(5000);
const tooLong = (max: number) => `Please use at most ${max} characters.`;
const US_ZIP = "Please enter a valid ZIP code, like 12345 or 12345-6789.";
/** What a shopper must never read: the request's own paths and the old "Invalid body field" prefix. */
const API_PATH = /Invalid (body|querystring|params)|personalDetails|customer\.|address\.|addressInformation|field '/;

describe.each(databaseKinds)("bad input answered at its fields on %s (issue 19)", (kind) => {
  const t = useTestApp(kind);
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t().app.inject({ method, url, ...(payload ? { payload } : {}) });
    const body = res.json();
    return { status: res.statusCode, result: body.result as unknown, fields: body.fields as Record<string, string> | undefined };
  };

  it("sign-up: a 5,000-character name is refused at customer.lastname, in a shopper's words", async () => {
    const res = await call("POST", "/api/user/create", {
      customer: { email: `ann-${randomUUID().slice(0, 8)}@example.com`, firstname: "Ann", lastname: HUGE },
      password: "Secret-Pass-1",
    });
    expect(res).toEqual({ status: 400, result: tooLong(FIELD_LIMITS.name), fields: { "customer.lastname": tooLong(FIELD_LIMITS.name) } });
  });

  /** A cart with a bandana, and an order for it to the given shipping address (a New York one by default). */
  async function orderFor(address: object, personalDetails: object = { firstName: "Ann", lastName: "Lee", emailAddress: "ann@example.com" }) {
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    expect((await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 1 } })).status).toBe(200);
    const [item] = (await call("GET", `/api/cart/pull?cartId=${cartId}`)).result as { item_id: number; sku: string; qty: number }[];
    return {
      order_id: randomUUID(),
      cart_id: cartId,
      products: [{ server_item_id: item!.item_id, sku: item!.sku, qty: item!.qty }],
      addressInformation: { shippingAddress: address, billingAddress: { ...shippingAddress }, shipping_method_code: "domestic", shipping_carrier_code: "petsies", payment_method_code: "checkmo" },
      personalDetails,
    };
  }

  it("checkout: a 5,000-character first name is refused at personalDetails.firstName; the text names no path", async () => {
    const res = await call("POST", "/api/order", await orderFor(shippingAddress, { firstName: HUGE, lastName: "Lee", emailAddress: "ann@example.com" }));
    expect(res).toEqual({ status: 400, result: tooLong(FIELD_LIMITS.name), fields: { "personalDetails.firstName": tooLong(FIELD_LIMITS.name) } });
    expect(res.result).not.toMatch(API_PATH);
  });

  it("address book: a 5,000-character street is refused at address.street.0", async () => {
    const ann = await newShopper(t());
    const res = await call("POST", `/api/address/create?token=${ann.token}`, { address: { ...shippingAddress, street: [HUGE] } });
    expect(res).toEqual({ status: 400, result: tooLong(FIELD_LIMITS.street), fields: { "address.street.0": tooLong(FIELD_LIMITS.street) } });
  });

  it("address book: a US ZIP code ABCDE is refused at address.postcode", async () => {
    const ann = await newShopper(t());
    const res = await call("POST", `/api/address/create?token=${ann.token}`, { address: { ...shippingAddress, postcode: "ABCDE" } });
    expect(res).toEqual({ status: 400, result: `The address is not valid: ${US_ZIP}`, fields: { "address.postcode": US_ZIP } });
    const fine = await call("POST", `/api/address/create?token=${ann.token}`, { address: { ...shippingAddress, postcode: "12207-1234" } });
    expect(fine.status).toBe(200);
  });

  it("checkout: an order shipping to US ZIP code ABCDE is refused at the shipping address's postcode and not placed", async () => {
    const res = await call("POST", "/api/order", await orderFor({ ...shippingAddress, postcode: "ABCDE" }));
    expect(res).toEqual({ status: 400, result: `The shipping address is not valid: ${US_ZIP}`, fields: { "addressInformation.shippingAddress.postcode": US_ZIP } });
  });
});
