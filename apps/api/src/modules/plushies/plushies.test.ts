import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applyInput,
  BODY_PART_CONTENT_TYPE,
  bundleSelectionsFor,
  indexTree,
  isShortCode,
  loadState,
  messages,
  stripStandardProductionTime,
  withProductionTime,
  type BodyPart,
  type Customization,
  type Product,
  type RushAddOn,
} from "@petsies/domain";
import { plushieReminders } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { completeState } from "../../test/complete-state.ts";
import { newShopper, placeOrderFor, type Line } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databaseKinds)("custom plushie data on %s", (kind) => {
  const t = useTestApp(kind);
  let n = 0;
  async function call(method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) {
    n += 1;
    const from = { "x-forwarded-for": `10.88.${Math.floor(n / 250)}.${(n % 250) + 1}` };
    const res = await t().app.inject({ method, url, headers: { ...from, ...headers }, ...(payload ? { payload } : {}) });
    const body = res.json();
    return { status: res.statusCode, result: body.result, fields: body.fields, headers: res.headers };
  }

  /** A Forevers cat configured in full, photos to come by e-mail: a line the cart takes. */
  async function configuredCat(qty: number): Promise<Line> {
    const product = (await call("GET", "/api/product/ForeversCat_bundle")).result as Product;
    const rush = (await call("GET", "/api/plushies/products-rush-upgrades?productId=74")).result["74"] as RushAddOn[];
    const tree = indexTree(withProductionTime(product.customizations ?? [], rush));
    const method = tree.customizations.find((c) => c.name === "send later upload method")!;
    const later = method.optionData!.values.find((v) => v.name === "Send by e-mail later")!;
    const state = completeState(tree, applyInput(tree, loadState(tree), { type: "select", customizationId: method.id, valueId: later.id }));
    return {
      sku: "ForeversCat_bundle",
      qty,
      product_option: { extension_attributes: { bundle_options: bundleSelectionsFor(tree, state), customization_state: stripStandardProductionTime(state) } },
    };
  }

  describe("breeds", () => {
    it("lists about 150 dog and 50 cat breeds, unique, alphabetical per kind", async () => {
      const res = await call("GET", "/api/plushies/breeds");
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=3600");
      const list = res.result as { name: string; type: string }[];
      const dogs = list.filter((b) => b.type === "dog").map((b) => b.name);
      const cats = list.filter((b) => b.type === "cat").map((b) => b.name);
      expect(dogs.length).toBeGreaterThanOrEqual(150);
      expect(cats.length).toBeGreaterThanOrEqual(50);
      expect(dogs.length + cats.length).toBe(list.length);
      expect(new Set(dogs).size).toBe(dogs.length);
      expect(dogs).toEqual(expect.arrayContaining(["Labrador Retriever", "Golden Retriever", "French Bulldog", "Mixed Breed"]));
      expect(cats).toEqual(expect.arrayContaining(["Maine Coon", "Ragdoll", "Domestic Shorthair"]));
      expect([...dogs].sort((a, b) => a.localeCompare(b))).toEqual(dogs);
      expect(Object.keys(list[0]!).sort()).toEqual(["name", "type"]);
    });

    it("narrows to a kind with ?type, and refuses another kind", async () => {
      const cats = (await call("GET", "/api/plushies/breeds?type=cat")).result as { type: string }[];
      expect(cats.every((b) => b.type === "cat")).toBe(true);
      expect(await call("GET", "/api/plushies/breeds?type=horse")).toMatchObject({ status: 400, result: expect.stringContaining("type must be dog or cat") });
    });
  });

  describe("add-ons", () => {
    it("answers extra-photo add-ons per product: socks take two more pets, Forevers none", async () => {
      expect(await call("GET", "/api/plushies/extra-photos-upgrades?productId=801")).toMatchObject({
        status: 200,
        result: [
          { sku: "extra_pet_photo", label: "Add a second pet", qty: 1 },
          { sku: "extra_pet_photos_2", label: "Add a second and a third pet", qty: 2 },
        ],
      });
      expect((await call("GET", "/api/plushies/extra-photos-upgrades?productId=73")).result).toEqual([]);
      expect((await call("GET", "/api/plushies/extra-photos-upgrades?productId=1001")).result).toEqual([]);
    });

    it("refuses a missing, malformed or unknown product id", async () => {
      expect(await call("GET", "/api/plushies/extra-photos-upgrades")).toMatchObject({ status: 400, result: expect.stringContaining("productId") });
      expect((await call("GET", "/api/plushies/extra-photos-upgrades?productId=abc")).status).toBe(400);
      expect(await call("GET", "/api/plushies/extra-photos-upgrades?productId=987654")).toEqual(expect.objectContaining({ status: 404, result: "Product 987654 not found" }));
    });

    it("answers rush add-ons keyed by product id, priced by the add-on products", async () => {
      const res = await call("GET", "/api/plushies/products-rush-upgrades");
      expect(res.status).toBe(200);
      const map = res.result as Record<string, unknown[]>;
      expect(map["73"]).toEqual([
        { sku: "basic_rush_forevers", text: "Rush Production\nShips in about 3 weeks", price: 59, isDomestic: true, turnaround_time: 21 },
        { sku: "super_rush_forevers", text: "Super Rush Production\nShips in about 2 weeks", price: 99, isDomestic: true, turnaround_time: 14 },
      ]);
      expect(map["571"]).toEqual([{ sku: "basic_rush_golf_covers", text: expect.any(String), price: 39, isDomestic: true, turnaround_time: 21 }]);
      expect(map["801"]).toEqual([expect.objectContaining({ sku: "rush_printed", price: 20, turnaround_time: 7 })]);
      for (const id of ["73", "74", "75", "253", "333", "571", "573", "575", "721", "931"]) expect(map[id]?.length, id).toBeGreaterThan(0);
      expect(Object.keys((await call("GET", "/api/plushies/products-rush-upgrades?productId=73,74")).result).sort()).toEqual(["73", "74"]);
      expect((await call("GET", "/api/plushies/products-rush-upgrades?productId=x")).status).toBe(400);
    });
  });

  describe("body parts", () => {
    it("answers the Forevers body parts in the asked order, in the facts' shape", async () => {
      const res = await call("GET", "/api/plushies/body-parts?productId[]=74&productId[]=73");
      expect(res.status).toBe(200);
      const parts = res.result as BodyPart[];
      expect(parts.length).toBeGreaterThan(8);
      expect([...new Set(parts.map((p) => p.product_id))]).toEqual([74, 73]);
      const eyes = parts.find((p) => p.product_id === 73 && p.code === "eyes")!;
      expect(Object.keys(eyes).sort()).toEqual(
        ["child_bodyparts", "code", "detailing_flag_text", "id", "is_required", "max_values", "name", "product_id", "sn", "values"].sort(),
      );
      expect(eyes).toMatchObject({ name: "Eyes", is_required: true, max_values: 1 });
      expect(eyes.child_bodyparts.map((c) => c.code)).toEqual(["left_eye", "right_eye"]);
      expect(eyes.values[0]).toEqual({
        id: expect.any(Number),
        code: "brown",
        name: "Brown",
        content_type_id: BODY_PART_CONTENT_TYPE.color,
        color: "#6b4423",
        image: null,
        group: null,
        is_default: false,
        sn: 10,
      });
      const fur = parts.find((p) => p.product_id === 73 && p.code === "fur")!;
      expect(fur).toMatchObject({ max_values: 3, detailing_flag_text: "Add airbrushed shading" });
      expect(new Set(fur.values.map((v) => v.group))).toEqual(new Set(["Neutrals", "Warm tones"]));
      // Shapes are pictures (issue 19 item 11): image values, each with its picture's URL.
      const ears = parts.find((p) => p.code === "ears")!.values;
      expect(ears.every((v) => v.content_type_id === BODY_PART_CONTENT_TYPE.image && /^\/api\/media\/catalog\/part-.+\.webp/.test(v.image ?? ""))).toBe(true);
    });

    it("takes productId as a comma list too, and adds nothing for products without body parts", async () => {
      const one = (await call("GET", "/api/plushies/body-parts?productId=75")).result as BodyPart[];
      expect(one.every((p) => p.product_id === 75)).toBe(true);
      expect((await call("GET", "/api/plushies/body-parts?productId=75,801")).result).toEqual(one);
      expect((await call("GET", "/api/plushies/body-parts?productId[]=801")).result).toEqual([]);
    });

    it("refuses a missing or malformed productId[]", async () => {
      expect(await call("GET", "/api/plushies/body-parts")).toMatchObject({ status: 400, result: expect.stringContaining("productId[] is required") });
      expect((await call("GET", "/api/plushies/body-parts?productId[]=seven")).status).toBe(400);
      expect((await call("GET", "/api/plushies/body-parts?productId[]=-4")).status).toBe(400);
    });
  });

  describe("plushies", () => {
    it("starts a plushie with a short code, reads it back by id and by short-code call", async () => {
      const created = await call("POST", "/api/plushies", { productId: 73 });
      expect(created.status).toBe(200);
      const p = created.result;
      expect(p).toEqual({ id: expect.stringMatching(UUID), productId: 73, productSku: "ForeversDog_bundle", shortCode: expect.any(String), createdAt: expect.any(String) });
      expect(isShortCode(p.shortCode)).toBe(true);
      expect(await call("GET", `/api/plushies/${p.id}`)).toMatchObject({ status: 200, result: p });
      expect(await call("GET", `/api/plushies/short-codes?plushieId=${p.id}`)).toMatchObject({ status: 200, result: { plushieId: p.id, shortCode: p.shortCode } });
    });

    it("gives every plushie its own short code", async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 25; i++) codes.add((await call("POST", "/api/plushies", { productId: 931 })).result.shortCode);
      expect(codes.size).toBe(25);
    });

    it("refuses products that are not customizable or do not exist, and bad ids", async () => {
      expect(await call("POST", "/api/plushies", { productId: 1001 })).toMatchObject({ status: 400, result: "Product 1001 (petsies_bandana) is not a customizable product" });
      expect(await call("POST", "/api/plushies", { productId: 987654 })).toMatchObject({ status: 404, result: "Product 987654 not found" });
      expect((await call("POST", "/api/plushies", {})).status).toBe(400);
      expect((await call("POST", "/api/plushies", { productId: "dog" })).status).toBe(400);
      expect(await call("GET", "/api/plushies/6a1f8f9e-0000-4000-8000-000000000000")).toMatchObject({ status: 404, result: "Plushie 6a1f8f9e-0000-4000-8000-000000000000 not found" });
      expect(await call("GET", "/api/plushies/not-a-uuid")).toMatchObject({ status: 400, result: expect.stringContaining("plushieId must be a plushie id") });
      expect((await call("GET", "/api/plushies/short-codes")).status).toBe(400);
    });

    it("refuses true as the product id (a JSON true is no number), and takes its digits", async () => {
      expect(await call("POST", "/api/plushies", { productId: true })).toMatchObject({
        status: 400,
        result: "productId must be a product id",
        fields: { productId: "productId must be a product id" },
      });
      expect(await call("POST", "/api/plushies", { productId: "73" })).toMatchObject({ status: 200, result: { productId: 73, productSku: "ForeversDog_bundle" } });
    });
  });

  describe("reminders", () => {
    it("remembers the e-mail and mails how to send the photos, once per plushie and address", async () => {
      const p = (await call("POST", "/api/plushies", { productId: 74 })).result;
      const email = `Later-${p.shortCode}@Example.com`;
      const first = await call("POST", "/api/plushie-reminders", { plushieId: p.id, email });
      expect(first).toMatchObject({ status: 200, result: { plushieId: p.id, shortCode: p.shortCode, email: email.toLowerCase(), sent: true } });
      const mails = (await readOutbox(t().outbox)).filter((m) => m.to === email.toLowerCase());
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Send us photos of your pet (code ${p.shortCode})`);
      expect(mails[0]!.text).toContain(`${TEST_SITE_URL}/forevers/create/?existingPlushieId=${p.id}`);
      expect(mails[0]!.text).toContain("up to 3 clear, well-lit photos");
      expect(mails[0]!.html).toContain(p.shortCode);

      expect((await call("POST", "/api/plushie-reminders", { plushieId: p.id, email })).result.sent).toBe(false);
      expect((await readOutbox(t().outbox)).filter((m) => m.to === email.toLowerCase())).toHaveLength(1);
      const rows = await t().database.db.select().from(plushieReminders).where(eq(plushieReminders.plushieId, p.id));
      expect(rows.map((r) => r.email)).toEqual([email.toLowerCase()]);
    });

    it("mails about a customer's plushie only for that customer; a guest's plushie for anyone", async () => {
      const ann = await newShopper(t(), "plushie-owner");
      const bob = await newShopper(t(), "plushie-stranger");
      const mine = (await call("POST", `/api/plushies?token=${ann.token}`, { productId: 74 })).result;
      const unknown = { status: 404, result: `Plushie ${mine.id} not found` };
      expect(await call("POST", "/api/plushie-reminders", { plushieId: mine.id, email: "someone-else@example.com" })).toMatchObject(unknown);
      expect(await call("POST", `/api/plushie-reminders?token=${bob.token}`, { plushieId: mine.id, email: "someone-else@example.com" })).toMatchObject(unknown);
      expect((await readOutbox(t().outbox)).filter((m) => m.to === "someone-else@example.com")).toHaveLength(0);
      const own = await call("POST", "/api/plushie-reminders", { plushieId: mine.id, email: ann.email }, { authorization: `Bearer ${ann.token}` });
      expect(own).toMatchObject({ status: 200, result: { plushieId: mine.id, sent: true } });

      const guests = (await call("POST", "/api/plushies", { productId: 74 })).result;
      expect(await call("POST", `/api/plushie-reminders?token=${bob.token}`, { plushieId: guests.id, email: bob.email })).toMatchObject({ status: 200, result: { sent: true } });
    });

    it("limits reminder mails per recipient and per client address", async () => {
      const started = async () => (await call("POST", "/api/plushies", { productId: 73 })).result.id as string;
      const email = "flooded@example.com";
      for (let i = 0; i < 5; i++) expect((await call("POST", "/api/plushie-reminders", { plushieId: await started(), email })).result.sent).toBe(true);
      expect(await call("POST", "/api/plushie-reminders", { plushieId: await started(), email })).toMatchObject({ status: 429, result: messages.tooManyRequests });

      const plushieId = await started();
      const from = { "x-forwarded-for": "198.51.100.77" };
      for (let i = 0; i < 20; i++) expect((await call("POST", "/api/plushie-reminders", { plushieId, email: `victim-${i}@example.com` }, from)).status).toBe(200);
      expect(await call("POST", "/api/plushie-reminders", { plushieId, email: "victim-20@example.com" }, from)).toMatchObject({ status: 429, result: messages.tooManyRequests });
      expect((await readOutbox(t().outbox)).filter((m) => m.to.startsWith("victim-"))).toHaveLength(20);
    });

    it("refuses a bad e-mail, an unknown plushie and a missing body", async () => {
      const p = (await call("POST", "/api/plushies", { productId: 73 })).result;
      expect(await call("POST", "/api/plushie-reminders", { plushieId: p.id, email: "not an email" })).toMatchObject({ status: 400, result: "Please, provide the correct email address" });
      expect(await call("POST", "/api/plushie-reminders", { plushieId: "6a1f8f9e-0000-4000-8000-000000000001", email: "a@example.com" })).toMatchObject({ status: 404 });
      expect((await call("POST", "/api/plushie-reminders", {})).status).toBe(400);
    });
  });

  describe("statistics", () => {
    it("counts ordered plushies from placed orders", async () => {
      const before = (await call("GET", "/api/statistic-values?metric=orderedPlushiesCount")).result;
      expect(before).toEqual({ metric: "orderedPlushiesCount", value: expect.any(Number) });
      const ann = await newShopper(t());
      await placeOrderFor(t(), ann, [await configuredCat(2), { sku: "petsies_bandana", qty: 1 }]);
      expect((await call("GET", "/api/statistic-values?metric=orderedPlushiesCount")).result.value).toBe(before.value + 2);
      expect((await call("GET", "/api/statistic-values?metric=visitors")).status).toBe(400);
      expect((await call("GET", "/api/statistic-values")).status).toBe(400);
    });
  });

  describe("customizations in product answers", () => {
    it("carries the tree on the product, render-list and listing answers; null for other products", async () => {
      const product = (await call("GET", "/api/product/ForeversDog_bundle")).result as Product;
      const tree = product.customizations as Customization[];
      expect(tree.map((c) => c.title)).toEqual(expect.arrayContaining(["Type", "Photo", "Pet Info", "Customize", "Upload Photo of Pet", "Your Pet's Name", "Your Pet's Breed"]));
      expect(tree.every((c) => UUID.test(c.id))).toBe(true);
      const upgrades = tree.find((c) => c.name === "upgrades")!;
      expect(upgrades.bundleOptionId).toBe(732);
      expect(product.bundle_options.map((o) => o.option_id)).toEqual([731, 732, 733]);
      expect((await call("GET", "/api/product/petsies_bandana")).result.customizations).toBeNull();

      const rendered = (await call("GET", "/api/product/render-list?skus=ForeversDog_bundle,petsies_bandana")).result.items as Product[];
      expect(rendered.map((p) => p.customizations === null)).toEqual([false, true]);
      expect(rendered[0]!.customizations).toEqual(tree);
      const listed = (await call("GET", "/api/catalog/product?skus=ForeversDog_bundle")).result.items as Product[];
      expect(listed[0]!.customizations).toEqual(tree);
      const trimmed = (await call("GET", "/api/catalog/product?skus=ForeversDog_bundle&exclude_fields=customizations")).result.items as Product[];
      expect(trimmed[0]).not.toHaveProperty("customizations");
    });
  });
});
