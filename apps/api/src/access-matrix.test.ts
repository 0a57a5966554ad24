/**
 * The access matrix (issue 20): every operation of the API's OpenAPI document, called by another customer,
 * by a guest with a cart of their own and by someone with a made-up token, each request aimed at one
 * customer's data — her cart id, her address id, her order items, her e-mail — in every parameter and body
 * field that names one. No answer may carry anything of hers (her names, street, phone, e-mail, order
 * number), and nothing of hers in the database may change. The back office's routes are left to the staff
 * tests (modules/staff), which walk every role; each request here comes from its own address, so rate
 * limits answer nothing in place of the ownership checks.
 *
 * A walk whose requests never reached the ownership checks would pass without testing anything, so her own
 * session sends the same aimed requests to the customer reads at the end and must get her data back.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aimedRequest, operationsOf, type Aim, type FuzzRequest, type Known, type Operation } from "./test/fuzz-input.ts";
import { useTestApp, type TestApp } from "./test/app.ts";
import { newShopper, placeOrderFor, type PlacedTestOrder, type Shopper } from "./test/shopper.ts";
import { databaseKinds } from "./test/template.ts";

const SEED = 5;
/** Hers alone: no other data of the shop has these. */
const FIRST_NAME = "Olivemarker";
const LAST_NAME = "Quillfeather";
const STREET = "17 Quillfeather Lane";
const PHONE_DIGITS = "5185550177";
const herAddress = {
  firstname: FIRST_NAME,
  lastname: LAST_NAME,
  street: [STREET],
  city: "Albany",
  postcode: "12207",
  country_id: "US",
  region_id: 43,
  telephone: `(518) 555-0177`,
};

interface Her {
  shopper: Shopper;
  cartId: string;
  cartItemId: number;
  addressId: number;
  order: PlacedTestOrder;
}

/** Her references, wherever a request names one. */
function aimAt(her: Her): Aim {
  return (name, at) => {
    const inside = at.map(String);
    if (["cartId", "cart_id", "quoteId"].includes(name)) return her.cartId;
    if (["email", "emailAddress", "username"].includes(name)) return her.shopper.email;
    if (["order_item_id", "orderItemId", "itemId"].includes(name)) return her.order.publicItemIds[0];
    if (["item_id", "server_item_id"].includes(name)) return inside.includes("cartItem") || inside.includes("products") ? her.cartItemId : her.order.publicItemIds[0];
    if (name === "id" && inside.includes("address")) return her.addressId;
    if (name === "id" && inside.includes("order_items")) return her.order.publicItemIds[0];
    return undefined;
  };
}

/** Everything of hers the database holds, as text, to compare before and after the walk. */
async function herRows(t: TestApp, her: Her): Promise<Record<string, string[]>> {
  const db = t.database.db;
  const id = her.shopper.id;
  const orderIds = sql`(select id from orders where customer_id = ${id})`;
  const itemIds = sql`(select id from order_items where order_id in ${orderIds})`;
  const queries = {
    customers: sql`select row_to_json(x)::text as row from customers x where id = ${id}`,
    addresses: sql`select row_to_json(x)::text as row from customer_addresses x where customer_id = ${id} order by id`,
    sessions: sql`select row_to_json(x)::text as row from customer_sessions x where customer_id = ${id} order by id`,
    carts: sql`select row_to_json(x)::text as row from carts x where customer_id = ${id} order by id`,
    cartItems: sql`select row_to_json(x)::text as row from cart_items x where cart_id in (select id from carts where customer_id = ${id}) order by id`,
    orders: sql`select row_to_json(x)::text as row from orders x where customer_id = ${id} order by id`,
    orderItems: sql`select row_to_json(x)::text as row from order_items x where id in ${itemIds} order by id`,
    downloadLinks: sql`select row_to_json(x)::text as row from download_links x where order_item_id in ${itemIds} order by id`,
    newsletter: sql`select row_to_json(x)::text as row from newsletter_subscribers x where email = ${her.shopper.email}`,
    wishlist: sql`select row_to_json(x)::text as row from wishlist_items x where customer_id = ${id}`,
    reviews: sql`select row_to_json(x)::text as row from reviews x where customer_id = ${id} order by id`,
  };
  const rows: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(queries)) {
    // Both drivers answer raw SQL with { rows }.
    const answer = (await db.execute(query)) as unknown as { rows: { row: string }[] };
    rows[name] = answer.rows.map((r) => r.row);
  }
  return rows;
}

/** What of hers an answer shows: her names, street, phone, e-mail or order number. */
function hersIn(text: string, her: Her): string[] {
  const lower = text.toLowerCase();
  const digits = text.replace(/\D/g, "");
  return [
    ...[FIRST_NAME, LAST_NAME, STREET, her.shopper.email, her.order.incrementId].filter((marker) => lower.includes(marker.toLowerCase())),
    ...(digits.includes(PHONE_DIGITS) ? ["her phone"] : []),
  ];
}

describe.each(databaseKinds)("the access matrix on %s", (kind) => {
  const t = useTestApp(kind);

  async function call(request: FuzzRequest, token: string, client: number) {
    const res = await t().app.inject({
      ...request,
      headers: {
        ...request.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        "x-forwarded-for": `10.44.${Math.floor(client / 250) % 250}.${1 + (client % 250)}`,
      },
    });
    return { status: res.statusCode, text: `${JSON.stringify(res.headers)} ${res.body}` };
  }

  async function her(): Promise<Her> {
    const shopper = await newShopper(t(), "olive");
    const as = (method: "GET" | "POST", url: string, payload?: object) =>
      t().app.inject({ method, url: `${url}${url.includes("?") ? "&" : "?"}token=${shopper.token}`, ...(payload ? { payload } : {}) }).then((r) => r.json().result);
    await as("POST", "/api/user/me", { customer: { firstname: FIRST_NAME, lastname: LAST_NAME, phoneNumber: herAddress.telephone } });
    const addressId = (await as("POST", "/api/address/create", { address: herAddress })).address.id as number;
    const order = await placeOrderFor(t(), shopper, [{ sku: "inspiration_kit", qty: 1 }, { sku: "petsies_bandana", qty: 1 }], herAddress);
    const cartId = (await as("POST", "/api/cart/create")) as string;
    const line = await as("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 2 } });
    await t().app.inject({ method: "POST", url: "/api/ext/mailchimp-subscribe/subscribe", payload: { email: shopper.email } });
    return { shopper, cartId, cartItemId: line.item_id as number, addressId, order };
  }

  it("lets no other customer, guest or made-up token read or change her data, through any operation", { timeout: 300_000 }, async () => {
    const olive = await her();
    const other = await newShopper(t(), "mallory");
    const othersCart = (await t().app.inject({ method: "POST", url: `/api/cart/create?token=${other.token}` })).json().result as string;
    const guestsCart = (await t().app.inject({ method: "POST", url: "/api/cart/create" })).json().result as string;
    const product = (await t().app.inject("/api/product/ForeversDog_bundle")).json().result as { image: string };
    const pathValue: Known["pathValue"] = (path, name) => {
      if (name === "sku") return "ForeversDog_bundle";
      if (path.startsWith("/api/media/")) return product.image;
      if (path.startsWith("/api/cms/")) return "home";
      return undefined;
    };
    const callers: { who: string; known: Known }[] = [
      { who: "another customer", known: { token: other.token, cartId: othersCart, pathValue } },
      { who: "a guest", known: { token: "", cartId: guestsCart, pathValue } },
      { who: "a made-up token", known: { token: "x".repeat(43), cartId: guestsCart, pathValue } },
    ];

    const before = await herRows(t(), olive);
    const operations: Operation[] = operationsOf(t().app.swagger()).filter((op) => !op.path.startsWith("/api/admin/"));
    expect(operations.length).toBeGreaterThan(90);
    const leaks: string[] = [];
    let client = 0;
    for (const op of operations) {
      for (const { who, known } of callers) {
        const request = aimedRequest(op, known, aimAt(olive), SEED);
        const answer = await call(request, known.token, ++client);
        const shown = hersIn(answer.text, olive);
        if (shown.length > 0) leaks.push(`${op.method} ${op.path} as ${who} → ${answer.status} shows ${shown.join(", ")}: ${request.url}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await herRows(t(), olive)).toEqual(before);

    // The same aimed requests from her own session reach her data: the walk above met the ownership checks.
    const reads = [
      "GET /api/user/me",
      "GET /api/address/list",
      "GET /api/user/order-history",
      "GET /api/customers/me/orders",
      "GET /api/customizations/order-items/states",
      "GET /api/downloads/order-items/{itemId}",
      "GET /api/cart/pull",
    ];
    const herSelf: Known = { token: olive.shopper.token, cartId: olive.cartId, pathValue };
    for (const name of reads) {
      const op = operations.find((o) => `${o.method} ${o.path}` === name);
      expect(op, name).toBeDefined();
      const answer = await call(aimedRequest(op!, herSelf, aimAt(olive), SEED), olive.shopper.token, ++client);
      expect(answer.status, `${name}: ${answer.text.slice(0, 300)}`).toBe(200);
    }
  });
});
