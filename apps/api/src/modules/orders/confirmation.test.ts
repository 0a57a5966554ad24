import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readOutbox, type OutboxMessage } from "../../infra/mail.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { configuredForevers } from "../../test/configure.ts";
import { newShopper, shippingAddress, type Line, type Shopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

const card = { card_number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name_on_card: "Ann Lee" };

/** Every link of a message, in its text and its HTML. */
const linksOf = (m: OutboxMessage) => [...`${m.text}\n${m.html ?? ""}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((x) => x[0]);
const fromSiteUrl = (link: string) => link === TEST_SITE_URL || link.startsWith(`${TEST_SITE_URL}/`);

describe.each(databaseKinds)("what an order's confirmation tells (issue 19, items 5, 9 and 10) on %s", (kind) => {
  const t = useTestApp(kind);

  /** Places an order through the cart and order API, as a guest or as the shopper; answers the placement's answer. */
  async function place(lines: Line[], options: { shopper?: Shopper; email?: string; payment?: string } = {}) {
    const headers: Record<string, string> = options.shopper ? { authorization: `Bearer ${options.shopper.token}` } : {};
    const call = async (method: "GET" | "POST", url: string, payload?: object, extra: Record<string, string> = {}) => {
      const res = await t().app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().result;
    };
    const cartId = (await call("POST", "/api/cart/create")) as string;
    for (const cartItem of lines) await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem });
    const items = (await call("GET", `/api/cart/pull?cartId=${cartId}`)) as { item_id: number; sku: string; qty: number }[];
    const payment = options.payment ?? "petsies_testcard";
    return call(
      "POST",
      "/api/order",
      {
        cart_id: cartId,
        products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })),
        addressInformation: {
          shippingAddress,
          shipping_method_code: "domestic",
          shipping_carrier_code: "petsies",
          billingAddress: shippingAddress,
          payment_method_code: payment,
          ...(payment === "petsies_testcard" ? { payment_method_additional: card } : {}),
        },
        personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: options.shopper?.email ?? options.email ?? `guest-${randomUUID().slice(0, 8)}@example.com` },
      },
      { "idempotency-key": randomUUID() },
    );
  }

  async function confirmationOf(incrementId: string) {
    const mail = (await readOutbox(t().outbox)).find((m) => m.subject === `Your Petsies order #${incrementId}`);
    expect(mail, `the confirmation of ${incrementId}`).toBeDefined();
    return mail!;
  }

  it("tells a plush order about the preview and the tracking e-mail, by product name, with links from SITE_URL", async () => {
    const ann = await newShopper(t());
    const { line } = await configuredForevers(t());
    const placed = await place([line], { shopper: ann });
    const mail = await confirmationOf(placed.increment_id);
    for (const body of [mail.text, mail.html!]) {
      expect(body).toContain("e-mail you a preview to approve");
      expect(body).toContain("we e-mail you its tracking number");
      expect(body).not.toContain("as soon as production");
      expect(body).not.toContain("ForeversDog_bundle");
    }
    expect(mail.text).toContain(`Follow your order in your account: ${TEST_SITE_URL}/my-account/order-history/`);
    expect(linksOf(mail).length).toBeGreaterThan(0);
    for (const link of linksOf(mail)) expect(fromSiteUrl(link), link).toBe(true);
    expect(placed.has_account).toBe(true);
    expect(placed.summary.next_steps).toContain("Our artists design Forevers Dog from your photos and e-mail you a preview to approve before anything is made.".replace("Forevers Dog", placed.summary.items[0].name));
  });

  it("says nothing of plush or photos for a gift card and a care kit, and shows no sku in any of its e-mails", async () => {
    const recipient = `friend-${randomUUID().slice(0, 8)}@example.com`;
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await place(
      [
        { sku: "am_gift_card", qty: 1, giftcard_options: { amount: 25, customer_name: "Ann", recipient_name: "Bo", recipient_email: recipient, recipient_ship: false } } as Line,
        { sku: "plush_care_kit", qty: 1 },
      ],
      { email },
    );
    const mail = await confirmationOf(placed.increment_id);
    for (const body of [mail.text, mail.html!]) {
      expect(body).not.toMatch(/plush of your pet|photo|preview|artisan/i);
      expect(body).toContain("We pack and post Plush Care Kit.");
      expect(body).toMatch(/Gift Card: sent by e-mail right away\./i);
    }
    // A guest has no account to follow the order in.
    expect(mail.text).not.toContain("/my-account/");
    const mails = (await readOutbox(t().outbox)).filter((m) => m.to.includes(email) || m.to.includes(recipient));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const m of mails) {
      for (const sku of ["am_gift_card", "plush_care_kit"]) expect(`${m.text}${m.html}`).not.toContain(sku);
      for (const link of linksOf(m)) expect(fromSiteUrl(link), link).toBe(true);
    }
    expect(placed.has_account).toBe(false);
  });

  it("tells how to pay by check / money order in the e-mail and in the success page's summary", async () => {
    const placed = await place([{ sku: "petsies_bandana", qty: 1 }], { payment: "checkmo" });
    const instructions = `Make your check or money order payable to Petsies, write order #${placed.increment_id} on it and mail it to Petsies Orders, PO Box 1000, Albany, NY 12207, USA. We start on your order when it arrives.`;
    const mail = await confirmationOf(placed.increment_id);
    expect(mail.text).toContain(instructions);
    expect(mail.html).toContain(instructions);
    expect(placed.summary).toMatchObject({
      payment_method: "Check / Money order",
      payment_instructions: instructions,
      shipping_address: ["Ann Lee", "1 Main St", "Albany, New York 12207", "US"],
      items: [{ name: expect.any(String), qty: 1, row_total: expect.stringMatching(/^\$\d+\.\d\d$/) }],
      totals: expect.arrayContaining([{ label: "Grand Total", value: `$${placed.grand_total.toFixed(2)}` }]),
      next_steps: ["We pack and post Bandana.".replace("Bandana", placed.summary.items[0].name), "When your parcel ships, we e-mail you its tracking number."],
    });

    // The checkout shows the same instructions with the method.
    const cartId = (await t().app.inject({ method: "POST", url: "/api/cart/create" })).json().result;
    await t().app.inject({ method: "POST", url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku: "petsies_bandana", qty: 1 } } });
    const methods = (await t().app.inject({ method: "GET", url: `/api/cart/payment-methods?cartId=${cartId}` })).json().result;
    expect(methods.find((m: { code: string }) => m.code === "checkmo").instructions).toMatch(/^Make your check or money order payable to Petsies, write your order number on it and mail it to Petsies Orders/);
    expect(methods.find((m: { code: string }) => m.code === "petsies_testcard").instructions).toBeUndefined();
  });
});
