import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CampaignAnswer } from "@petsies/domain";
import { auditLog, campaigns, categories, orderItems, productCategories, products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

/** Apparel in the demo catalogue. */
const APPAREL = 47;
const MINUTE = 60_000;
const DAY = 86_400_000;

let n = 0;
const uniqueCode = (stem: string) => `${stem}${Date.now().toString(36).toUpperCase()}${(n += 1)}`;

const banner = (over: Record<string, unknown> = {}) => ({
  title: "Spring plush days",
  description: "A bandana from {{productPrice petsies_bandana,true,plain}}. {{orderedPlushiesCount}} pets sewn.",
  backgroundColor: "1E3A5F",
  textColor: "#ffffff",
  numbersColor: "fcd34d",
  blacklistUrls: ["/checkout/"],
  ...over,
});

const campaign = (over: Record<string, unknown> = {}) => ({
  name: "Spring plush days",
  code: uniqueCode("SPRING"),
  startsAt: new Date(Date.now() - MINUTE).toISOString(),
  endsAt: new Date(Date.now() + 2 * DAY).toISOString(),
  productDiscounts: [{ sku: "petsies_bandana", percent: 10 }],
  categoryDiscounts: [],
  banner: banner(),
  ...over,
});

describe.each(databaseKinds)("campaigns in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const shopper = async <T = any>(method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t().app.inject({ method, url, ...(payload ? { payload } : {}) });
    return res.json().result as T;
  };
  const defaultAnswer = () => shopper<CampaignAnswer>("GET", "/api/promotion-platform/campaigns/default");
  const pageVersion = async () => (await shopper<{ version: string }>("GET", "/api/url/version")).version;
  const productId = async (sku: string) => (await db().select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id;
  const create = (owner: StaffClient, body: Record<string, unknown>) => owner.call("POST", "/api/admin/campaigns", body);
  const defaults = async () => (await db().select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.isDefault, true))).map((r) => r.id);
  const auditOf = async (id: number) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.entityType, "campaign"), eq(auditLog.entityId, String(id))))).map((a) => a.action).sort();

  it("creates a campaign with a banner and discounts by product and category; made the default, every shopper gets it", async () => {
    const owner = await newStaff(t(), "owner");
    const [inApparel] = await db().select({ id: productCategories.productId }).from(productCategories).where(eq(productCategories.categoryId, APPAREL)).limit(1);
    const body = campaign({ categoryDiscounts: [{ categoryId: APPAREL, percent: 20 }] });
    const made = await create(owner, body);
    expect(made.status, JSON.stringify(made)).toBe(200);
    expect(made.result).toMatchObject({
      name: "Spring plush days",
      code: body.code,
      state: "active",
      isDefault: false,
      discountCount: 2,
      productDiscounts: [{ sku: "petsies_bandana", percent: 10 }],
      categoryDiscounts: [{ categoryId: APPAREL, percent: 20 }],
      banner: { title: "Spring plush days", backgroundColor: "1e3a5f", textColor: "ffffff", numbersColor: "fcd34d", blacklistUrls: ["/checkout/"] },
    });
    // Above the seeded banner's version 1, which a shopper may have closed: a new campaign's banner shows to them.
    expect(made.result.banner.version).toBeGreaterThan(1);
    expect((await defaultAnswer()).campaignContent?.countdown?.title).not.toBe("Spring plush days");

    const before = await pageVersion();
    const id = made.result.id as number;
    const made2 = await owner.call("POST", `/api/admin/campaigns/${id}/default`);
    expect(made2.result).toMatchObject({ isDefault: true });
    expect(await defaults()).toEqual([id]);
    expect(await pageVersion()).not.toBe(before);

    const answer = await defaultAnswer();
    expect(answer.campaignContent!.countdown).toMatchObject({ title: "Spring plush days", version: made.result.banner.version, date: body.endsAt, blacklist_urls: ["/checkout/"] });
    const prices = answer.campaignContent!.discounts.prices;
    expect(prices[String(await productId("petsies_bandana"))]).toMatchObject({ percent_off: 10 });
    expect(prices[String(inApparel!.id)]).toMatchObject({ percent_off: 20 });

    // The cart charges what the shop shows.
    const cartId = await shopper<string>("POST", "/api/cart/create");
    await shopper("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 1 } });
    const totals = await shopper<{ items: { sku: string; price: number }[] }>("GET", `/api/cart/totals?cartId=${cartId}`);
    const line = totals.items.find((i) => i.sku === "petsies_bandana")!;
    expect(line.price).toBeCloseTo(prices[String(await productId("petsies_bandana"))]!.final_price, 2);

    expect(await auditOf(id)).toEqual(["campaign.create", "campaign.make_default"]);
  });

  it("takes a fixed amount off per unit by product or category, never below zero; the shop shows, the cart charges and the order keeps the same price", async () => {
    const owner = await newStaff(t(), "owner");
    const [hoodie] = await db().select().from(products).where(eq(products.sku, "petsies_hoodie_s"));
    const hoodieCents = hoodie!.specialPriceCents ?? hoodie!.priceCents;
    const body = campaign({
      productDiscounts: [
        { sku: "petsies_bandana", amount: 4.5 },
        { sku: "personalised_name_tag", amount: 9999.99 },
      ],
      // Apparel by $3 and by 10%: the hoodie gets whichever leaves it cheaper.
      categoryDiscounts: [{ categoryId: APPAREL, amount: 3, percent: null }],
    });
    const made = await create(owner, body);
    expect(made.status, JSON.stringify(made)).toBe(200);
    expect(made.result).toMatchObject({
      productDiscounts: [
        { sku: "personalised_name_tag", percent: null, amount: 9999.99 },
        { sku: "petsies_bandana", percent: null, amount: 4.5 },
      ],
      categoryDiscounts: [{ categoryId: APPAREL, percent: null, amount: 3 }],
    });
    const id = made.result.id as number;
    expect((await owner.call("POST", `/api/admin/campaigns/${id}/default`)).status).toBe(200);

    const prices = (await defaultAnswer()).campaignContent!.discounts.prices;
    const bandanaId = await productId("petsies_bandana");
    const [bandana] = await db().select().from(products).where(eq(products.id, bandanaId));
    const bandanaCents = bandana!.specialPriceCents ?? bandana!.priceCents;
    expect(prices[String(bandanaId)]).toEqual({ regular_price: bandana!.priceCents / 100, final_price: (bandanaCents - 450) / 100, percent_off: 0, amount_off: 4.5 });
    expect(prices[String(await productId("personalised_name_tag"))]).toMatchObject({ final_price: 0, amount_off: 9999.99 });
    expect(prices[String(hoodie!.id)]).toMatchObject({ final_price: (hoodieCents - 300) / 100, amount_off: 3 });

    // The hoodie in a second discounted category, by percent: it gets the discount that leaves it cheaper.
    const [otherCategory] = await db().select({ id: categories.id }).from(categories).where(ne(categories.id, APPAREL)).limit(1);
    await db().insert(productCategories).values({ productId: hoodie!.id, categoryId: otherCategory!.id, position: 0 }).onConflictDoNothing();
    for (const percent of [5, 50]) {
      const both = await owner.call("PATCH", `/api/admin/campaigns/${id}`, { ...body, categoryDiscounts: [{ categoryId: APPAREL, amount: 3 }, { categoryId: otherCategory!.id, percent }] });
      expect(both.status, JSON.stringify(both)).toBe(200);
      const hoodiePrice = (await defaultAnswer()).campaignContent!.discounts.prices[String(hoodie!.id)]!;
      expect(Math.round(hoodiePrice.final_price * 100)).toBe(Math.min(Math.round((hoodieCents * (100 - percent)) / 100), hoodieCents - 300));
    }
    const shown = (await defaultAnswer()).campaignContent!.discounts.prices;

    // The cart: per unit, times the quantity; the order keeps what the cart charged.
    const shopperAnn = await newShopper(t());
    const placed = await placeOrderFor(t(), shopperAnn, [
      { sku: "petsies_bandana", qty: 2 },
      { sku: "petsies_hoodie_s", qty: 1 },
    ]);
    const items = await db().select({ productId: orderItems.productId, qty: orderItems.qty, priceCents: orderItems.priceCents }).from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    const bandanaLine = items.find((i) => i.productId === bandanaId)!;
    expect(bandanaLine).toMatchObject({ qty: 2, priceCents: Math.round(shown[String(bandanaId)]!.final_price * 100) });
    expect(items.find((i) => i.productId === hoodie!.id)!.priceCents).toBe(Math.round(shown[String(hoodie!.id)]!.final_price * 100));

    const cartId = await shopper<string>("POST", "/api/cart/create");
    await shopper("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 3 } });
    const totals = await shopper<{ items: { sku: string; price: number; row_total: number }[] }>("GET", `/api/cart/totals?cartId=${cartId}`);
    const line = totals.items.find((i) => i.sku === "petsies_bandana")!;
    expect(line.price).toBeCloseTo(shown[String(bandanaId)]!.final_price, 6);

    const [update] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "campaign"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "campaign.update")));
    expect(update!.before).toMatchObject({ productDiscounts: expect.arrayContaining([{ sku: "petsies_bandana", percent: null, amount: 4.5 }]) });
    expect(update!.after).toMatchObject({ categoryDiscounts: expect.arrayContaining([{ categoryId: APPAREL, amount: 3 }]) });
  });

  it("a landing link's code puts a shopper in its campaign; the cart they create later with its token is priced by it", async () => {
    const owner = await newStaff(t(), "owner");
    const body = campaign({ productDiscounts: [{ sku: "petsies_bandana", amount: 2.25 }] });
    expect((await create(owner, body)).status).toBe(200);
    const bandanaId = await productId("petsies_bandana");

    const landed = await shopper<CampaignAnswer>("POST", "/api/promotion-platform/active-campaign-update-requests", { data: body.code });
    expect(landed.campaignContent!.countdown!.title).toBe("Spring plush days");
    const shown = landed.campaignContent!.discounts.prices[String(bandanaId)]!;
    expect(shown).toMatchObject({ percent_off: 0, amount_off: 2.25 });

    const cartId = await shopper<string>("POST", `/api/cart/create?campaignToken=${encodeURIComponent(landed.campaignToken!)}`);
    await shopper("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 2 } });
    const totals = await shopper<{ items: { sku: string; price: number }[] }>("GET", `/api/cart/totals?cartId=${cartId}`);
    expect(totals.items.find((i) => i.sku === "petsies_bandana")!.price).toBeCloseTo(shown.final_price, 6);
    expect((await shopper<CampaignAnswer>("GET", `/api/promotion-platform/quotes-campaigns?cartId=${cartId}`)).campaignToken).toBe(landed.campaignToken);

    // The default campaign's token (every browser keeps it) and a token of no campaign leave the cart following the default.
    const defaultToken = (await defaultAnswer()).campaignToken;
    for (const token of [defaultToken!, "no-such-token"]) {
      const other = await shopper<string>("POST", `/api/cart/create?campaignToken=${encodeURIComponent(token)}`);
      expect((await shopper<CampaignAnswer>("GET", `/api/promotion-platform/quotes-campaigns?cartId=${other}`)).campaignToken).toBe(defaultToken);
    }
  });

  it("a new banner title, description or colour is a new version; the discounts, schedule or paths alone are not", async () => {
    const owner = await newStaff(t(), "owner");
    const body = campaign();
    const made = await create(owner, body);
    const id = made.result.id as number;
    const v1 = made.result.banner.version as number;
    const edit = (over: Record<string, unknown>) => owner.call("PATCH", `/api/admin/campaigns/${id}`, { ...body, ...over });

    const same = await edit({ productDiscounts: [{ sku: "petsies_bandana", percent: 25 }], banner: banner({ blacklistUrls: ["/checkout/", "/cart/"] }) });
    expect(same.status, JSON.stringify(same)).toBe(200);
    expect(same.result).toMatchObject({ productDiscounts: [{ sku: "petsies_bandana", percent: 25 }], banner: { version: v1, blacklistUrls: ["/checkout/", "/cart/"] } });

    const retitled = await edit({ banner: banner({ title: "Spring plush days: last call", blacklistUrls: ["/checkout/", "/cart/"] }) });
    expect(retitled.result.banner.version).toBeGreaterThan(v1);
    const recoloured = await edit({ banner: banner({ title: "Spring plush days: last call", backgroundColor: "000000", blacklistUrls: ["/checkout/", "/cart/"] }) });
    expect(recoloured.result.banner.version).toBeGreaterThan(retitled.result.banner.version);

    const withoutBanner = await edit({ banner: null });
    expect(withoutBanner.result).toMatchObject({ banner: null, bannerTitle: null });
    expect(await auditOf(id)).toEqual(["campaign.create", "campaign.update", "campaign.update", "campaign.update", "campaign.update"]);
  });

  it("shows an image banner from a product's picture, with its alt text and link, to the campaign's shoppers; refuses at the field what cannot be shown", async () => {
    const owner = await newStaff(t(), "owner");
    const [bandana] = await db().select({ image: products.image }).from(products).where(eq(products.sku, "petsies_bandana"));
    const picture = { image: bandana!.image, alt: "  A red paw-print bandana on a plush  ", link: "/c/petsies-accessories/" };
    const body = campaign({ imageBanner: picture });
    const made = await create(owner, body);
    expect(made.status, JSON.stringify(made)).toBe(200);
    expect(made.result.imageBanner).toMatchObject({ image: bandana!.image, alt: "A red paw-print bandana on a plush", link: "/c/petsies-accessories/" });
    expect(made.result.imageBanner.imageUrl).toMatch(/^\/api\/media\//);
    const id = made.result.id as number;

    const landed = await shopper<CampaignAnswer>("POST", "/api/promotion-platform/active-campaign-update-requests", { data: body.code });
    expect(landed.campaignContent!.image_banner).toEqual({ image: bandana!.image, alt: "A red paw-print bandana on a plush", link: "/c/petsies-accessories/" });

    // Kept when saved again as it is (the picture it already has), changed to an https link, then removed.
    const edit = (over: Record<string, unknown>) => owner.call("PATCH", `/api/admin/campaigns/${id}`, { ...body, ...over });
    const linked = await edit({ imageBanner: { ...picture, link: "https://petsies.example/spring" } });
    expect(linked.status, JSON.stringify(linked)).toBe(200);
    expect(linked.result.imageBanner).toMatchObject({ link: "https://petsies.example/spring" });
    const removed = await edit({ imageBanner: null });
    expect(removed.result.imageBanner).toBeNull();
    const [update] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "campaign"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "campaign.update")))
      .orderBy(auditLog.id)
      .limit(1);
    expect(update!.before).toMatchObject({ imageBanner: { link: "/c/petsies-accessories/" } });
    expect(update!.after).toMatchObject({ imageBanner: { link: "https://petsies.example/spring" } });

    const fieldsOf = async (over: Record<string, unknown>) => {
      const res = await create(owner, campaign(over));
      expect(res.status, JSON.stringify(res)).toBe(400);
      return res.fields;
    };
    expect(await fieldsOf({ imageBanner: { ...picture, alt: " " } })).toEqual({ "imageBanner.alt": "Describe the picture for shoppers who cannot see it" });
    expect(await fieldsOf({ imageBanner: { ...picture, image: "" } })).toEqual({ "imageBanner.image": "Choose a picture" });
    const badLink = "Write a shop path starting with /, like /petsies-huggables/create/, or an https:// address";
    for (const link of ["javascript:alert(1)", "http://petsies.example/", "//evil.example/", "c/forevers/", "/c/ forevers/"]) {
      expect(await fieldsOf({ imageBanner: { ...picture, link } }), link).toEqual({ "imageBanner.link": badLink });
    }
    expect(await fieldsOf({ imageBanner: { ...picture, image: "uploads/someone-elses.jpg" } })).toEqual({ "imageBanner.image": "Choose one of the products' pictures" });
    expect(await fieldsOf({ banner: null, imageBanner: picture })).toEqual({
      "imageBanner.image": "The picture shows with the countdown banner: show a countdown banner too, or remove the picture",
    });
    expect((await create(owner, campaign({ imageBanner: { ...picture, link: "" } }))).result.imageBanner).toMatchObject({ link: "" });
  });

  it("says at the field what is wrong, in the directive evaluator's own words; only owners", async () => {
    const owner = await newStaff(t(), "owner");
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await create(owner, body);
      expect(res.status, JSON.stringify(res)).toBe(400);
      return res.fields;
    };
    const start = new Date(Date.now() + DAY).toISOString();
    expect(await fieldsOf(campaign({ startsAt: start, endsAt: new Date(Date.now() + MINUTE).toISOString() }))).toEqual({ endsAt: "The end must be after the start" });
    expect(await fieldsOf(campaign({ productDiscounts: [{ sku: "no_such_sku", percent: 10 }] }))).toEqual({ "productDiscounts.0.sku": 'No product has the sku "no_such_sku"' });
    expect(await fieldsOf(campaign({ productDiscounts: [{ sku: "petsies_bandana", percent: 120 }] }))).toEqual({ "productDiscounts.0.percent": "At most 99%" });
    expect(await fieldsOf(campaign({ productDiscounts: [{ sku: "petsies_bandana", amount: -1 }] }))).toEqual({ "productDiscounts.0.amount": "An amount off cannot be negative" });
    expect(await fieldsOf(campaign({ productDiscounts: [{ sku: "petsies_bandana", amount: 0 }] }))).toEqual({ "productDiscounts.0.amount": "An amount of 0 takes nothing off: enter more than 0" });
    expect(await fieldsOf(campaign({ productDiscounts: [{ sku: "petsies_bandana", amount: 4.555 }] }))).toEqual({ "productDiscounts.0.amount": "Use at most 2 decimals (cents)" });
    expect(await fieldsOf(campaign({ categoryDiscounts: [{ categoryId: APPAREL, amount: 10_000.01 }] }))).toEqual({ "categoryDiscounts.0.amount": "At most $10,000" });
    expect(await fieldsOf(campaign({ productDiscounts: [{ sku: "petsies_bandana", amount: "5" }] }))).toEqual({ "productDiscounts.0.amount": "Enter an amount like 5 or 4.50" });
    expect(await fieldsOf(campaign({ productDiscounts: [{ sku: "petsies_bandana", percent: 10, amount: 5 }] }))).toEqual({
      "productDiscounts.0.amount": "Take a percent or an amount off, not both: clear one",
    });
    expect(await fieldsOf(campaign({ categoryDiscounts: [{ categoryId: APPAREL }] }))).toEqual({ "categoryDiscounts.0.percent": "Enter a percent or an amount off" });
    expect(
      await fieldsOf(
        campaign({
          productDiscounts: [
            { sku: "petsies_bandana", percent: 10 },
            { sku: "petsies_bandana", percent: 20 },
          ],
        }),
      ),
    ).toEqual({ "productDiscounts.1.sku": "This product is listed twice" });
    expect(await fieldsOf(campaign({ categoryDiscounts: [{ categoryId: 999_999, percent: 10 }] }))).toEqual({ "categoryDiscounts.0.categoryId": "This category no longer exists: reload the page" });
    expect(await fieldsOf(campaign({ banner: banner({ description: "Only {{productSpecificPrice petsies_bandana,final}}" }) }))).toEqual({ "banner.description": "Unknown price type" });
    expect(await fieldsOf(campaign({ banner: banner({ description: "{{freeShipping}}" }) }))).toEqual({ "banner.description": "Unknown directive 'freeShipping'" });
    expect(await fieldsOf(campaign({ banner: banner({ description: "From {{productPrice no_such_sku,true}}" }) }))).toEqual({ "banner.description": "Unknown product 'no_such_sku'" });
    expect(await fieldsOf(campaign({ banner: banner({ textColor: "2b4a70" }) }))).toEqual({
      "banner.textColor": "The text colour is too close to the background (contrast 1.3:1; at least 4.5:1 is needed to read it)",
    });
    expect(await fieldsOf(campaign({ banner: banner({ numbersColor: "red" }) }))).toEqual({ "banner.numbersColor": "Use six hex digits, like 1e3a5f" });
    expect(await fieldsOf(campaign({ banner: banner({ blacklistUrls: ["checkout"] }) }))).toEqual({ "banner.blacklistUrls.0": "Write a path starting with /, like /checkout/" });
    const taken = campaign();
    expect((await create(owner, taken)).status).toBe(200);
    expect(await fieldsOf({ ...campaign(), code: taken.code.toLowerCase() })).toEqual({ code: `The code ${taken.code} is taken by another campaign: choose another` });

    const made = await create(owner, campaign());
    const id = made.result.id as number;
    for (const role of ["support", "production"] as const) {
      const other = await newStaff(t(), role);
      expect((await other.call("GET", "/api/admin/campaigns")).status).toBe(403);
      expect((await other.call("GET", `/api/admin/campaigns/${id}`)).status).toBe(403);
      expect((await other.call("GET", "/api/admin/campaigns/categories")).status).toBe(403);
      expect((await other.call("POST", "/api/admin/campaigns", campaign())).status).toBe(403);
      expect((await other.call("PATCH", `/api/admin/campaigns/${id}`, campaign())).status).toBe(403);
      expect((await other.call("POST", `/api/admin/campaigns/${id}/default`)).status).toBe(403);
      expect((await other.call("POST", `/api/admin/campaigns/${id}/state`, { active: false })).status).toBe(403);
      expect((await other.call("POST", "/api/admin/campaigns/banner-preview", { description: "", productDiscounts: [], categoryDiscounts: [] })).status).toBe(403);
    }
    expect((await owner.call("GET", "/api/admin/campaigns", undefined, { cookie: null })).status).toBe(401);
    expect((await owner.call("GET", "/api/admin/campaigns/999999")).status).toBe(404);
  });

  it("keeps one default when two owners make two campaigns the default at once", async () => {
    const [ann, bo] = await Promise.all([newStaff(t(), "owner"), newStaff(t(), "owner")]);
    const a = (await create(ann, campaign())).result.id as number;
    const b = (await create(bo, campaign())).result.id as number;
    const answers = await Promise.all([ann.call("POST", `/api/admin/campaigns/${a}/default`), bo.call("POST", `/api/admin/campaigns/${b}/default`)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    const now = await defaults();
    expect(now).toHaveLength(1);
    expect([a, b]).toContain(now[0]);
  });

  it("disables a campaign: it runs for no one and is no longer the default; the list finds it by state and name", async () => {
    const owner = await newStaff(t(), "owner");
    const body = campaign({ name: "Autumn keepsakes" });
    const id = (await create(owner, body)).result.id as number;
    await owner.call("POST", `/api/admin/campaigns/${id}/default`);
    const disabled = await owner.call("POST", `/api/admin/campaigns/${id}/state`, { active: false });
    expect(disabled.result).toMatchObject({ state: "disabled", isDefault: false });
    expect(await defaults()).toEqual([]);
    expect(await defaultAnswer()).toEqual({ campaignContent: null, campaignToken: null });
    const link = await t().app.inject({ method: "POST", url: "/api/promotion-platform/active-campaign-update-requests", payload: { data: body.code } });
    expect(link.statusCode).toBe(404);
    expect((await owner.call("POST", `/api/admin/campaigns/${id}/default`)).status).toBe(409);

    const found = await owner.call("GET", "/api/admin/campaigns?q=autumn&state=disabled");
    expect(found.result.campaigns.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await owner.call("GET", "/api/admin/campaigns?q=autumn&state=active")).result.total).toBe(0);

    const enabled = await owner.call("POST", `/api/admin/campaigns/${id}/state`, { active: true });
    expect(enabled.result.state).toBe("active");
    expect((await t().app.inject({ method: "POST", url: "/api/promotion-platform/active-campaign-update-requests", payload: { data: body.code } })).statusCode).toBe(200);

    const later = await create(owner, campaign({ name: "Winter plush", startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date(Date.now() + 3 * DAY).toISOString() }));
    expect(later.result.state).toBe("scheduled");
    expect((await owner.call("GET", "/api/admin/campaigns?q=winter&state=scheduled")).result.total).toBe(1);
    expect(await auditOf(id)).toEqual(["campaign.create", "campaign.disable", "campaign.enable", "campaign.make_default"]);
  });

  it("previews a banner's description as shoppers will read it, with the form's discounts", async () => {
    const owner = await newStaff(t(), "owner");
    const preview = await owner.call("POST", "/api/admin/campaigns/banner-preview", {
      description: "Now {{productPrice petsies_bandana,true}} or {{priceValue(29.99)}}",
      productDiscounts: [{ sku: "petsies_bandana", percent: 50 }],
      categoryDiscounts: [],
    });
    expect(preview.status, JSON.stringify(preview)).toBe(400);
    expect(preview.fields).toEqual({ "banner.description": "Malformed directive '{{priceValue(29.99)}}'" });
    const ok = await owner.call("POST", "/api/admin/campaigns/banner-preview", {
      description: "Now {{productPrice petsies_bandana,true}} or {{priceValue 29.99}}",
      productDiscounts: [{ sku: "petsies_bandana", percent: 50 }],
      categoryDiscounts: [],
    });
    expect(ok.status, JSON.stringify(ok)).toBe(200);
    const [bandana] = await db().select().from(products).where(eq(products.sku, "petsies_bandana"));
    const finalCents = bandana!.specialPriceCents ?? bandana!.priceCents;
    expect(ok.result.segments[0]).toEqual({ type: "text", text: "Now " });
    expect(ok.result.segments[1]).toMatchObject({ type: "price", price: `$${(Math.round(finalCents / 2) / 100).toFixed(2)}` });
    expect(ok.result.segments[2]).toEqual({ type: "text", text: " or $29.99" });
  });
});
