/**
 * Security of the customer endpoints of the address book, order history and re-order (issue 5): one
 * customer never reads or changes another's data, and no endpoint answers without a live user token.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customerAddresses, customers } from "./db/schema.ts";
import { endSession, startSession, ACCESS_TOKEN_TTL_MS } from "./modules/users/sessions.ts";
import { useTestApp } from "./test/app.ts";
import { newShopper, placeOrderFor, shippingAddress, type PlacedTestOrder, type Shopper } from "./test/shopper.ts";
import { databaseKinds } from "./test/template.ts";

type Method = "GET" | "POST";

describe.each(databaseKinds)("customer data isolation on %s", (kind) => {
  const t = useTestApp(kind);
  let ann: Shopper;
  let bob: Shopper;
  let bobsOrder: PlacedTestOrder;
  let bobsAddressId: number;

  const call = async (token: string | null, method: Method, url: string, payload?: object, how: "query" | "bearer" = "query") => {
    const withToken = token && how === "query" ? `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}` : url;
    const headers = token && how === "bearer" ? { authorization: `Bearer ${token}` } : undefined;
    const res = await t().app.inject({ method, url: withToken, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, result: res.json().result };
  };

  beforeAll(async () => {
    ann = await newShopper(t(), "ann");
    bob = await newShopper(t(), "bob");
    bobsOrder = await placeOrderFor(t(), bob, [{ sku: "petsies_bandana", qty: 1 }]);
    bobsAddressId = (await call(bob.token, "POST", "/api/address/create", { address: shippingAddress })).result.address.id;
  });

  it("keeps B's addresses from A: not listed, not changed, not deleted, answered as if they did not exist (404)", async () => {
    expect((await call(ann.token, "GET", "/api/address/list")).result.addresses).toEqual([]);
    const update = await call(ann.token, "POST", "/api/address/update", { address: { id: bobsAddressId, city: "Mallory" } });
    expect(update).toEqual({ status: 404, result: `Address ${bobsAddressId} was not found` });
    const missing = bobsAddressId === 1 ? 2 : bobsAddressId - 1;
    expect(await call(ann.token, "POST", "/api/address/update", { address: { id: missing, city: "Mallory" } })).toEqual({ status: 404, result: `Address ${missing} was not found` });
    const defaults = await call(ann.token, "POST", "/api/address/update", { address: { id: bobsAddressId, default_billing: true } });
    expect(defaults.status).toBe(404);
    expect((await call(ann.token, "POST", "/api/address/delete", { address: { id: bobsAddressId } })).status).toBe(404);

    const [stored] = await t().database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, bob.id));
    expect(stored).toMatchObject({ customerId: bob.id, city: "Albany" });
    const [annRow] = await t().database.db.select().from(customers).where(eq(customers.id, ann.id));
    expect(annRow!.defaultBillingAddressId).toBeNull();
    expect((await call(bob.token, "GET", "/api/address/list")).result.addresses).toHaveLength(1);
  });

  it("keeps B's orders from A: not listed, not suggested from, not re-ordered", async () => {
    for (const url of ["/api/user/order-history", "/api/customers/me/orders"]) {
      expect((await call(ann.token, "GET", url)).result).toMatchObject({ items: [], total_count: 0 });
      expect((await call(bob.token, "GET", url)).result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([bobsOrder.incrementId]);
    }
    expect((await call(ann.token, "GET", "/api/customers/me/suggested-products/active-orders")).result).toEqual({ items: [], total_count: 0 });

    const annsCart = (await call(ann.token, "POST", "/api/cart/create")).result as string;
    const refused = await call(ann.token, "POST", `/api/order/reorder?cartId=${annsCart}`, { order_item_id: bobsOrder.publicItemIds[0] });
    expect(refused).toEqual({ status: 404, result: { errorMessage: `Order item ${bobsOrder.publicItemIds[0]} was not found` } });
    const fromOrder = await call(ann.token, "POST", "/api/carts/me/items/add-from-order-requests", { order_item_id: bobsOrder.publicItemIds[0] });
    expect(fromOrder.status).toBe(404);
    expect((await call(ann.token, "GET", `/api/cart/pull?cartId=${annsCart}`)).result).toEqual([]);
  });

  it("does not let A re-order into B's cart, even with its cartId", async () => {
    const annsOrder = await placeOrderFor(t(), ann, [{ sku: "plush_care_kit", qty: 1 }]);
    const bobsCart = (await call(bob.token, "POST", "/api/cart/create")).result as string;
    const res = await call(ann.token, "POST", `/api/order/reorder?cartId=${bobsCart}`, { order_item_id: annsOrder.publicItemIds[0] });
    expect(res.status).toBe(404);
    expect(res.result.errorMessage).toBe("User is not authroized to access cartId");
    expect((await call(bob.token, "GET", `/api/cart/pull?cartId=${bobsCart}`)).result).toEqual([]);
  });

  describe("tokens", () => {
    const endpoints: [Method, string, object?][] = [
      ["GET", "/api/address/list"],
      ["POST", "/api/address/create", { address: shippingAddress }],
      ["POST", "/api/address/update", { address: { id: 1, city: "Troy" } }],
      ["POST", "/api/address/delete", { address: { id: 1 } }],
      ["GET", "/api/user/order-history"],
      ["GET", "/api/customers/me/orders"],
      ["GET", "/api/customers/me/suggested-products/active-orders"],
      ["POST", "/api/order/reorder?cartId=x", { order_item_id: 1 }],
      ["POST", "/api/carts/me/items/add-from-order-requests", { order_item_id: 1 }],
    ];

    async function expectRefused(token: string | null, how: "query" | "bearer" = "query") {
      for (const [method, url, payload] of endpoints) {
        const res = await call(token, method, url, payload, how);
        expect(res.status, `${method} ${url}`).toBe(401);
        const message = typeof res.result === "string" ? res.result : res.result.errorMessage;
        expect(message, `${method} ${url}`).toBe("You need to be logged in to see this page");
      }
    }

    it("refuses every customer endpoint without a token, or with an unknown one", async () => {
      await expectRefused(null);
      await expectRefused("not-a-real-token");
      await expectRefused("not-a-real-token", "bearer");
    });

    it("refuses an expired token", async () => {
      const { token } = await startSession(t().database.db, ann.id, new Date(Date.now() - ACCESS_TOKEN_TTL_MS - 1000));
      await expectRefused(token);
      await expectRefused(token, "bearer");
    });

    it("refuses the token of a session that logged out", async () => {
      const { token } = await startSession(t().database.db, ann.id);
      expect((await call(token, "GET", "/api/address/list")).status).toBe(200);
      expect((await call(token, "GET", "/api/user/order-history", undefined, "bearer")).status).toBe(200);
      await endSession(t().database.db, token);
      await expectRefused(token);
      await expectRefused(token, "bearer");
    });

    it("never writes a user token into a log line", async () => {
      await call(ann.token, "GET", "/api/user/order-history");
      await call(ann.token, "POST", "/api/address/delete", { address: { id: 987654 } });
      expect(t().logs.join("\n")).not.toContain(ann.token);
    });
  });
});
