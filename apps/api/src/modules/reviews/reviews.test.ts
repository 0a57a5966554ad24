import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ratingSummary } from "@petsies/domain";
import { demoReviews } from "../../../../../data/index.ts";
import { reviews } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { PUBLISHED } from "./service.ts";

const seeded = ratingSummary(
  [5, 4, 3, 2, 1].map((rating) => ({ rating, count: demoReviews.filter((r) => r.rating === rating).length })),
);
const good = { sku: "plush_care_kit", rating: 4, title: "Handy kit", text: "The brush is soft and the spray works well.", nickname: "Ann L." };

describe.each(databaseKinds)("reviews on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await t().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const body = res.json();
    return { status: res.statusCode, result: body.result, fields: body.fields as Record<string, string> | undefined };
  };

  it("answers the store rating from the published reviews, by star, for store 1 only", async () => {
    const answer = await call("GET", "/api/stores/ratings?storeId=1");
    expect(answer).toEqual({ status: 200, result: { storeRating: seeded } });
    expect(seeded.reviewsCount).toBe(demoReviews.length);
    expect((await call("GET", "/api/stores/ratings")).result.storeRating.rating).toBe(seeded.rating);
    expect(await call("GET", "/api/stores/ratings?storeId=7")).toEqual({ status: 404, result: "Store 7 not found" });
    expect((await call("GET", "/api/stores/ratings?storeId=abc")).status).toBe(400);
  });

  it("writes a review for a logged-in customer only, once per product (a second one updates it); a verified buyer's shows at once", async () => {
    expect(await call("POST", "/api/review/create", good)).toEqual({ status: 401, result: "You need to be logged in to see this page" });
    expect((await call("POST", "/api/review/create?token=not-a-live-token", good)).status).toBe(401);

    const ann = await newShopper(t(), "reviewer");
    await placeOrderFor(t(), ann, [{ sku: "plush_care_kit", qty: 1 }]);
    const first = await call("POST", `/api/review/create?token=${ann.token}`, good);
    expect(first).toMatchObject({ status: 200, result: { sku: "plush_care_kit", rating: 4, title: "Handy kit", status: "approved", verified_buyer: true } });

    const again = await call("POST", "/api/review/create", { ...good, rating: 5, title: "Even better after a month" }, { authorization: `Bearer ${ann.token}` });
    expect(again.result).toMatchObject({ id: first.result.id, rating: 5, title: "Even better after a month", status: "approved" });

    const list = await call("GET", "/api/reviews?sku=plush_care_kit");
    expect(list.status).toBe(200);
    const mine = list.result.items.filter((r: { id: number }) => r.id === first.result.id);
    expect(mine).toHaveLength(1);
    expect(list.result.items[0].id).toBe(first.result.id);
    const seededForKit = demoReviews.filter((r) => r.sku === "plush_care_kit").length;
    expect(list.result.total).toBe(seededForKit + 1);
    expect(list.result.summary.byStar[5]).toBe(seededForKit + 1);

    const store = (await call("GET", "/api/stores/ratings")).result.storeRating;
    expect(store.reviewsCount).toBe(seeded.reviewsCount + 1);
  });

  it("keeps the review of a customer who has not bought the product pending: in no list and no rating until approved", async () => {
    const sku = "plush_display_dome";
    const before = { list: (await call("GET", `/api/reviews?sku=${sku}&size=50`)).result, store: (await call("GET", "/api/stores/ratings")).result.storeRating };
    const stranger = await newShopper(t(), "unverified");
    const written = await call("POST", `/api/review/create?token=${stranger.token}`, { ...good, sku, rating: 1, title: "Fake news" });
    expect(written).toMatchObject({ status: 200, result: { sku, status: "pending", verified_buyer: false } });

    const list = (await call("GET", `/api/reviews?sku=${sku}&size=50`)).result;
    expect(list.items.map((r: { id: number }) => r.id)).not.toContain(written.result.id);
    expect(list.total).toBe(before.list.total);
    expect(list.summary).toEqual(before.list.summary);
    expect((await call("GET", "/api/reviews?size=50")).result.items.map((r: { id: number }) => r.id)).not.toContain(written.result.id);
    expect((await call("GET", "/api/stores/ratings")).result.storeRating).toEqual(before.store);

    // The shop approves it (the back office's moderation screen will set the same column).
    await t().database.db.update(reviews).set({ status: PUBLISHED }).where(eq(reviews.id, written.result.id));
    expect((await call("GET", `/api/reviews?sku=${sku}&size=50`)).result.total).toBe(before.list.total + 1);
    // Rewritten by someone who has not bought it, it waits again.
    const rewritten = await call("POST", `/api/review/create?token=${stranger.token}`, { ...good, sku, rating: 1, title: "Other words" });
    expect(rewritten.result).toMatchObject({ id: written.result.id, status: "pending" });
    expect((await call("GET", `/api/reviews?sku=${sku}&size=50`)).result.total).toBe(before.list.total);
  });

  it("marks the review of a customer who bought the product as a verified buyer's", async () => {
    const bo = await newShopper(t(), "buyer");
    await placeOrderFor(t(), bo, [{ sku: "inspiration_kit", qty: 1 }]);
    const res = await call("POST", `/api/review/create?token=${bo.token}`, { ...good, sku: "inspiration_kit" });
    expect(res.result).toMatchObject({ verified_buyer: true, status: "approved" });
  });

  it("keeps the text as typed; it is data, never markup", async () => {
    const cy = await newShopper(t(), "markup");
    await placeOrderFor(t(), cy, [{ sku: "petsies_bandana", qty: 1 }]);
    const text = `<script>alert("x")</script> & <b>bold</b> claims`;
    await call("POST", `/api/review/create?token=${cy.token}`, { ...good, sku: "petsies_bandana", text, nickname: "<i>Cy</i>" });
    const list = await call("GET", "/api/reviews?sku=petsies_bandana&size=50");
    expect(list.result.items.find((r: { text: string }) => r.text === text)).toMatchObject({ nickname: "<i>Cy</i>" });
  });

  it("refuses bad fields with a message naming the field, and an unknown product with 404", async () => {
    const dee = await newShopper(t(), "fields");
    const post = (body: object) => call("POST", `/api/review/create?token=${dee.token}`, body);
    for (const [body, words] of [
      [{ ...good, rating: 0 }, "rating"],
      [{ ...good, rating: 6 }, "rating"],
      [{ ...good, rating: 4.5 }, "rating"],
      [{ ...good, rating: "many" }, "rating"],
      [{ ...good, title: "  " }, "title"],
      [{ ...good, title: "x".repeat(121) }, "title"],
      [{ ...good, text: "short" }, "text"],
      [{ ...good, nickname: "" }, "nickname"],
      [{ ...good, sku: undefined }, "sku"],
    ] as const) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.fields ?? {}), JSON.stringify(body)).toContain(words);
    }
    expect(await post({ ...good, sku: "no_such_product" })).toEqual({ status: 404, result: "Product no_such_product not found" });
    expect((await call("POST", `/api/review/create?token=${dee.token}`)).status).toBe(400);
  });

  it("pages the store's reviews newest first and refuses bad paging", async () => {
    const p1 = await call("GET", "/api/reviews?size=5");
    const p2 = await call("GET", "/api/reviews?size=5&page=2");
    expect(p1.result.items).toHaveLength(5);
    expect(p2.result.items).toHaveLength(5);
    expect(p1.result.page).toBe(1);
    const dates = [...p1.result.items, ...p2.result.items].map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set([...p1.result.items, ...p2.result.items].map((r: { id: number }) => r.id)).size).toBe(10);
    expect((await call("GET", "/api/reviews?page=0")).status).toBe(400);
    expect((await call("GET", "/api/reviews?size=500")).status).toBe(400);
    expect((await call("GET", "/api/reviews?sku=nope")).status).toBe(404);
  });

  it("limits how many reviews one customer writes in an hour", async () => {
    const eve = await newShopper(t(), "prolific");
    const skus = ["petsies_hoodie", "gift_box", "plush_display_dome", "plush_travel_tote", "personalised_name_tag"];
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await call("POST", `/api/review/create?token=${eve.token}`, { ...good, sku: skus[i % skus.length] })).status;
    expect(last).toBe(429);
  });
});
