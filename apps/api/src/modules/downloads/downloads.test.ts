import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@petsies/domain";
import { downloadLinks } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { useTestApp } from "../../test/app.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("downloads on %s", (kind) => {
  const t = useTestApp(kind);
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t().app.inject({ method: "GET", url, headers });
    return res;
  };

  it("serves a bought inspiration kit to its buyer as a PDF attachment; another customer gets the 404 of an unknown item", async () => {
    const ann = await newShopper(t(), "kit-buyer");
    const { publicItemIds: itemIds } = await placeOrderFor(t(), ann, [{ sku: "inspiration_kit", qty: 1 }]);
    const res = await get(`/api/downloads/order-items/${itemIds[0]}?token=${ann.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="petsies-inspiration-kit.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.subarray(-6).toString()).toBe("%%EOF\n");
    expect((await get(`/api/downloads/order-items/${itemIds[0]}`, { authorization: `Bearer ${ann.token}` })).statusCode).toBe(200);

    const bo = await newShopper(t(), "kit-other");
    const other = await get(`/api/downloads/order-items/${itemIds[0]}?token=${bo.token}`);
    expect(other.json()).toEqual({ code: 404, result: "This order item has no download" });
    expect((await get(`/api/downloads/order-items/${itemIds[0]}`)).statusCode).toBe(401);

    const history = (await get("/api/user/order-history", { authorization: `Bearer ${ann.token}` })).json().result;
    const item = history.items[0].items[0];
    expect(item.available_actions).toContainEqual({ code: "download-result", name: "Download", message: null, url: `/api/downloads/order-items/${itemIds[0]}`, blocking_progress: false });
  });

  it("answers 404 for an item without a file and 400 for a bad id", async () => {
    const cy = await newShopper(t(), "no-file");
    const { publicItemIds: itemIds } = await placeOrderFor(t(), cy, [{ sku: "petsies_bandana", qty: 1 }]);
    expect((await get(`/api/downloads/order-items/${itemIds[0]}?token=${cy.token}`)).json()).toEqual({ code: 404, result: "This order item has no download" });
    expect((await get(`/api/downloads/order-items/999999?token=${cy.token}`)).json()).toEqual({ code: 404, result: "This order item has no download" });
    expect((await get(`/api/downloads/order-items/abc?token=${cy.token}`)).statusCode).toBe(400);
  });

  it("e-mails a download link that works without logging in until it expires", async () => {
    const dee = await newShopper(t(), "kit-mail");
    const { incrementId, itemIds } = await placeOrderFor(t(), dee, [{ sku: "inspiration_kit", qty: 1 }]);
    const mail = (await readOutbox(t().outbox)).find((m) => m.to === dee.email && m.subject.includes(incrementId));
    const url = mail!.text.match(/http:\/\/shop\.test(\/api\/downloads\/links\/[\w-]+)/);
    expect(url).not.toBeNull();
    expect(mail!.html).toContain(url![1]);
    const res = await get(url![1]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("petsies-inspiration-kit.pdf");

    expect((await get("/api/downloads/links/not-a-real-link-token-at-all")).json()).toEqual({ code: 404, result: "This download link is not valid" });
    await t().database.db.update(downloadLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(downloadLinks.orderItemId, itemIds[0]!));
    expect((await get(url![1]!)).statusCode).toBe(410);
  });

  it("answers 429 after 20 wrong download links from one address", async () => {
    const guess = async (i: number) =>
      (await t().app.inject({ method: "GET", url: `/api/downloads/links/guessed-download-token-${i}`, remoteAddress: "203.0.113.32" })).json();
    for (let i = 0; i < 20; i++) expect((await guess(i)).code).toBe(404);
    expect(await guess(20)).toEqual({ code: 429, result: messages.tooManyRequests });
  });

  it("keeps a download link's token out of the log", async () => {
    await get("/api/downloads/links/a-secret-token-that-must-not-be-logged");
    expect(t().logs.join("\n")).not.toContain("a-secret-token-that-must-not-be-logged");
  });
});
