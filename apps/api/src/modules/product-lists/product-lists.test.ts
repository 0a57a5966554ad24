import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { newShopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("wish list and compare list on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object) => {
    const res = await t().app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, result: res.json().result };
  };

  for (const list of ["wishlist", "compare"] as const) {
    it(`${list}: adds once, lists oldest first, removes, and needs a live user token`, async () => {
      const ann = await newShopper(t(), `${list}-ann`);
      expect(await call("GET", `/api/${list}`, ann.token)).toEqual({ status: 200, result: { skus: [] } });
      expect((await call("POST", `/api/${list}/items`, ann.token, { sku: "petsies_bandana" })).result).toEqual({ skus: ["petsies_bandana"] });
      expect((await call("POST", `/api/${list}/items?token=${ann.token}`, undefined, { sku: "plush_care_kit" })).result).toEqual({ skus: ["petsies_bandana", "plush_care_kit"] });
      expect((await call("POST", `/api/${list}/items`, ann.token, { sku: "petsies_bandana" })).result).toEqual({ skus: ["petsies_bandana", "plush_care_kit"] });
      expect((await call("DELETE", `/api/${list}/items/petsies_bandana`, ann.token)).result).toEqual({ skus: ["plush_care_kit"] });
      expect((await call("DELETE", `/api/${list}/items/not_there`, ann.token)).result).toEqual({ skus: ["plush_care_kit"] });

      for (const [method, url, body] of [
        ["GET", `/api/${list}`, undefined],
        ["POST", `/api/${list}/items`, { sku: "petsies_bandana" }],
        ["DELETE", `/api/${list}/items/plush_care_kit`, undefined],
        ["POST", `/api/${list}/merge`, { skus: [] }],
      ] as const) {
        expect(await call(method, url, undefined, body)).toEqual({ status: 401, result: "You need to be logged in to see this page" });
        expect((await call(method, url, "expired-token", body)).status).toBe(401);
      }
    });

    it(`${list}: one customer never sees or changes another's list`, async () => {
      const ann = await newShopper(t(), `${list}-owner`);
      const bo = await newShopper(t(), `${list}-other`);
      await call("POST", `/api/${list}/items`, ann.token, { sku: "gift_box" });
      expect((await call("GET", `/api/${list}`, bo.token)).result).toEqual({ skus: [] });
      expect((await call("DELETE", `/api/${list}/items/gift_box`, bo.token)).result).toEqual({ skus: [] });
      expect((await call("GET", `/api/${list}?customerId=${ann.id}`, bo.token)).result).toEqual({ skus: [] });
      expect((await call("GET", `/api/${list}`, ann.token)).result).toEqual({ skus: ["gift_box"] });
    });

    it(`${list}: merges a guest's list at login, dropping unknown and hidden products`, async () => {
      const cy = await newShopper(t(), `${list}-merge`);
      await call("POST", `/api/${list}/items`, cy.token, { sku: "gift_box" });
      const merged = await call("POST", `/api/${list}/merge`, cy.token, { skus: ["petsies_bandana", "gift_box", "no_such_sku", "toe_beans"] });
      expect(merged).toEqual({ status: 200, result: { skus: ["gift_box", "petsies_bandana"] } });
      expect((await call("GET", `/api/${list}`, cy.token)).result).toEqual({ skus: ["gift_box", "petsies_bandana"] });
    });

    it(`${list}: refuses bad input with 400 and unknown or hidden products with 404`, async () => {
      const dee = await newShopper(t(), `${list}-bad`);
      expect((await call("POST", `/api/${list}/items`, dee.token, {})).status).toBe(400);
      expect((await call("POST", `/api/${list}/items`, dee.token, { sku: "" })).result).toContain("sku is required");
      expect((await call("POST", `/api/${list}/items`, dee.token, { sku: 5 })).status).toBe(400);
      expect(await call("POST", `/api/${list}/items`, dee.token, { sku: "no_such_sku" })).toEqual({ status: 404, result: "Product no_such_sku not found" });
      expect((await call("POST", `/api/${list}/items`, dee.token, { sku: "toe_beans" })).status).toBe(404);
      expect((await call("POST", `/api/${list}/merge`, dee.token, { skus: "gift_box" })).status).toBe(400);
      expect((await call("POST", `/api/${list}/merge`, dee.token, { skus: Array.from({ length: 201 }, (_, i) => `s${i}`) })).status).toBe(400);
    });
  }

  it("compare: six products added at once leave four in the list and refuse two", async () => {
    const fay = await newShopper(t(), "compare-rush");
    const skus = ["petsies_bandana", "plush_care_kit", "plush_travel_tote", "personalised_name_tag", "plush_display_dome", "gift_box"];
    const answers = await Promise.all(skus.map((sku) => call("POST", "/api/compare/items", fay.token, { sku })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    expect((await call("GET", "/api/compare", fay.token)).result.skus).toHaveLength(4);
  });

  it("compare: holds up to 4 products; a fifth is refused, and a merge keeps the newest 4", async () => {
    const eve = await newShopper(t(), "compare-full");
    for (const sku of ["petsies_bandana", "plush_care_kit", "plush_travel_tote", "personalised_name_tag"]) {
      expect((await call("POST", "/api/compare/items", eve.token, { sku })).status).toBe(200);
    }
    expect(await call("POST", "/api/compare/items", eve.token, { sku: "plush_display_dome" })).toEqual({
      status: 409,
      result: "You can compare up to 4 products. Remove one to add another.",
    });
    const merged = await call("POST", "/api/compare/merge", eve.token, { skus: ["plush_display_dome", "gift_box"] });
    expect(merged.result).toEqual({ skus: ["plush_travel_tote", "personalised_name_tag", "plush_display_dome", "gift_box"] });
    expect((await call("GET", "/api/compare", eve.token)).result).toEqual(merged.result);
  });
});
