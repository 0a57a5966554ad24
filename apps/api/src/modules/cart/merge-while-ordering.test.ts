/**
 * A customer's login merge that lands while the same customer's order is being placed (issue 17): the order
 * closes the customer's cart, the merge brings a guest's lines. Whichever way they meet, every line ends in
 * the customer's one open cart; none goes into a closed cart, where it would vanish.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts } from "../../db/schema.ts";
import { configurePayments } from "../../infra/payments.ts";
import { accountClient } from "../../test/accounts.ts";
import { useTestApp } from "../../test/app.ts";
import { gate, gatedGateway, gatedOrder } from "../../test/gated-gateway.ts";
import { databaseKinds } from "../../test/template.ts";

function useShopper(kind: (typeof databaseKinds)[number]) {
  const t = useTestApp(kind);
  const { call, signUp } = accountClient(t);
  const withToken = (url: string, token: string | null) => (token ? `${url}${url.includes("?") ? "&" : "?"}token=${token}` : url);

  async function cartWith(token: string | null, sku: string) {
    const cartId = (await call<string>("POST", withToken("/api/cart/create", token))).result;
    const added = await call("POST", withToken(`/api/cart/update?cartId=${cartId}`, token), { cartItem: { sku, qty: 1 } });
    expect(added.status, JSON.stringify(added.result)).toBe(200);
    return cartId;
  }
  async function skusIn(cartId: string, token: string) {
    const pulled = await call<{ sku: string }[]>("GET", withToken(`/api/cart/pull?cartId=${cartId}`, token));
    expect(pulled.status, JSON.stringify(pulled.result)).toBe(200);
    return pulled.result.map((line) => line.sku).sort();
  }
  const merge = (guest: string, token: string) => call<{ cartId: string }>("POST", withToken(`/api/cart/merge-guest-and-customer?cartId=${guest}`, token));
  return { t, call, signUp, withToken, cartWith, skusIn, merge };
}

describe.each(databaseKinds)("a login merge while an order is paying on %s", (kind) => {
  const { call, signUp, withToken, cartWith, skusIn, merge } = useShopper(kind);
  beforeAll(() => configurePayments({ testCardGateway: true, gateways: [gatedGateway] }));
  afterAll(() => configurePayments({ testCardGateway: true }));

  it("gives a declined order's lines back into the cart the merge opened meanwhile", async () => {
    const ann = await signUp();
    const mine = await cartWith(ann.token, "petsies_bandana");
    const [line] = (await call<{ item_id: number; sku: string; qty: number }[]>("GET", withToken(`/api/cart/pull?cartId=${mine}`, ann.token))).result;
    const tab = randomUUID();
    const products = [{ server_item_id: line!.item_id, sku: line!.sku, qty: line!.qty }];
    const paying = call("POST", withToken("/api/order", ann.token), gatedOrder({ cartId: mine, products }, tab, "decline", ann.email));
    // The order holds the cart (closed) while the card is at the gateway; on another device the customer
    // signs in with a guest cart, which opens a new cart for them.
    await gate(tab).reached;
    const merged = await merge(await cartWith(null, "plush_care_kit"), ann.token);
    expect(merged.status, JSON.stringify(merged.result)).toBe(200);

    gate(tab).open();
    expect((await paying).status).toBe(402);
    // Both the guest's line and the declined order's are in the customer's one open cart.
    expect(await skusIn(merged.result.cartId, ann.token)).toEqual(["petsies_bandana", "plush_care_kit"]);
    const reopened = (await call<string>("POST", withToken("/api/cart/create", ann.token))).result;
    expect(await skusIn(reopened, ann.token)).toEqual(["petsies_bandana", "plush_care_kit"]);
  });
});

// Two transactions that wait for each other need two connections: PGlite runs one transaction at a time,
// so this meeting (the merge already waiting for the cart the order is closing) happens on PostgreSQL only.
describe.each(databaseKinds.filter((kind) => kind === "postgres"))("a login merge waiting for the cart an order closes on %s", (kind) => {
  const { t, signUp, cartWith, skusIn, merge } = useShopper(kind);

  it("puts the guest's line into a new open cart, not the closed one", async () => {
    const ann = await signUp();
    await cartWith(ann.token, "petsies_bandana");
    const guest = await cartWith(null, "plush_care_kit");
    const db = t().database.db;
    const customersCart = and(eq(carts.customerId, ann.id), eq(carts.isActive, true));
    const waitingForLocks = async () => {
      const answer = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      )) as unknown as { rows: { n: number }[] };
      return answer.rows[0]!.n;
    };

    let merging!: ReturnType<typeof merge>;
    // As the order's reservation does: the customer's cart locked, its order written, the cart closed.
    await db.transaction(async (tx) => {
      await tx.select({ id: carts.id }).from(carts).where(customersCart).for("update");
      merging = merge(guest, ann.token);
      await expect.poll(waitingForLocks).toBeGreaterThan(0);
      await tx.update(carts).set({ isActive: false }).where(customersCart);
    });

    const merged = await merging;
    expect(merged.status, JSON.stringify(merged.result)).toBe(200);
    expect(await skusIn(merged.result.cartId, ann.token)).toEqual(["plush_care_kit"]);
  });
});
