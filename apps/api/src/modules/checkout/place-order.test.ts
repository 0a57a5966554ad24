/**
 * placeOrder, the one function POST /api/order calls, run here without HTTP: its steps in order (reserve,
 * authorise, confirm or compensate, deliver and notify, open account) on a real database, with the real
 * confirmation job and mailer.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, cartTokens, customers, orders, products, stock } from "../../db/schema.ts";
import { startWorker, type Worker } from "../../infra/jobs/worker.ts";
import { createMailer, outboxDir, readOutbox } from "../../infra/mail.ts";
import { hashToken } from "../../infra/security/tokens.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { databaseKinds, TEST_DIR } from "../../test/template.ts";
import type { OrderInput } from "../orders/schemas.ts";
import { placeOrder, type PlaceOrderDeps } from "./place-order.ts";
import { PaymentDeclined } from "./steps/authorise.ts";
import { confirmationHandler, ORDER_CONFIRMED_JOB } from "./steps/notify.ts";
import { releaseReservation, RESERVATION_EXPIRY_JOB } from "./steps/reserve.ts";
import { shippingAddress as address } from "../../test/shopper.ts";

const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

describe.each(databaseKinds)("placeOrder on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const outbox = outboxDir(path.join(TEST_DIR, "mail", randomUUID()));
  const counted = { placed: 0, declined: [] as string[] };
  let deps: PlaceOrderDeps;
  let worker: Worker;

  beforeAll(() => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: "Petsies <hello@petsies.com>", dataDir: path.dirname(outbox) }, { info: () => {} });
    const log = t().app.log;
    worker = startWorker(db(), {
      handlers: {
        [ORDER_CONFIRMED_JOB]: confirmationHandler({ db: db(), mailer, siteUrl: TEST_SITE_URL, log }),
        [RESERVATION_EXPIRY_JOB]: async (payload) => void (await releaseReservation(db(), Number(payload.orderId))),
      },
      log,
      pollMs: 60_000,
    });
    const metrics = { orderPlaced: () => void counted.placed++, paymentDeclined: (method: string) => void counted.declined.push(method) };
    deps = { jobs: worker, metrics, siteUrl: TEST_SITE_URL };
  });
  afterAll(() => worker.stop());

  async function cartWith(sku: string, qty: number) {
    const call = async (method: "GET" | "POST", url: string, payload?: object) =>
      (await t().app.inject({ method, url, ...(payload ? { payload } : {}) })).json().result;
    const cartId = (await call("POST", "/api/cart/create")) as string;
    await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } });
    const items = (await call("GET", `/api/cart/pull?cartId=${cartId}`)) as { item_id: number; sku: string; qty: number }[];
    return { cartId, products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })) };
  }

  function orderOf(cart: { cartId: string; products: OrderInput["products"] }, email: string, cardNumber: string, password?: string): OrderInput {
    return {
      cart_id: cart.cartId,
      products: cart.products,
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: "domestic",
        payment_method_code: "petsies_testcard",
        payment_method_additional: { card_number: cardNumber, expiry: "12/40", cvc: "123", name_on_card: "Ann Lee" },
      },
      personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: email, ...(password ? { createAccount: true, password } : {}) },
    };
  }

  async function stockOf(sku: string) {
    const [row] = await db().select({ qty: stock.qty }).from(stock).innerJoin(products, eq(products.id, stock.productId)).where(eq(products.sku, sku));
    return row!.qty;
  }

  async function cartIsOpen(cartId: string) {
    const [row] = await db()
      .select({ isActive: carts.isActive })
      .from(cartTokens)
      .innerJoin(carts, eq(carts.id, cartTokens.cartId))
      .where(eq(cartTokens.tokenHash, hashToken(cartId)));
    return row!.isActive;
  }

  const mailsTo = async (email: string) => (await readOutbox(outbox)).filter((m) => m.to.includes(email));

  it("runs the steps in order: reserves, authorises, confirms, delivers and notifies, opens the account", async () => {
    const email = `steps-${randomUUID().slice(0, 8)}@example.com`;
    const before = await stockOf("plush_care_kit");
    const cart = await cartWith("plush_care_kit", 2);
    const key = randomUUID();

    const answer = await placeOrder(db(), { key, body: orderOf(cart, email, GOOD_CARD, "Plush-lover-7"), userToken: null }, deps);

    expect(answer).toMatchObject({ status: "created", email, has_account: true, account: { created: true } });
    expect(await stockOf("plush_care_kit")).toBe(before - 2); // reserve
    expect(await cartIsOpen(cart.cartId)).toBe(false);
    const [order] = await db().select().from(orders).where(eq(orders.orderKey, key));
    expect(order).toMatchObject({ incrementId: answer.increment_id, paymentState: "authorized" }); // authorise, confirm
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([expect.stringContaining(answer.increment_id)]); // notify
    const [customer] = await db().select().from(customers).where(eq(customers.email, email));
    expect(order!.customerId).toBe(customer!.id); // open account
    expect(counted.placed).toBe(1);

    // A repeat with the same key answers the same order and does nothing twice.
    const again = await placeOrder(db(), { key, body: orderOf(cart, email, GOOD_CARD, "Plush-lover-7"), userToken: null }, deps);
    expect(again.increment_id).toBe(answer.increment_id);
    expect(again).not.toHaveProperty("account");
    expect(await stockOf("plush_care_kit")).toBe(before - 2);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(counted.placed).toBe(1);
  });

  it("compensates a declined payment: the stock and the cart come back, and nothing is mailed or opened", async () => {
    const email = `declined-${randomUUID().slice(0, 8)}@example.com`;
    const before = await stockOf("plush_care_kit");
    const cart = await cartWith("plush_care_kit", 1);
    const key = randomUUID();

    const placing = placeOrder(db(), { key, body: orderOf(cart, email, DECLINED_CARD, "Plush-lover-7"), userToken: null }, deps);

    await expect(placing).rejects.toBeInstanceOf(PaymentDeclined);
    expect(counted.declined).toEqual(["petsies_testcard"]);
    expect(await stockOf("plush_care_kit")).toBe(before);
    expect(await cartIsOpen(cart.cartId)).toBe(true);
    expect(await db().select().from(orders).where(eq(orders.orderKey, key))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect(await db().select().from(customers).where(eq(customers.email, email))).toEqual([]);
  });

  it("refuses a password the account would refuse before anything is reserved", async () => {
    const email = `weak-${randomUUID().slice(0, 8)}@example.com`;
    const before = await stockOf("plush_care_kit");
    const cart = await cartWith("plush_care_kit", 1);
    const key = randomUUID();

    await expect(placeOrder(db(), { key, body: orderOf(cart, email, GOOD_CARD, "short"), userToken: null }, deps)).rejects.toMatchObject({ statusCode: 400 });

    expect(await stockOf("plush_care_kit")).toBe(before);
    expect(await cartIsOpen(cart.cartId)).toBe(true);
    expect(await db().select().from(orders).where(eq(orders.orderKey, key))).toEqual([]);
  });
});
