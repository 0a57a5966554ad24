import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CampaignAnswer } from "@petsies/domain";
import { campaignProducts, campaigns, products, statisticBases } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { configuredForevers } from "../../test/configure.ts";
import { newShopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

const BASE = "/api/promotion-platform";
const DAY = 86_400_000;

describe.each(databaseKinds)("promotions on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async <T = any>(method: "GET" | "POST", url: string, payload?: unknown, token?: string) => {
    const res = await t().app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, result: res.json().result as T };
  };
  const db = () => t().database.db;
  const productId = async (sku: string) => (await db().select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id;
  const newCart = async (token?: string) => (await call<string>("POST", "/api/cart/create", undefined, token)).result;
  const add = (cartId: string, cartItem: object, token?: string) => call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem }, token);
  const totals = async (cartId: string) => (await call("GET", `/api/cart/totals?cartId=${cartId}`)).result;

  /** A campaign only a marketing link reaches: `percent` off the given skus, running now. */
  async function linkCampaign(code: string, percent: number, skus: string[]) {
    const now = Date.now();
    const [row] = await db()
      .insert(campaigns)
      .values({ code, token: `token-${code}`, name: code, startsAt: new Date(now - DAY), endsAt: new Date(now + DAY) })
      .returning();
    for (const sku of skus) await db().insert(campaignProducts).values({ campaignId: row!.id, productId: await productId(sku), percentOff: percent });
    return row!;
  }

  describe("the default campaign", () => {
    it("answers the seeded countdown banner, its discounts and a campaignToken", async () => {
      const { status, result } = await call<CampaignAnswer>("GET", `${BASE}/campaigns/default`);
      expect(status).toBe(200);
      expect(result.campaignToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const content = result.campaignContent!;
      expect(content.countdown).toMatchObject({
        version: 1,
        style: { background_color: "1e3a5f", text_color: "ffffff", numbers_color: "fcd34d" },
        blacklist_urls: ["/checkout/", "/customize/"],
      });
      expect(content.countdown!.description).toContain("{{productPrice petsiesHuggables_bundle,true,plain}}");
      const left = Date.parse(content.countdown!.date) - Date.now();
      expect(left).toBeGreaterThan(5 * DAY);
      expect(left).toBeLessThanOrEqual(6 * DAY);
      expect(content.image_banner).toMatchObject({ image: "catalog/huggables.webp", link: "/petsies-huggables/create/" });
      expect(content.discounts.adjustedPrices).toEqual({});
    });

    it("prices each discounted product at its own final price less the percent, rounded to the cent", async () => {
      const { result } = await call<CampaignAnswer>("GET", `${BASE}/campaigns/default`);
      const prices = result.campaignContent!.discounts.prices;
      expect(Object.keys(prices)).toHaveLength(7);
      for (const sku of ["petsiesHuggables_bundle", "golfHeadCoversDog_bundle"]) {
        const product = (await call("GET", `/api/product/${sku}`)).result;
        expect(prices[String(product.id)]).toEqual({
          regular_price: product.regular_price,
          final_price: Math.round(Math.round(product.final_price * 100) * 0.85) / 100,
          percent_off: 15,
          amount_off: 0,
        });
      }
      expect(prices[String(await productId("ForeversDog_bundle"))]).toBeUndefined();
    });

    it("answers empty content when no campaign runs", async () => {
      await db().update(campaigns).set({ startsAt: new Date(Date.now() - 10 * DAY), endsAt: new Date(Date.now() - DAY) });
      expect(await call("GET", `${BASE}/campaigns/default`)).toEqual({ status: 200, result: { campaignContent: null, campaignToken: null } });
      expect(await call("POST", `${BASE}/active-campaign-update-requests`, {})).toEqual({
        status: 200,
        result: { campaignContent: null, campaignToken: null },
      });
      await db().update(campaigns).set({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + 6 * DAY) });
    });
  });

  describe("active campaign update requests", () => {
    it("gives the default campaign without a token, and keeps a token's campaign while it runs", async () => {
      const byDefault = (await call<CampaignAnswer>("GET", `${BASE}/campaigns/default`)).result;
      expect((await call<CampaignAnswer>("POST", `${BASE}/active-campaign-update-requests`)).result).toEqual(byDefault);
      expect((await call<CampaignAnswer>("POST", `${BASE}/active-campaign-update-requests`, { campaignToken: "no-such-token" })).result).toEqual(byDefault);

      const spring = await linkCampaign("SPRING-LINK", 20, ["petsies_bandana"]);
      const linked = (await call<CampaignAnswer>("POST", `${BASE}/active-campaign-update-requests`, { data: " SPRING-LINK " })).result;
      expect(linked.campaignToken).toBe(spring.token);
      expect(linked.campaignContent).toMatchObject({ countdown: null, image_banner: null });
      expect(linked.campaignContent!.discounts.prices[String(await productId("petsies_bandana"))]).toEqual({ regular_price: 16, final_price: 9.6, percent_off: 20, amount_off: 0 });
      const kept = (await call<CampaignAnswer>("POST", `${BASE}/active-campaign-update-requests`, { campaignToken: spring.token })).result;
      expect(kept).toEqual(linked);

      await db().update(campaigns).set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - DAY) }).where(eq(campaigns.id, spring.id));
      expect((await call<CampaignAnswer>("POST", `${BASE}/active-campaign-update-requests`, { campaignToken: spring.token })).result).toEqual(byDefault);
      expect(await call("POST", `${BASE}/active-campaign-update-requests`, { data: "SPRING-LINK" })).toEqual({
        status: 404,
        result: "No running campaign for 'SPRING-LINK'",
      });
    });

    it("refuses bad input with a message", async () => {
      for (const body of [{ data: "" }, { data: "x".repeat(101) }, { campaignToken: "   " }, { cartId: 42 }, { data: ["a"] }]) {
        const res = await call("POST", `${BASE}/active-campaign-update-requests`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(typeof res.result).toBe("string");
      }
      expect(await call("POST", `${BASE}/active-campaign-update-requests`, { cartId: "no-such-cart" })).toMatchObject({ status: 404 });
    });
  });

  describe("campaign prices in the cart", () => {
    it("charges a linked cart the campaign's price, the same the campaign answers, for simple and configured lines", async () => {
      const tote = await linkCampaign("TOTE-LINK", 20, ["plush_travel_tote", "ForeversDog_bundle"]);
      const cartId = await newCart();
      const simple = (await add(cartId, { sku: "plush_travel_tote", qty: 2 })).result;
      const { line } = await configuredForevers(t());
      const configured = (await add(cartId, line)).result;
      const before = await totals(cartId);
      const plushCents = Math.round(before.items[1].price * 100);
      expect(before.items[0]).toMatchObject({ sku: "plush_travel_tote", price: 34, row_total: 68 });

      const linked = (await call<CampaignAnswer>("POST", `${BASE}/active-campaign-update-requests`, { data: "TOTE-LINK", cartId })).result;
      expect(linked.campaignToken).toBe(tote.token);
      const after = await totals(cartId);
      expect(after.items[0]).toMatchObject({ sku: "plush_travel_tote", price: 27.2, row_total: 54.4 });
      expect(after.items[1].price).toBe(Math.round(plushCents * 0.8) / 100);
      expect(after.subtotal).toBe(Math.round((54.4 + after.items[1].price) * 100) / 100);
      expect(linked.campaignContent!.discounts.adjustedPrices).toEqual({ [simple.item_id]: 27.2, [configured.item_id]: after.items[1].price });
      expect((await call("GET", `/api/cart/pull?cartId=${cartId}`)).result.map((i: { price: number }) => i.price)).toEqual([27.2, after.items[1].price]);

      const quoted = await call<CampaignAnswer>("GET", `${BASE}/quotes-campaigns?cartId=${cartId}`);
      expect(quoted).toEqual({ status: 200, result: linked });

      const other = await newCart();
      await add(other, { sku: "plush_travel_tote", qty: 1 });
      expect((await totals(other)).items[0].price).toBe(34);
      const quotedOther = (await call<CampaignAnswer>("GET", `${BASE}/quotes-campaigns?cartId=${other}`)).result;
      expect(quotedOther.campaignToken).toBe((await call<CampaignAnswer>("GET", `${BASE}/campaigns/default`)).result.campaignToken);
    });

    it("charges the default campaign's price to every cart", async () => {
      const cartId = await newCart();
      await db().insert(campaignProducts).values({
        campaignId: (await db().select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.code, "PLUSHWEEK15")))[0]!.id,
        productId: await productId("personalised_name_tag"),
        percentOff: 15,
      });
      await add(cartId, { sku: "personalised_name_tag", qty: 1 });
      expect((await totals(cartId)).items[0]).toMatchObject({ price: 11.9 });
      const shown = (await call<CampaignAnswer>("GET", `${BASE}/campaigns/default`)).result.campaignContent!.discounts.prices;
      expect(shown[String(await productId("personalised_name_tag"))]).toEqual({ regular_price: 14, final_price: 11.9, percent_off: 15, amount_off: 0 });
    });

    it("answers a customer's cart only with its owner's token, and refuses a missing cartId", async () => {
      const ann = await newShopper(t());
      const cartId = await newCart(ann.token);
      expect((await call("GET", `${BASE}/quotes-campaigns?cartId=${cartId}`, undefined, ann.token)).status).toBe(200);
      const bo = await newShopper(t(), "bo");
      expect((await call("GET", `${BASE}/quotes-campaigns?cartId=${cartId}`, undefined, bo.token)).status).toBe(404);
      expect((await call("GET", `${BASE}/quotes-campaigns?cartId=${cartId}`)).status).toBe(404);
      expect((await call("GET", `${BASE}/quotes-campaigns?cartId=${cartId}`, undefined, "not-a-live-token")).status).toBe(401);
      expect((await call("POST", `${BASE}/active-campaign-update-requests`, { cartId }, bo.token)).status).toBe(404);
      expect(await call("GET", `${BASE}/quotes-campaigns`)).toEqual({ status: 400, result: "cartId is required" });
      expect((await call("GET", `${BASE}/quotes-campaigns?cartId=unknown`)).status).toBe(404);
    });
  });

  describe("statistic values", () => {
    it("adds the seeded base to the count of ordered plushies, and refuses unknown metrics", async () => {
      const [base] = await db().select().from(statisticBases).where(eq(statisticBases.metric, "orderedPlushiesCount"));
      expect(base!.base).toBe(148_260);
      const value = (await call("GET", "/api/statistic-values?metric=orderedPlushiesCount")).result.value as number;
      expect(value).toBeGreaterThanOrEqual(148_260);
      await db().update(statisticBases).set({ base: 10 }).where(eq(statisticBases.metric, "orderedPlushiesCount"));
      expect((await call("GET", "/api/statistic-values?metric=orderedPlushiesCount")).result).toEqual({ metric: "orderedPlushiesCount", value: value - 148_250 });
      for (const url of ["/api/statistic-values?metric=visitors", "/api/statistic-values", "/api/statistic-values?metric="]) {
        const res = await call("GET", url);
        expect(res.status, url).toBe(400);
        expect(res.result).toMatch(/metric/);
      }
    });
  });
});
