/**
 * The storefront keeps rendered pages and resolved paths while GET /api/url/version answers the same
 * (issue 18): every change a page shows must change it, made by any process (it lives in the database).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignProducts, campaigns, products, reviews, stock } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { saveStory } from "../cms/service.ts";

describe.each(databaseKinds)("the version of what pages show on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const version = async () => {
    const res = await t().app.inject("/api/url/version");
    expect(res.statusCode).toBe(200);
    return (res.json().result as { version: string }).version;
  };
  const aProduct = async () => (await db().select({ id: products.id, priceCents: products.priceCents }).from(products).limit(1))[0]!;

  it("stays the same while nothing changes", async () => {
    expect(await version()).toBe(await version());
  });

  it("changes with a price, with stock and with a product disabled", async () => {
    const p = await aProduct();
    const before = await version();
    await db().update(products).set({ priceCents: p.priceCents + 100 }).where(eq(products.id, p.id));
    const afterPrice = await version();
    expect(afterPrice).not.toBe(before);
    await db().update(stock).set({ qty: 0, manageStock: true }).where(eq(stock.productId, p.id));
    const afterStock = await version();
    expect(afterStock).not.toBe(afterPrice);
    await db().update(products).set({ status: 2 }).where(eq(products.id, p.id));
    expect(await version()).not.toBe(afterStock);
  });

  it("changes when a story is published, not when a draft is saved", async () => {
    const file = { full_slug: "cache-test", name: "Cache test", content: { component: "page", body: [] } };
    const before = await version();
    await saveStory(db(), file as never, { publish: false });
    expect(await version()).toBe(before);
    await saveStory(db(), file as never, { publish: true });
    const published = await version();
    expect(published).not.toBe(before);
    // A second publication of the same story, a moment later.
    await saveStory(db(), file as never, { publish: true }, new Date(Date.now() + 1000));
    expect(await version()).not.toBe(published);
  });

  it("changes when a review is approved or removed, not when one waits for approval", async () => {
    const p = await aProduct();
    const before = await version();
    const [review] = await db()
      .insert(reviews)
      .values({ productId: p.id, rating: 5, title: "Soft", text: "So soft.", nickname: "Ann", status: "pending" })
      .returning({ id: reviews.id });
    expect(await version()).toBe(before);
    await db().update(reviews).set({ status: "approved", updatedAt: new Date() }).where(eq(reviews.id, review!.id));
    const approved = await version();
    expect(approved).not.toBe(before);
    await db().delete(reviews).where(eq(reviews.id, review!.id));
    expect(await version()).not.toBe(approved);
  });

  it("changes with a campaign and its discounts", async () => {
    const p = await aProduct();
    const before = await version();
    const day = 24 * 3600_000;
    const [campaign] = await db()
      .insert(campaigns)
      .values({ code: "cache-test", token: "cache-test-token", name: "Cache test", startsAt: new Date(Date.now() - day), endsAt: new Date(Date.now() + day) })
      .returning({ id: campaigns.id });
    const added = await version();
    expect(added).not.toBe(before);
    await db().insert(campaignProducts).values({ campaignId: campaign!.id, productId: p.id, percentOff: 10 });
    const discounted = await version();
    expect(discounted).not.toBe(added);
    await db().update(campaignProducts).set({ percentOff: 20 }).where(eq(campaignProducts.campaignId, campaign!.id));
    expect(await version()).not.toBe(discounted);
  });

  it("changes when a campaign starts, with no write at that moment", async () => {
    const startsAt = new Date(Date.now() + 1500);
    await db()
      .insert(campaigns)
      .values({ code: "starts-soon", token: "starts-soon-token", name: "Starts soon", startsAt, endsAt: new Date(startsAt.getTime() + 3600_000) });
    const before = await version();
    expect(await version()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 200));
    expect(await version()).not.toBe(before);
  });

  it("changes when a special price starts, with no write at that moment", async () => {
    const p = await aProduct();
    const specialFromDate = new Date(Date.now() + 1500);
    await db().update(products).set({ specialPriceCents: Math.max(1, p.priceCents - 100), specialFromDate }).where(eq(products.id, p.id));
    const before = await version();
    expect(await version()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, specialFromDate.getTime() - Date.now() + 200));
    expect(await version()).not.toBe(before);
  });
});
