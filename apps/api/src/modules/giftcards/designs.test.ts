import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageUrl } from "@petsies/domain";
import { auditLog } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/multipart.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { STAFF_COOKIE } from "../staff/access.ts";
import { UPLOAD_MESSAGES } from "../uploads/service.ts";
import { DESIGN_MESSAGES } from "./designs.ts";
import { DESIGN_NOT_OFFERED } from "./service.ts";

const URL = "/api/admin/gift-card-designs";

describe.each(databaseKinds)("gift card designs in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const storefrontDesigns = async () => {
    const res = await t().app.inject({ method: "GET", url: "/api/giftcards/templates" });
    return res.json().result as { id: number; name: string; backgroundImage: string }[];
  };
  const issueForm = async (owner: StaffClient) => (await owner.call("GET", "/api/admin/gift-cards/templates")).result.templates as { id: number; name: string }[];
  /** A product picture the demo catalogue has. */
  const productPicture = async (owner: StaffClient) => {
    const res = await owner.call("GET", `${URL}/product-pictures?q=bandana`);
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    expect(res.result.pictures.length).toBeGreaterThan(0);
    return res.result.pictures[0].image as string;
  };
  const create = (owner: StaffClient, over: Record<string, unknown> = {}) =>
    owner.call("POST", URL, { code: `paws-${randomUUID().slice(0, 8)}`, name: "Sunny paws", image: "catalog/gift-card.webp", ...over });

  it("lists the demo designs in order, the ones the storefront and the issue form offer", async () => {
    const owner = await newStaff(t(), "owner");
    const list = await owner.call("GET", URL);
    expect(list.status).toBe(200);
    const demo = list.result.designs.filter((d: { code: string }) => ["gift-card", "gift-box", "gift-box-cat"].includes(d.code));
    expect(demo.map((d: { id: number; name: string; active: boolean }) => [d.id, d.name, d.active])).toEqual([
      [1, "Paw prints", true],
      [2, "Birthday", true],
      [3, "Holidays", true],
    ]);
    expect(demo[0]).toMatchObject({ image: "catalog/gift-card.webp", imageUrl: imageUrl("catalog/gift-card.webp", "banner"), textColor: "#3b2a1a" });
    expect((await storefrontDesigns()).slice(0, 3).map((d) => d.name)).toEqual(["Paw prints", "Birthday", "Holidays"]);
  });

  it("an owner adds a design from a product picture: offered after the others; disabled, it is gone from the storefront and the issue form", async () => {
    const owner = await newStaff(t(), "owner");
    const image = await productPicture(owner);
    const made = await create(owner, { image, name: "  Bandana  ", code: `Bandana-${randomUUID().slice(0, 6)}` });
    expect(made.status, JSON.stringify(made.result)).toBe(200);
    expect(made.result).toMatchObject({ name: "Bandana", image, active: true, used: false });
    expect(made.result.code).toMatch(/^bandana-/);
    const offered = await storefrontDesigns();
    expect(offered.at(-1)).toEqual({ id: made.result.id, name: "Bandana", textColor: "#3b2a1a", backgroundImage: imageUrl(image, "banner") });
    expect((await issueForm(owner)).map((d) => d.id)).toContain(made.result.id);

    const off = await owner.call("POST", `${URL}/${made.result.id}/state`, { active: false });
    expect(off.result.active).toBe(false);
    expect((await storefrontDesigns()).map((d) => d.id)).not.toContain(made.result.id);
    expect((await issueForm(owner)).map((d) => d.id)).not.toContain(made.result.id);
    // A shopper's page opened before the change cannot put a card with it into a cart.
    const cartId = (await t().app.inject({ method: "POST", url: "/api/cart/create" })).json().result as string;
    const addCard = async (templateId: number) =>
      t().app.inject({ method: "POST", url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku: "am_gift_card", qty: 1, giftcard_options: { amount: 50, giftcard_template_id: templateId, recipient_email: "bo@example.com" } } } });
    const stale = await addCard(made.result.id);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().result).toBe(DESIGN_NOT_OFFERED);
    expect((await addCard(1)).statusCode).toBe(200);
    const refused = await owner.call("POST", "/api/admin/gift-cards", {
      amountCents: 1000, recipientName: "Bo", recipientEmail: "", senderName: "Us", message: "", templateId: made.result.id, delivery: "print", requestKey: randomUUID(),
    });
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual({ templateId: DESIGN_MESSAGES.inactive });

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "gift_card_design"), eq(auditLog.entityId, String(made.result.id))));
    expect(audit.map((a) => a.action)).toEqual(["gift_card_design.create", "gift_card_design.disable"]);
    expect(audit[0]!.staffEmail).toBe(owner.email);
  });

  it("renames a design and changes its picture to an uploaded file, cleaned like product pictures", async () => {
    const owner = await newStaff(t(), "owner");
    const made = (await create(owner)).result;
    const file = { filename: "card.png", contentType: "image/png", data: await sharp({ create: { width: 90, height: 40, channels: 3, background: "#c0392b" } }).png().toBuffer() };
    const upload = async (part: typeof file) => {
      const body = multipartBody({}, part);
      const res = await t().app.inject({ method: "POST", url: `${URL}/pictures`, headers: { ...body.headers, cookie: `${STAFF_COOKIE}=${owner.cookie}`, "x-csrf-token": owner.csrf }, payload: body.payload });
      return { status: res.statusCode, json: res.json() };
    };
    const up = await upload(file);
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    expect(up.json.result.image).toMatch(/^giftcards\/designs\/[0-9a-f-]+\.png$/);
    // Served through the media endpoint at the storefront's size.
    const served = await t().app.inject({ method: "GET", url: up.json.result.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\//);
    const notAPicture = await upload({ ...file, data: Buffer.from("hello") });
    expect(notAPicture.status).toBe(400);
    expect(notAPicture.json.fields).toEqual({ file: UPLOAD_MESSAGES.notAPhoto });

    const edited = await owner.call("PUT", `${URL}/${made.id}`, { name: "Red paws", image: up.json.result.image });
    expect(edited.status, JSON.stringify(edited.result)).toBe(200);
    expect(edited.result).toMatchObject({ name: "Red paws", image: up.json.result.image, code: made.code });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, "gift_card_design.update"), eq(auditLog.entityId, String(made.id))));
    expect(audit[0]!.before).toMatchObject({ name: "Sunny paws", image: "catalog/gift-card.webp" });
  });

  it("refuses, at the field, a taken code, a missing name, a picture that is not a product's or uploaded, and a bad order", async () => {
    const owner = await newStaff(t(), "owner");
    const made = (await create(owner)).result;
    const taken = await create(owner, { code: made.code });
    expect(taken.status).toBe(400);
    expect(taken.fields).toEqual({ code: DESIGN_MESSAGES.codeTaken });
    const blank = await create(owner, { name: "   ", code: "has spaces" });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.fields!).sort()).toEqual(["code", "name"]);
    for (const image of ["uploads/someone-elses-photo.jpg", "giftcards/designs/missing.png", "../secrets"]) {
      const res = await owner.call("PUT", `${URL}/${made.id}`, { name: "x", image });
      expect(res.status, image).toBe(400);
      expect(res.fields).toEqual({ image: DESIGN_MESSAGES.picture });
    }
    const order = await owner.call("PUT", `${URL}/order`, { ids: [made.id, made.id] });
    expect(order.status).toBe(400);
    expect(order.fields).toEqual({ ids: DESIGN_MESSAGES.order });
    expect((await owner.call("PUT", `${URL}/999999`, { name: "x", image: "catalog/gift-card.webp" })).status).toBe(404);
  });

  it("reorders the designs: the storefront follows", async () => {
    const owner = await newStaff(t(), "owner");
    await create(owner);
    const ids = ((await owner.call("GET", URL)).result.designs as { id: number }[]).map((d) => d.id);
    const reversed = [...ids].reverse();
    const res = await owner.call("PUT", `${URL}/order`, { ids: reversed });
    expect(res.status, JSON.stringify(res.result)).toBe(200);
    expect(res.result.designs.map((d: { id: number }) => d.id)).toEqual(reversed);
    const offered = (await storefrontDesigns()).map((d) => d.id);
    expect(offered).toEqual(reversed.filter((id) => offered.includes(id)));
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "gift_card_design.order"));
    expect(audit!.after).toEqual(reversed);
    await owner.call("PUT", `${URL}/order`, { ids });
  });

  it("deletes an unused design; one a card was issued with can be disabled but not deleted", async () => {
    const owner = await newStaff(t(), "owner");
    const unused = (await create(owner)).result;
    const gone = await owner.call("POST", `${URL}/${unused.id}/delete`);
    expect(gone.status, JSON.stringify(gone.result)).toBe(200);
    expect(((await owner.call("GET", URL)).result.designs as { id: number }[]).map((d) => d.id)).not.toContain(unused.id);

    const used = (await create(owner)).result;
    const card = await owner.call("POST", "/api/admin/gift-cards", {
      amountCents: 1000, recipientName: "Bo", recipientEmail: "", senderName: "Us", message: "", templateId: used.id, delivery: "print", requestKey: randomUUID(),
    });
    expect(card.status, JSON.stringify(card.result)).toBe(200);
    const refused = await owner.call("POST", `${URL}/${used.id}/delete`);
    expect(refused.status).toBe(409);
    expect(refused.result).toBe(DESIGN_MESSAGES.used);
    expect(((await owner.call("GET", URL)).result.designs as { id: number; used: boolean }[]).find((d) => d.id === used.id)?.used).toBe(true);
    expect((await owner.call("POST", `${URL}/${used.id}/state`, { active: false })).status).toBe(200);
    // The card still shows the design it was made with.
    const detail = await owner.call("GET", `/api/admin/gift-cards/${card.result.id}`);
    expect(detail.result.template).toMatchObject({ id: used.id, name: "Sunny paws" });
  });

  it("is the owner's: support and production are refused every call, and signed-out callers too", async () => {
    const owner = await newStaff(t(), "owner");
    const made = (await create(owner)).result;
    for (const role of ["support", "production"] as const) {
      const staff = await newStaff(t(), role);
      expect((await staff.call("GET", URL)).status, role).toBe(403);
      expect((await staff.call("GET", `${URL}/product-pictures`)).status, role).toBe(403);
      expect((await staff.call("POST", URL, { code: "x", name: "x", image: "catalog/gift-card.webp" })).status, role).toBe(403);
      expect((await staff.call("PUT", `${URL}/${made.id}`, { name: "x", image: "catalog/gift-card.webp" })).status, role).toBe(403);
      expect((await staff.call("POST", `${URL}/${made.id}/state`, { active: false })).status, role).toBe(403);
      expect((await staff.call("PUT", `${URL}/order`, { ids: [made.id] })).status, role).toBe(403);
      expect((await staff.call("POST", `${URL}/${made.id}/delete`)).status, role).toBe(403);
    }
    expect((await t().app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
    expect((await owner.call("GET", URL)).result.designs.find((d: { id: number }) => d.id === made.id)).toMatchObject({ name: "Sunny paws", active: true });
  });
});
