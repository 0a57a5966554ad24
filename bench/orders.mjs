// Cart updates and order placement through the HTTP API, each beside a catalogue read load-tested in the
// same run: the ratios say how much heavier a write is than a cached read on this machine today.
import { runAutocannon as run } from "./http.mjs";

const PRODUCT = "inspiration_kit"; // stock is not tracked: every order can succeed
const ADDRESS = {
  firstname: "Bench",
  lastname: "Shopper",
  street: ["1 Main St"],
  city: "Albany",
  postcode: "12207",
  country_id: "US",
  region_id: 43,
  telephone: "518 555 0143",
  email: "bench@example.com",
};

async function post(base, path, body) {
  const res = await fetch(base + path, {
    method: "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).result;
}

/** A cart holding one line; answers its id and the order body that buys it. */
async function readyCart(base, i) {
  const cartId = await post(base, "/api/cart/create");
  const item = await post(base, `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: PRODUCT, qty: 1 } });
  return {
    cartId,
    order: JSON.stringify({
      order_id: `bench-${Date.now()}-${i}`,
      cart_id: cartId,
      products: [{ server_item_id: item.item_id, sku: PRODUCT, qty: 1 }],
      addressInformation: { billingAddress: ADDRESS, payment_method_code: "checkmo" },
    }),
  };
}

/**
 * Three rows: a cached catalogue read, cart quantity updates spread over many carts, and orders placed
 * (each on its own prepared cart, so every request does the whole placement).
 */
export async function measureOrders(apiBase, { connections, seconds, orders }) {
  const read = await run({
    url: `${apiBase}/api/catalog/product?category_id=2&size=50`,
    connections,
    duration: seconds,
    warmup: { connections, duration: 2 },
  });

  const carts = [];
  for (let i = 0; i < connections * 4; i++) carts.push(await readyCart(apiBase, i));
  let n = 0;
  const update = await run({
    url: apiBase,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const cart = carts[n++ % carts.length];
          return {
            ...req,
            path: `/api/cart/update?cartId=${cart.cartId}`,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ cartItem: { sku: PRODUCT, qty: 1 + (n % 5) } }),
          };
        },
      },
    ],
  });

  const prepared = [];
  for (let i = 0; i < orders; i++) prepared.push(await readyCart(apiBase, 1000 + i));
  let next = 0;
  const placement = await run({
    url: apiBase,
    connections,
    amount: prepared.length,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const cart = prepared[next++];
          return {
            ...req,
            path: "/api/order",
            // The body's order_id is the idempotency key.
            headers: { "content-type": "application/json" },
            body: cart.order,
          };
        },
      },
    ],
  });
  return { read, update, placement };
}
