/**
 * Numbers in JSON bodies (issue 17): a number may arrive as a number or as its digits, but a JSON `true` is
 * no number — `z.coerce` read it as 1 and took it. Each refusal names the field; digits still pass.
 */
import { describe, expect, it } from "vitest";
import { accountClient } from "../test/accounts.ts";
import { useTestApp } from "../test/app.ts";
import { databaseKinds } from "../test/template.ts";

describe.each(databaseKinds)("numbers in JSON bodies on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, signUp } = accountClient(t);

  async function fields(method: "POST", url: string, body: unknown) {
    const res = await t().app.inject({ method, url, payload: body as object });
    return { status: res.statusCode, fields: res.json().fields as Record<string, string> | undefined };
  }

  it("refuses true as the value of an applied gift card, and takes its digits", async () => {
    const cartId = (await call<string>("POST", "/api/cart/create")).result;
    expect(await fields("POST", `/api/giftcards/change-value?cartId=${cartId}`, { code: "PETS-DEMO-GIFT-0050", value: true })).toEqual({
      status: 400,
      fields: { value: "value must be a number" },
    });
    await call("POST", `/api/giftcards/apply?cartId=${cartId}`, { code: "PETS-DEMO-GIFT-0050" });
    const changed = await call("POST", `/api/giftcards/change-value?cartId=${cartId}`, { code: "PETS-DEMO-GIFT-0050", value: "20" });
    expect(changed).toMatchObject({ status: 200, result: 20 });
  });

  it("refuses true as a gift card's amount in the cart", async () => {
    const cartId = (await call<string>("POST", "/api/cart/create")).result;
    const item = { sku: "gift-card", qty: 1, giftcard_options: { amount: true } };
    expect(await fields("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: item })).toEqual({
      status: 400,
      fields: { "cartItem.giftcard_options.amount": "amount must be a number" },
    });
  });

  it("refuses true as a review's rating, and takes its digits", async () => {
    const { token } = await signUp();
    const review = { sku: "ForeversDog_bundle", title: "Lovely", text: "Looks just like our dog, every stitch.", nickname: "Ann" };
    expect(await fields("POST", `/api/review/create?token=${token}`, { ...review, rating: true })).toEqual({
      status: 400,
      fields: { rating: "rating must be a number from 1 to 5" },
    });
    expect(await call("POST", `/api/review/create?token=${token}`, { ...review, rating: "5" })).toMatchObject({ status: 200, result: { rating: 5 } });
  });
});
