import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, orders } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor, shippingAddress } from "../../test/shopper.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

/** Apparel (the hoodie, a size of it in the cart) in the demo catalogue. */
const APPAREL = 47;

const terms = (over: Record<string, unknown> = {}) => ({
  description: "Test coupon",
  discountType: "percent",
  percent: 20,
  amountCents: null,
  appliesTo: "cart",
  productSkus: [],
  categoryIds: [],
  minSubtotalCents: null,
  startsOn: null,
  endsOn: null,
  usesPerCode: null,
  usesPerCustomer: null,
  ...over,
});

let n = 0;
const uniqueCode = (stem: string) => `${stem}${Date.now().toString(36).toUpperCase()}${(n += 1)}`;

describe.each(databaseKinds)("coupons in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const shopperCall = async (method: "GET" | "POST", url: string, token?: string, payload?: object) => {
    const res = await t().app.inject({ method, url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, result: res.json().result };
  };
  const cartWith = async (token: string | undefined, lines: { sku: string; qty: number }[]) => {
    const cartId = (await shopperCall("POST", "/api/cart/create", token)).result as string;
    for (const cartItem of lines) {
      const added = await shopperCall("POST", `/api/cart/update?cartId=${cartId}`, token, { cartItem });
      expect(added.status, JSON.stringify(added.result)).toBe(200);
    }
    return cartId;
  };
  const apply = (cartId: string, code: string, token?: string) => shopperCall("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=${encodeURIComponent(code)}`, token);
  const totals = async (cartId: string, token?: string) => (await shopperCall("GET", `/api/cart/totals?cartId=${cartId}`, token)).result;
  const create = (owner: StaffClient, body: Record<string, unknown>) => owner.call("POST", "/api/admin/coupons", body);

  it("an owner's 20% coupon on a category with one use per customer: only those lines, one use per placed order, a second use refused", async () => {
    const owner = await newStaff(t(), "owner");
    const code = uniqueCode("PILLOW");
    const made = await create(owner, { ...terms({ appliesTo: "categories", categoryIds: [APPAREL], usesPerCustomer: 1 }), codes: { mode: "single", code: code.toLowerCase() } });
    expect(made.status, JSON.stringify(made.result)).toBe(200);
    expect(made.result).toMatchObject({ code, codeCount: 1, uses: 0, state: "active", appliesTo: "categories", categoryIds: [APPAREL], usesPerCustomer: 1 });

    const shopper = await newShopper(t());
    // Not a line of the category: the coupon is refused with why.
    const bandanaOnly = await cartWith(shopper.token, [{ sku: "petsies_bandana", qty: 1 }]);
    expect(await apply(bandanaOnly, code, shopper.token)).toEqual({ status: 400, result: `The coupon code "${code}" does not apply to the products in your cart.` });

    const both = await cartWith(shopper.token, [
      { sku: "petsies_bandana", qty: 1 },
      { sku: "petsies_hoodie_s", qty: 1 },
    ]);
    expect((await apply(both, code, shopper.token)).status).toBe(200);
    const withCoupon = await totals(both, shopper.token);
    const hoodie = withCoupon.items.find((i: { sku: string }) => i.sku === "petsies_hoodie_s");
    const bandana = withCoupon.items.find((i: { sku: string }) => i.sku === "petsies_bandana");
    expect(withCoupon.coupon_code).toBe(code);
    expect(bandana.discount_amount).toBe(0);
    expect(hoodie.discount_amount).toBeCloseTo(hoodie.row_total * 0.2, 2);

    const placed = await placeOrderFor(t(), shopper, [{ sku: "petsies_hoodie_s", qty: 1 }], undefined, { couponCode: code });
    const [order] = await db().select().from(orders).where(eq(orders.incrementId, placed.incrementId));
    expect(order!.couponCode).toBe(code);
    expect(order!.discountCents).toBeGreaterThan(0);
    expect((await owner.call("GET", `/api/admin/coupons/${made.result.id}`)).result).toMatchObject({ uses: 1, codes: [{ code, uses: 1 }] });

    // The second use: refused when applied, and an order placed from a cart that already held it is refused too.
    const again = await cartWith(shopper.token, [{ sku: "petsies_hoodie_s", qty: 1 }]);
    expect(await apply(again, code, shopper.token)).toEqual({ status: 400, result: `You have already used the coupon code "${code}".` });
    expect((await totals(again, shopper.token)).coupon_code ?? null).toBeNull();

    // Another shopper still may.
    const other = await newShopper(t(), "bo");
    expect((await apply(await cartWith(other.token, [{ sku: "petsies_hoodie_s", qty: 1 }]), code, other.token)).status).toBe(200);
  });

  it("checks the uses again when the order is placed: a guest order with the customer's e-mail is refused the second use", async () => {
    const owner = await newStaff(t(), "owner");
    const code = uniqueCode("ONCE");
    expect((await create(owner, { ...terms({ usesPerCustomer: 1 }), codes: { mode: "single", code } })).status).toBe(200);
    const shopper = await newShopper(t());
    await placeOrderFor(t(), shopper, [{ sku: "petsies_bandana", qty: 1 }], undefined, { couponCode: code });
    const count = async () => (await db().select().from(orders).where(and(eq(orders.couponCode, code)))).length;
    expect(await count()).toBe(1);
    // A guest with the same e-mail address is the same customer.
    const guestCart = await cartWith(undefined, [{ sku: "petsies_bandana", qty: 1 }]);
    expect((await apply(guestCart, code)).status).toBe(200);
    const items = (await shopperCall("GET", `/api/cart/pull?cartId=${guestCart}`)).result as { item_id: number; sku: string; qty: number }[];
    const address = shippingAddress;
    const res = await t().app.inject({
      method: "POST",
      url: "/api/order",
      headers: { "idempotency-key": `coupon-${code}` },
      payload: {
        cart_id: guestCart,
        products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })),
        addressInformation: {
          shippingAddress: address,
          shipping_method_code: "domestic",
          shipping_carrier_code: "petsies",
          billingAddress: address,
          payment_method_code: "petsies_testcard",
          payment_method_additional: { card_number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name_on_card: "Ann Lee" },
        },
        personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: shopper.email },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().result).toBe(`You have already used the coupon code "${code}".`);
    expect(await count()).toBe(1);
  });

  it("makes a batch of unique codes, each usable as often as the coupon says, all of them in the CSV", async () => {
    const owner = await newStaff(t(), "owner");
    const prefix = uniqueCode("B").slice(0, 12);
    const made = await create(owner, { ...terms({ discountType: "fixed", percent: null, amountCents: 500, usesPerCode: 1, minSubtotalCents: 1000 }), codes: { mode: "batch", prefix: prefix.toLowerCase(), count: 60 } });
    expect(made.status, JSON.stringify(made.result)).toBe(200);
    expect(made.result.codeCount).toBe(60);
    expect(made.result.codes).toHaveLength(50);
    const csv = await owner.call("GET", `/api/admin/coupons/${made.result.id}/codes`);
    const rows = (csv.result.csv as string).trim().split("\r\n");
    expect(rows[0]).toBe("code,uses");
    const codes = rows.slice(1).map((r) => r.split(",")[0]!);
    expect(new Set(codes).size).toBe(60);
    for (const c of codes) expect(c).toMatch(new RegExp(`^${prefix}-[A-HJ-NP-Z2-9]{8}$`));

    const [first, second] = codes as [string, string];
    const ann = await newShopper(t());
    await placeOrderFor(t(), ann, [{ sku: "petsies_bandana", qty: 1 }], undefined, { couponCode: first });
    const bo = await newShopper(t(), "bo");
    const boCart = await cartWith(bo.token, [{ sku: "petsies_bandana", qty: 1 }]);
    expect(await apply(boCart, first, bo.token)).toEqual({ status: 400, result: `The coupon code "${first}" has already been used as many times as it can be.` });
    // A $12 bandana is above the $10 minimum: $5 off.
    expect((await apply(boCart, second, bo.token)).status).toBe(200);
    expect(await totals(boCart, bo.token)).toMatchObject({ discount_amount: -5 });
    const after = await owner.call("GET", `/api/admin/coupons/${made.result.id}/codes`);
    expect(after.result.csv).toContain(`${first},1\r\n`);
  });

  it("refuses a subtotal under the minimum with the amount it needs", async () => {
    const owner = await newStaff(t(), "owner");
    const code = uniqueCode("MIN");
    await create(owner, { ...terms({ minSubtotalCents: 5000 }), codes: { mode: "single", code } });
    const cartId = await cartWith(undefined, [{ sku: "petsies_bandana", qty: 1 }]);
    expect(await apply(cartId, code)).toEqual({ status: 400, result: `The coupon code "${code}" needs a subtotal of $50.00 or more.` });
  });

  it("says at the field what is wrong: percent over 100, end before start, a taken code, an unknown sku; only owners", async () => {
    const owner = await newStaff(t(), "owner");
    const code = uniqueCode("TAKEN");
    const base = { ...terms(), codes: { mode: "single", code } };
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await t().app.inject({
        method: "POST",
        url: "/api/admin/coupons",
        headers: { cookie: `petsies_staff=${owner.cookie}`, "x-csrf-token": owner.csrf },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fieldsOf({ ...base, percent: 120 })).toEqual({ percent: "At most 100%" });
    expect(await fieldsOf({ ...base, startsOn: "2030-02-10", endsOn: "2030-02-01" })).toEqual({ endsOn: "The end date must not be before the start date" });
    expect(await fieldsOf({ ...base, appliesTo: "products", productSkus: [] })).toEqual({ productSkus: "Choose at least one product" });
    expect(await fieldsOf({ ...base, appliesTo: "products", productSkus: ["no_such_sku"] })).toEqual({ productSkus: 'No product has the sku "no_such_sku"' });
    expect(await fieldsOf({ ...base, discountType: "fixed", percent: null })).toEqual({ amountCents: "Enter an amount above 0" });
    expect((await create(owner, base)).status).toBe(200);
    expect(await fieldsOf(base)).toEqual({ "codes.code": `The code ${code} is taken: choose another` });
    const made = (await owner.call("GET", `/api/admin/coupons?q=${code}`)).result.coupons[0] as { id: number };
    // Every call refuses the other roles.
    for (const role of ["support", "production"] as const) {
      const staff = await newStaff(t(), role);
      const calls = [
        ["GET", "/api/admin/coupons", undefined],
        ["GET", "/api/admin/coupons/categories", undefined],
        ["POST", "/api/admin/coupons", { ...base, codes: { mode: "single", code: uniqueCode("X") } }],
        ["GET", `/api/admin/coupons/${made.id}`, undefined],
        ["PATCH", `/api/admin/coupons/${made.id}`, { ...base, description: "Not theirs" }],
        ["POST", `/api/admin/coupons/${made.id}/state`, { active: false }],
        ["GET", `/api/admin/coupons/${made.id}/codes`, undefined],
      ] as const;
      for (const [method, url, body] of calls) expect((await staff.call(method, url, body)).status, `${role} ${method} ${url}`).toBe(403);
    }
  });

  it("edits and disables a coupon, each change with its audit row; a disabled coupon is refused; the list finds it", async () => {
    const owner = await newStaff(t(), "owner");
    const code = uniqueCode("EDIT");
    const made = await create(owner, { ...terms(), description: "Spring sale", codes: { mode: "single", code } });
    const id = made.result.id as number;
    const edited = await owner.call("PATCH", `/api/admin/coupons/${id}`, terms({ description: "Spring sale", appliesTo: "products", productSkus: ["petsies_bandana"], percent: 15, startsOn: "2020-01-01", endsOn: "2099-12-31" }));
    expect(edited.status, JSON.stringify(edited.result)).toBe(200);
    expect(edited.result).toMatchObject({ percent: 15, appliesTo: "products", productSkus: ["petsies_bandana"], startsOn: "2020-01-01", endsOn: "2099-12-31", state: "active" });

    const cartId = await cartWith(undefined, [{ sku: "petsies_bandana", qty: 1 }]);
    expect((await apply(cartId, code)).status).toBe(200);
    expect(await totals(cartId)).toMatchObject({ discount_amount: -1.8 });

    const disabled = await owner.call("POST", `/api/admin/coupons/${id}/state`, { active: false });
    expect(disabled.result.state).toBe("disabled");
    // The cart that held it prices without it; applying it again is refused.
    expect((await totals(cartId)).coupon_code ?? null).toBeNull();
    expect(await apply(cartId, code)).toEqual({ status: 400, result: `The coupon code "${code}" is not valid.` });

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "coupon"), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(["coupon.create", "coupon.disable", "coupon.update"]);

    const found = await owner.call("GET", `/api/admin/coupons?q=${code.slice(0, 8).toLowerCase()}&state=disabled`);
    expect(found.result.coupons.map((c: { id: number }) => c.id)).toContain(id);
    expect((await owner.call("GET", `/api/admin/coupons?q=${code}&state=active`)).result.total).toBe(0);
  });
});
